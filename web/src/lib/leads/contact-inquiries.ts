/** Contact-form inquiry types 1–7, plus 8 for service questions, and the lead form type each one is routed to. */
import type { LeadFormType } from '@dealer/schemas/constants';

export const CONTACT_INQUIRY_IDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type ContactInquiryId = (typeof CONTACT_INQUIRY_IDS)[number];

export type ContactFormType = Extract<
  LeadFormType,
  'CONTACT_SALES' | 'CONTACT_FINANCE' | 'CONTACT_DEALERSHIP' | 'CONTACT_SERVICE'
>;

export const CONTACT_INQUIRY_LABELS: Readonly<Record<ContactInquiryId, string>> = {
  1: 'Purchasing a vehicle',
  2: 'Financing options',
  3: 'Trade appraisal',
  4: 'Selling my car',
  5: 'Recent vehicle purchase',
  6: 'Billing issues',
  7: 'General questions',
  8: 'Service or repair question',
};

/**
 * Routing choice (the spec names the template keys `CONTACT_{inquiry target}` but not the mapping):
 * - 1 purchasing, 3 trade appraisal, 4 selling my car → CONTACT_SALES (the sales desk buys and sells vehicles);
 * - 2 financing options → CONTACT_FINANCE;
 * - 5 recent purchase, 6 billing, 7 general → CONTACT_DEALERSHIP (after-sale and general front-office matters);
 * - 8 service or repair question → CONTACT_SERVICE (the service desk's inbox), offered only where a store has a
 *   service department (contactInquiryOptions).
 */
export const CONTACT_INQUIRY_ROUTING: Readonly<Record<ContactInquiryId, ContactFormType>> = {
  1: 'CONTACT_SALES',
  2: 'CONTACT_FINANCE',
  3: 'CONTACT_SALES',
  4: 'CONTACT_SALES',
  5: 'CONTACT_DEALERSHIP',
  6: 'CONTACT_DEALERSHIP',
  7: 'CONTACT_DEALERSHIP',
  8: 'CONTACT_SERVICE',
};

/** Options for the inquiry-type select, in id order. */
export const CONTACT_INQUIRY_OPTIONS: ReadonlyArray<{ value: ContactInquiryId; label: string }> =
  CONTACT_INQUIRY_IDS.map((value) => ({ value, label: CONTACT_INQUIRY_LABELS[value] }));

/** The inquiry-type options a site offers: the service question only where a store has a service department. */
export function contactInquiryOptions(
  hasServiceDepartment: boolean,
): ReadonlyArray<{ value: ContactInquiryId; label: string }> {
  return CONTACT_INQUIRY_OPTIONS.filter((option) => hasServiceDepartment || option.value !== SERVICE_INQUIRY_ID);
}

export const SERVICE_INQUIRY_ID: ContactInquiryId = 8;

export function isContactInquiryId(value: unknown): value is ContactInquiryId {
  return typeof value === 'number' && (CONTACT_INQUIRY_IDS as readonly number[]).includes(value);
}

export function contactFormType(inquiry: ContactInquiryId): ContactFormType {
  return CONTACT_INQUIRY_ROUTING[inquiry];
}
