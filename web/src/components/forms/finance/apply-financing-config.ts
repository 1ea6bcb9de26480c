import type { LeadFormConfig } from '../lead-form-config';

/** What the pre-approval form needs from the server: the shared lead form settings minus the kind-specific ones. */
export type ApplyFinancingConfig = Pick<
  LeadFormConfig,
  'id' | 'dealerName' | 'privacyHref' | 'cookieTier' | 'pagePath'
>;

/** The pre-approval form's fields, in order (the profile fields first, so the profile prefill lines up). */
export const APPLY_FINANCING_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'monthlyIncome',
  'downPayment',
  'creditScore',
  'tradeIn',
] as const;

export type ApplyFinancingField = (typeof APPLY_FINANCING_FIELDS)[number];
