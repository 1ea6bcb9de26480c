/**
 * The pre-approval form's own text (income, down payment, credit band, trade-in, submit). Editors override any of
 * these in `siteSettings.uiStrings` (en/es) by key; the visitor fields, toasts and field messages come from the
 * lead forms' table (../lead-form-strings.ts).
 */
import { CREDIT_SCORE_LABELS } from '@/lib/finance';
import { interpolate } from '@/lib/i18n/interpolate';
import { resolveStrings } from '@/lib/i18n/resolve-strings';

export const APPLY_FINANCING_STRINGS = {
  'finance.form.income': 'Monthly income before taxes ($)',
  'finance.form.down': 'Planned down payment ($)',
  'finance.form.credit': 'Your credit, roughly',
  'finance.form.creditTop': '{label} ({min} and up)',
  'finance.form.creditRange': '{label} ({min}–{max})',
  'finance.form.creditBottom': '{label} (below {max})',
  'finance.form.creditGreat': 'Great',
  'finance.form.creditGood': 'Good',
  'finance.form.creditOkay': 'Okay',
  'finance.form.creditBad': 'Bad',
  'finance.form.tradeIn': 'I have a vehicle to trade in',
  'finance.form.submit': 'Get pre-approved',
} as const;

export type ApplyFinancingStrings = Record<keyof typeof APPLY_FINANCING_STRINGS, string>;

export function resolveApplyFinancingStrings(
  translate: (key: string, values?: Record<string, string | number>, fallback?: string) => string,
): ApplyFinancingStrings {
  return resolveStrings(APPLY_FINANCING_STRINGS, translate);
}

/**
 * "Great (740 and up)", "Good (670–739)", … "Bad (below 580)" from the finance rules' score bands; the value stays
 * the rules' English band name (what the API takes).
 */
export function creditScoreOptions(
  strings: ApplyFinancingStrings = APPLY_FINANCING_STRINGS,
): { value: string; label: string }[] {
  return CREDIT_SCORE_LABELS.map((band, index) => {
    const above = CREDIT_SCORE_LABELS[index - 1];
    const nameKey = `finance.form.credit${band.label}` as keyof ApplyFinancingStrings;
    const label = strings[nameKey] ?? band.label;
    const text = !above
      ? interpolate(strings['finance.form.creditTop'], { label, min: band.min })
      : band.min === 0
        ? interpolate(strings['finance.form.creditBottom'], { label, max: above.min })
        : interpolate(strings['finance.form.creditRange'], { label, min: band.min, max: above.min - 1 });
    return { value: band.label, label: text };
  });
}
