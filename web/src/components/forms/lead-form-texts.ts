/**
 * The lead forms' visitor text (contact, careers, staff member and the pre-approval form): uiStrings keys
 * `leadForm.<name>` (siteSettings.uiStrings, en and es; seed/src/content/lead-form-strings.ts) with today's English
 * as the fallback for a key an editor deletes. The sections resolve them on the server and hand them to the plain
 * and the enhanced form in the config; a web test keeps this file and the seed in step.
 */
import type { Translator } from '@/lib/i18n/strings';
import { CONTACT_INQUIRY_IDS, CONTACT_INQUIRY_LABELS, type ContactInquiryId } from '@/lib/leads/contact-inquiries';
import { CELL_PHONE_DISCLAIMER, PRIVACY_NOTICE_LINK, PRIVACY_NOTICE_PREFIX } from '@/lib/leads/notices';

import { CONTACT_FIELD_LABELS } from './contact-fields';

/** The contact form's topics by inquiry id (`inquiry1` … `inquiry8`). */
const INQUIRY_TEXTS = Object.fromEntries(
  CONTACT_INQUIRY_IDS.map((id) => [inquiryTextName(id), CONTACT_INQUIRY_LABELS[id]]),
) as Record<`inquiry${ContactInquiryId}`, string>;

export function inquiryTextName(id: ContactInquiryId): `inquiry${ContactInquiryId}` {
  return `inquiry${id}`;
}

export const LEAD_FORM_TEXTS = {
  ...CONTACT_FIELD_LABELS,
  inquiryType: 'How can we help?',
  chooseTopic: 'Choose a topic',
  ...INQUIRY_TEXTS,
  store: 'Store',
  position: 'Position',
  choosePosition: 'Choose a position',
  message: 'Message',
  resume: 'Résumé',
  resumeHint: 'PDF, DOC or DOCX, up to 5 MB.',
  submitContact: 'Send message',
  submitCareers: 'Submit application',
  submitStaff: 'Send message',
  sending: 'Sending…',
  monthlyIncome: 'Monthly income before taxes ($)',
  downPayment: 'Planned down payment ($)',
  creditScore: 'Your credit, roughly',
  creditBandGreat: 'Great',
  creditBandGood: 'Good',
  creditBandOkay: 'Okay',
  creditBandBad: 'Bad',
  creditRangeTop: '{band} ({min} and up)',
  creditRange: '{band} ({min}–{max})',
  creditRangeBottom: '{band} (below {limit})',
  tradeIn: 'I have a vehicle to trade in',
  submitPreApproval: 'Get pre-approved',
  /** `{dealer}` is the store's name. */
  phoneDisclaimer: CELL_PHONE_DISCLAIMER,
  honeypot: 'Leave this field empty',
  privacyPrefix: PRIVACY_NOTICE_PREFIX,
  privacyLink: PRIVACY_NOTICE_LINK,
  fixFields: 'Please correct the highlighted fields.',
  /** Not in the spec: the plain form came back invalid (only without JavaScript, where fields cannot be marked). */
  noscriptInvalid: 'Some fields were missing or not valid. Please check every field marked * and send the form again.',
} as const;

export type LeadFormTextName = keyof typeof LEAD_FORM_TEXTS;
export type LeadFormTexts = Record<LeadFormTextName, string>;

/** The uiStrings key of one text. */
export const leadFormTextKey = (name: LeadFormTextName) => `leadForm.${name}`;

/** Every text in the site's language: the editor's wording, else today's English. */
export function resolveLeadFormTexts(t: Translator): LeadFormTexts {
  const names = Object.keys(LEAD_FORM_TEXTS) as LeadFormTextName[];
  return Object.fromEntries(
    names.map((name) => [name, t(leadFormTextKey(name), undefined, LEAD_FORM_TEXTS[name])]),
  ) as LeadFormTexts;
}
