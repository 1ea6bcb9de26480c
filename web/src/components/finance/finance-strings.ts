/**
 * Finance headings editors own: siteSettings.uiStrings keys with today's wording as the fallback when a
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
  // Confirmation screens of the pre-approval and the full credit application.
  doneReference: {
    key: 'finance.done.reference',
    en: 'Your reference number is {reference}. Please have it at hand when you call.',
    es: 'Su número de referencia es {reference}. Téngalo a mano cuando llame.',
  },
  doneCall: {
    key: 'finance.done.call',
    en: 'Questions? Call {store} at {phone}.',
    es: '¿Preguntas? Llame a {store} al {phone}.',
  },
  creditAppDoneTitle: {
    key: 'finance.creditApp.done.title',
    en: 'Application received',
    es: 'Solicitud recibida',
  },
  creditAppDoneNext: {
    key: 'finance.creditApp.done.next',
    en: 'What happens next: a finance specialist from {store} reviews your application and contacts you within one business day with your options.',
    es: 'Qué sigue: un especialista en financiamiento de {store} revisará su solicitud y se comunicará con usted en un día hábil con sus opciones.',
  },
  creditAppDoneBrowse: {
    key: 'finance.creditApp.done.browse',
    en: 'Browse vehicles',
    es: 'Ver vehículos',
  },
  estimateTitle: {
    key: 'finance.estimate.title',
    en: 'Your instant estimate',
    es: 'Su estimación al instante',
  },
  estimateNote: {
    key: 'finance.estimate.note',
    en: 'This is an estimate, not an offer of credit. It does not affect your credit score.',
    es: 'Esta es una estimación, no una oferta de crédito. No afecta su puntaje de crédito.',
  },
  estimateApr: {
    key: 'finance.estimate.apr',
    en: 'Estimated APR',
    es: 'APR estimada',
  },
  estimateBudget: {
    key: 'finance.estimate.budget',
    en: 'Monthly budget ({percent}% of your income)',
    es: 'Presupuesto mensual ({percent}% de sus ingresos)',
  },
  estimateBuyingPower: {
    key: 'finance.estimate.buyingPower',
    en: 'Buying power over {term} months',
    es: 'Poder de compra a {term} meses',
  },
  estimateNoIncome: {
    key: 'finance.estimate.noIncome',
    en: 'Add your monthly income to see your budget and buying power.',
    es: 'Agregue sus ingresos mensuales para ver su presupuesto y su poder de compra.',
  },
  estimateNext: {
    key: 'finance.estimate.next',
    en: 'What happens next: a finance specialist from {store} contacts you to confirm your rate and options.',
    es: 'Qué sigue: un especialista en financiamiento de {store} se comunicará con usted para confirmar su tasa y sus opciones.',
  },
  estimateBrowse: {
    key: 'finance.estimate.browse',
    en: 'Browse vehicles under {price}',
    es: 'Ver vehículos por menos de {price}',
  },
  estimateApply: {
    key: 'finance.estimate.apply',
    en: 'Start the full credit application',
    es: 'Iniciar la solicitud de crédito completa',
  },
  estimateEdit: {
    key: 'finance.estimate.edit',
    en: 'Change my answers',
    es: 'Cambiar mis respuestas',
  },
} as const;

export type FinanceStringName = keyof typeof FINANCE_STRINGS;

/** The text of one finance string in the site's language (editor's text, else today's English wording). */
export const financeText = (t: Translator, name: FinanceStringName) =>
  t(FINANCE_STRINGS[name].key, undefined, FINANCE_STRINGS[name].en);
