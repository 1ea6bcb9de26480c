import {
  POPUP_EMAIL_DATA_KEY_PATTERN,
  POPUP_EMAIL_DATA_MAX_ENTRIES,
  POPUP_EMAIL_DATA_VALUE_MAX_LENGTH,
} from '@dealer/schemas/constants';
import type { PopupDefinition, PopupSubmitted } from './types';

export interface SubmitPlan {
  /** Send the lead (with the popup's form type as the e-mail template); skipped, see below. */
  sendLead: boolean;
  emailFormType: string | null;
  /**
   * The lead's extra e-mail data, label → value: `Popup` (the popup's id, so the dealer sees which popup brought
   * the lead), then the editor's entries in order; entries the lead API would refuse are dropped.
   */
  emailData: Record<string, string>;
  trackEvent: string | null;
  redirect: string | null;
  closeNow: boolean;
  /** Close after this many milliseconds (timeoutClose seconds), when not closing at once. */
  closeAfterMs: number | null;
  innerComponent: string | null;
}

/**
 * After submit: the submitted view, then optionally e-mail, track, redirect, close now or close after
 * timeoutClose seconds. A visitor who already is a lead is not sent again when the popup closes on submit.
 */
function emailDataOf(popupId: string | null | undefined, entries: PopupSubmitted['emailData']): Record<string, string> {
  const data: Record<string, string> = {};
  if (popupId) data.Popup = popupId.slice(0, POPUP_EMAIL_DATA_VALUE_MAX_LENGTH);
  for (const entry of entries ?? []) {
    const key = entry.key?.trim() ?? '';
    const value = entry.value?.trim() ?? '';
    if (!POPUP_EMAIL_DATA_KEY_PATTERN.test(key) || value === '') continue;
    if (!(key in data) && Object.keys(data).length >= POPUP_EMAIL_DATA_MAX_ENTRIES) break;
    data[key] = value.slice(0, POPUP_EMAIL_DATA_VALUE_MAX_LENGTH);
  }
  return data;
}

export function submitPlan(
  popup: Pick<PopupDefinition, 'submitted' | 'popupId'>,
  visitor: { isLead: boolean },
): SubmitPlan {
  const submitted = popup.submitted ?? {};
  const closeNow =
    submitted.close === true && !(typeof submitted.timeoutClose === 'number' && submitted.timeoutClose > 0);
  const timeout =
    typeof submitted.timeoutClose === 'number' && submitted.timeoutClose > 0 ? submitted.timeoutClose : null;
  return {
    sendLead: !(visitor.isLead && submitted.close === true),
    emailFormType: submitted.email || null,
    emailData: emailDataOf(popup.popupId, submitted.emailData),
    trackEvent: submitted.track || null,
    redirect: submitted.redirect || null,
    closeNow,
    closeAfterMs: closeNow || timeout === null ? null : timeout * 1000,
    innerComponent: submitted.innerComponent || null,
  };
}
