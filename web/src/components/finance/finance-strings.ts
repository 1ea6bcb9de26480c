/**
 * Finance headings editors own (issue 7): siteSettings.uiStrings keys with today's wording as the fallback when a
 * dataset has no entry. The seed carries the same en/es texts (seed/src/content/settings.ts).
 */
import type { Translator } from '@/lib/i18n/strings';

export const FINANCE_STRINGS = {
  calculatorTitle: { key: 'finance.calculator.title', en: 'Estimate your payment', es: 'Calcule su pago' },
  applyTitle: { key: 'finance.apply.title', en: 'Your details', es: 'Sus datos' },
  creditApplicationTitle: { key: 'finance.creditApp.title', en: 'Your application', es: 'Su solicitud' },
  stepApplicant: { key: 'finance.creditApp.step.applicant', en: 'About you', es: 'Sobre usted' },
  stepResidence: { key: 'finance.creditApp.step.residence', en: 'Residence history', es: 'Historial de domicilio' },
  stepEmployment: { key: 'finance.creditApp.step.employment', en: 'Employment history', es: 'Historial de empleo' },
  stepCoBorrower: { key: 'finance.creditApp.step.coBorrower', en: 'Co-borrower', es: 'Codeudor' },
  stepReview: { key: 'finance.creditApp.step.review', en: 'Review and sign', es: 'Revisar y firmar' },
} as const;

export type FinanceStringName = keyof typeof FINANCE_STRINGS;

/** The text of one finance string in the site's language (editor's text, else today's English wording). */
export const financeText = (t: Translator, name: FinanceStringName) =>
  t(FINANCE_STRINGS[name].key, undefined, FINANCE_STRINGS[name].en);
