/**
 * What the lead forms say back to a visitor (contact, careers, staff member, the pre-approval form and the vehicle
 * dialogs): the toasts, the toast region's own text and the field messages. Editors override any of these in
 * `siteSettings.uiStrings` (en/es) by key (seed/src/content/lead-message-strings.ts); the page resolves them on the
 * server and hands the form plain text, so the client carries no translation tables. The forms' labels, options and
 * notices are the kit's `leadForm.*` texts (lead-form-texts.ts).
 */
import { resolveStrings } from '@/lib/i18n/resolve-strings';
import { VALIDATION_STRINGS } from '@/lib/i18n/validation-strings';
import { LEAD_TOASTS, type LeadToastGroup, type ToastText } from '@/lib/leads/toasts';

import { TOAST_REGION_STRINGS } from '../ui/toast-strings';

export const LEAD_MESSAGE_STRINGS = {
  'toast.contact.success.summary': LEAD_TOASTS.contact.success.summary,
  'toast.contact.success.detail': LEAD_TOASTS.contact.success.detail,
  'toast.contact.error.summary': LEAD_TOASTS.contact.error.summary,
  'toast.contact.error.detail': LEAD_TOASTS.contact.error.detail,
  'toast.careers.success.summary': LEAD_TOASTS.careers.success.summary,
  'toast.careers.success.detail': LEAD_TOASTS.careers.success.detail,
  'toast.careers.error.summary': LEAD_TOASTS.careers.error.summary,
  'toast.careers.error.detail': LEAD_TOASTS.careers.error.detail,
  'toast.unlock.success.summary': LEAD_TOASTS.unlock.success.summary,
  'toast.unlock.success.detail': LEAD_TOASTS.unlock.success.detail,
  'toast.unlock.error.summary': LEAD_TOASTS.unlock.error.summary,
  'toast.unlock.error.detail': LEAD_TOASTS.unlock.error.detail,
  'toast.testDrive.success.summary': LEAD_TOASTS.testDrive.success.summary,
  'toast.testDrive.success.detail': LEAD_TOASTS.testDrive.success.detail,
  'toast.testDrive.error.summary': LEAD_TOASTS.testDrive.error.summary,
  'toast.testDrive.error.detail': LEAD_TOASTS.testDrive.error.detail,
  ...TOAST_REGION_STRINGS,
  ...VALIDATION_STRINGS,
} as const;

export type LeadMessageKey = keyof typeof LEAD_MESSAGE_STRINGS;
export type LeadMessageStrings = Record<LeadMessageKey, string>;

/** Every key resolved by the site's translator (CMS text, then these defaults); placeholders stay unfilled. */
export function resolveLeadMessageStrings(
  translate: (key: string, values?: Record<string, string | number>, fallback?: string) => string,
): LeadMessageStrings {
  return resolveStrings(LEAD_MESSAGE_STRINGS, translate);
}

/** What the submit hook shows: the form group's toasts, the sending and fix-the-fields status lines. */
export interface LeadSubmitText {
  success: ToastText;
  error: ToastText;
  sending: string;
  fixFields: string;
}

/** The submit texts of a lead form's toast group: its toasts, plus the status lines in the form's own words. */
export function leadSubmitText(
  group: LeadToastGroup,
  messages: LeadMessageStrings,
  status: { sending: string; fixFields: string },
): LeadSubmitText {
  return {
    success: { summary: messages[`toast.${group}.success.summary`], detail: messages[`toast.${group}.success.detail`] },
    error: { summary: messages[`toast.${group}.error.summary`], detail: messages[`toast.${group}.error.detail`] },
    sending: status.sending,
    fixFields: status.fixFields,
  };
}
