import type { LeadFormConfig } from '../lead-form-config';
import type { LeadFormTexts } from '../lead-form-texts';

/** Texts of the finance confirmation screens (uiStrings, in the site's language). */
export const FINANCE_CONFIRMATION_TEXT_NAMES = [
  'doneReference',
  'doneCall',
  'creditAppDoneTitle',
  'creditAppDoneNext',
  'creditAppDoneBrowse',
  'estimateTitle',
  'estimateNote',
  'estimateApr',
  'estimateBudget',
  'estimateBuyingPower',
  'estimateNoIncome',
  'estimateNext',
  'estimateBrowse',
  'estimateApply',
  'estimateEdit',
] as const;

export type FinanceConfirmationTextName = (typeof FINANCE_CONFIRMATION_TEXT_NAMES)[number];

/** What the confirmation screens of the pre-approval and the full credit application show. */
export interface FinanceConfirmationConfig {
  storeName: string;
  /** The selected store's phone, shown as a link. */
  storePhone: string | null;
  /** The store's rates for the instant estimate; null when the store has no base APR (no estimate then). */
  estimate: { baseAprPercent: number; documentaryFee: number | null; termMonths: number } | null;
  /** The search page, when enabled (the estimate links to its price-under filter). */
  vehiclesPath: string | null;
  creditApplicationPath: string | null;
  texts: Record<FinanceConfirmationTextName, string>;
}

/** What both finance forms need from the server: the shared lead form settings and their confirmation screens. */
export type FinanceFormConfig = Pick<LeadFormConfig, 'id' | 'dealerName' | 'privacyHref' | 'cookieTier' | 'pagePath'> &
  FinanceConfirmationConfig;

/**
 * The pre-approval form: the lead forms' labels (CMS uiStrings `leadForm.*`), toasts and field messages, and the
 * page's language (the API answers field messages in it); else the built-in English.
 */
export type ApplyFinancingConfig = FinanceFormConfig &
  Pick<LeadFormConfig, 'messages' | 'lang'> & { formTexts?: LeadFormTexts };

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
