/**
 * The payment calculator's visitor text, with the built-in English. Editors set English and Spanish in
 * siteSettings.uiStrings (seeded in seed/src/content/calculator-strings.ts); this English only stands in for a key
 * an editor deletes. The payment disclaimer shares the vehicle page's key: one text for every payment estimate.
 */
import { LEASE_DISCLAIMER, PAYMENT_DISCLAIMER } from '@/lib/finance/disclaimers';
import { resolveStrings } from '@/lib/i18n/resolve-strings';
import type { Translator } from '@/lib/i18n/strings';

export const CALCULATOR_STRINGS = {
  'calculator.paymentType': 'Payment type',
  'calculator.finance': 'Finance',
  'calculator.lease': 'Lease',
  'calculator.price': 'Vehicle price ($)',
  'calculator.cashDown': 'Cash down',
  'calculator.tradeEquity': 'Trade equity',
  'calculator.creditScore': 'Credit score',
  'calculator.creditScoreValue': '{band} ({score})',
  'calculator.band.Great': 'Great',
  'calculator.band.Good': 'Good',
  'calculator.band.Okay': 'Okay',
  'calculator.band.Bad': 'Bad',
  'calculator.leaseTerm': 'Lease term',
  'calculator.milesPerYear': 'Miles per year',
  'calculator.term': 'Term',
  'calculator.months': '{months} months',
  'calculator.miles': '{miles} miles',
  'calculator.monthly': 'Estimated monthly payment',
  'calculator.monthlyLease': 'Estimated monthly lease payment',
  'calculator.apr': '{apr} APR for {months} months',
  'calculator.leaseApr': '{apr} APR (money factor {factor}) for {months} months, {miles} miles a year',
  'calculator.amountFinanced': 'Amount financed',
  'calculator.capitalizedCost': 'Capitalized cost',
  'calculator.residual': 'Residual value ({percent}%)',
  'calculator.depreciation': 'Depreciation per month',
  'calculator.financeFee': 'Finance fee per month',
  'calculator.line.vehiclePrice': 'Vehicle price',
  'calculator.line.documentaryFee': 'Documentary fee',
  'calculator.line.driveFee': 'Thirty-day drive fee',
  'calculator.line.cashDown': 'Cash down',
  'calculator.line.tradeEquity': 'Trade equity',
  'vdp.estimate.disclaimer': PAYMENT_DISCLAIMER,
  'calculator.leaseDisclaimer': LEASE_DISCLAIMER,
} as const;

/** The quote's itemised lines (lib/finance names them in English) → their keys here. */
const LINE_KEYS: Readonly<Record<string, keyof typeof CALCULATOR_STRINGS>> = {
  'Vehicle price': 'calculator.line.vehiclePrice',
  'Documentary fee': 'calculator.line.documentaryFee',
  'Thirty-day drive fee': 'calculator.line.driveFee',
  'Cash down': 'calculator.line.cashDown',
  'Trade equity': 'calculator.line.tradeEquity',
};

export type CalculatorStrings = Record<keyof typeof CALCULATOR_STRINGS, string>;

export function resolveCalculatorStrings(t: Translator): CalculatorStrings {
  return resolveStrings(CALCULATOR_STRINGS, t);
}

/** A quote line's label in the page's words; a line this table does not know keeps its own label. */
export function lineLabel(strings: CalculatorStrings, label: string): string {
  const key = LINE_KEYS[label];
  return key ? strings[key] : label;
}
