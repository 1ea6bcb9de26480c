/**
 * The visitor text of the lead forms (contact, careers, staff member): labels, hints, buttons, status lines, toasts
 * and field messages. Editors override any of these in `siteSettings.uiStrings` (en/es) by key; the page resolves
 * them on the server and hands the form plain text, so the client carries no translation tables.
 */
import { resolveStrings } from '@/lib/i18n/resolve-strings';
import { VALIDATION_STRINGS, type ValidationStringKey } from '@/lib/i18n/validation-strings';
import { CONTACT_INQUIRY_IDS, CONTACT_INQUIRY_LABELS } from '@/lib/leads/contact-inquiries';
import { CELL_PHONE_DISCLAIMER, PRIVACY_NOTICE_LINK, PRIVACY_NOTICE_PREFIX } from '@/lib/leads/notices';
import { LEAD_TOASTS, type LeadToastGroup, type ToastText } from '@/lib/leads/toasts';

import { TOAST_REGION_STRINGS } from '../ui/toast-strings';

const INQUIRY_STRINGS = Object.fromEntries(
  CONTACT_INQUIRY_IDS.map((id) => [`form.inquiry.${id}`, CONTACT_INQUIRY_LABELS[id]]),
) as Record<`form.inquiry.${(typeof CONTACT_INQUIRY_IDS)[number]}`, string>;

export const LEAD_FORM_STRINGS = {
  'form.inquiryType': 'How can we help?',
  'form.inquiryType.choose': 'Choose a topic',
  ...INQUIRY_STRINGS,
  'form.position': 'Position',
  'form.position.choose': 'Choose a position',
  'form.firstName': 'First name',
  'form.lastName': 'Last name',
  'form.email': 'E-mail',
  'form.phone': 'Phone',
  /** `{dealer}` is the store's name. */
  'form.phone.disclaimer': CELL_PHONE_DISCLAIMER,
  'form.message': 'Message',
  'form.resume': 'Résumé',
  'form.resume.hint': 'PDF, DOC or DOCX, up to 5 MB.',
  'form.honeypot': 'Leave this field empty',
  'form.submit.contact': 'Send message',
  'form.submit.careers': 'Submit application',
  'form.sending': 'Sending…',
  'form.privacy.prefix': PRIVACY_NOTICE_PREFIX,
  'form.privacy.link': PRIVACY_NOTICE_LINK,
  'form.fixFields': 'Please correct the highlighted fields.',
  /** Not in the spec: the plain form came back invalid (only without JavaScript, where fields cannot be marked). */
  'form.noscriptInvalid':
    'Some fields were missing or not valid. Please check every field marked * and send the form again.',
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

export type LeadFormStringKey = keyof typeof LEAD_FORM_STRINGS;
export type LeadFormStrings = Record<LeadFormStringKey, string>;

/** What the shared name / e-mail / phone rows need (other forms that reuse them pass just these). */
export type ContactFieldStrings = Pick<
  LeadFormStrings,
  'form.firstName' | 'form.lastName' | 'form.email' | 'form.phone' | 'form.phone.disclaimer' | ValidationStringKey
>;

/** Every key resolved by the site's translator (CMS text, then these defaults); placeholders stay unfilled. */
export function resolveLeadFormStrings(
  translate: (key: string, values?: Record<string, string | number>, fallback?: string) => string,
): LeadFormStrings {
  return resolveStrings(LEAD_FORM_STRINGS, translate);
}

/** What the submit hook shows: the form group's toasts, the sending and fix-the-fields status lines. */
export interface LeadSubmitText {
  success: ToastText;
  error: ToastText;
  sending: string;
  fixFields: string;
}

/** The submit texts of a lead form's toast group from resolved strings (the built-in English without them). */
export function leadSubmitText(group: LeadToastGroup, strings: LeadFormStrings = LEAD_FORM_STRINGS): LeadSubmitText {
  return {
    success: { summary: strings[`toast.${group}.success.summary`], detail: strings[`toast.${group}.success.detail`] },
    error: { summary: strings[`toast.${group}.error.summary`], detail: strings[`toast.${group}.error.detail`] },
    sending: strings['form.sending'],
    fixFields: strings['form.fixFields'],
  };
}
