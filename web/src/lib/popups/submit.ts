import type { PopupDefinition } from './types';

export interface SubmitPlan {
  /** Send the lead (with the popup's form type as the e-mail template); skipped, see below. */
  sendLead: boolean;
  emailFormType: string | null;
  trackEvent: string | null;
  redirect: string | null;
  closeNow: boolean;
  /** Close after this many milliseconds (timeoutClose seconds), when not closing at once. */
  closeAfterMs: number | null;
  innerComponent: string | null;
}

/**
 * Spec §4 after submit: the submitted view, then optionally e-mail, track, redirect, close now or close after
 * timeoutClose seconds. A visitor who already is a lead is not sent again when the popup closes on submit.
 */
export function submitPlan(popup: Pick<PopupDefinition, 'submitted'>, visitor: { isLead: boolean }): SubmitPlan {
  const submitted = popup.submitted ?? {};
  const closeNow =
    submitted.close === true && !(typeof submitted.timeoutClose === 'number' && submitted.timeoutClose > 0);
  const timeout =
    typeof submitted.timeoutClose === 'number' && submitted.timeoutClose > 0 ? submitted.timeoutClose : null;
  return {
    sendLead: !(visitor.isLead && submitted.close === true),
    emailFormType: submitted.email || null,
    trackEvent: submitted.track || null,
    redirect: submitted.redirect || null,
    closeNow,
    closeAfterMs: closeNow || timeout === null ? null : timeout * 1000,
    innerComponent: submitted.innerComponent || null,
  };
}
