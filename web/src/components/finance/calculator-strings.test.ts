import { CALCULATOR_UI_STRINGS } from '../../../../seed/src/content/calculator-strings';
import { UI_STRINGS } from '../../../../seed/src/content/settings';
import { VEHICLE_PAGE_UI_STRINGS } from '../../../../seed/src/content/vehicle-page-strings';
import { financeQuote, leaseQuote } from '@/lib/finance';
import { LEASE_DISCLAIMER } from '@/lib/finance/disclaimers';
import { createTranslator } from '@/lib/i18n/strings';
import { CALCULATOR_STRINGS, lineLabel, resolveCalculatorStrings } from './calculator-strings';

const seeded = new Map(
  [...CALCULATOR_UI_STRINGS, ...VEHICLE_PAGE_UI_STRINGS].map(([key, en, es]) => [key, { en, es }]),
);
const keys = Object.keys(CALCULATOR_STRINGS) as (keyof typeof CALCULATOR_STRINGS)[];
const uiStrings = [...CALCULATOR_UI_STRINGS, ...VEHICLE_PAGE_UI_STRINGS].map(([key, en, es]) => ({ key, en, es }));

test.each(keys)('the seed carries %s with the built-in English and a Spanish text', (key) => {
  const row = seeded.get(key);
  expect(row?.en).toBe(CALCULATOR_STRINGS[key]);
  expect(row?.es.trim()).toBeTruthy();
});

test('the seed has no calculator key the calculator does not use, and none clashes with the general table', () => {
  const own = CALCULATOR_UI_STRINGS.map(([key]) => key).sort();
  expect(own).toEqual(keys.filter((key) => key.startsWith('calculator.')).sort());
  const general = new Set(UI_STRINGS.map(([key]) => key));
  expect(own.filter((key) => general.has(key))).toEqual([]);
});

test('placeholders survive translation', () => {
  for (const [, en, es] of CALCULATOR_UI_STRINGS)
    expect(es.match(/\{\w+\}/g) ?? []).toEqual(en.match(/\{\w+\}/g) ?? []);
});

test('the lease disclaimer is the finance rules’ own text', () => {
  expect(CALCULATOR_STRINGS['calculator.leaseDisclaimer']).toBe(LEASE_DISCLAIMER);
});

// Every line a quote can itemise (cash down and trade equity appear only when entered).
const inputs = {
  price: 25_000,
  cashDown: 2_000,
  tradeEquity: 1_000,
  documentaryFee: 150,
  baseAprPercent: 6,
  creditScore: 700,
};
const quoteLabels = [
  ...new Set(
    [
      ...financeQuote({ ...inputs, termMonths: 60 }).lines,
      ...leaseQuote({ ...inputs, termMonths: 36, milesPerYear: 12_000 }).lines,
    ].map((line) => line.label),
  ),
];

test.each(quoteLabels)('the quote line "%s" has a Spanish label of its own', (label) => {
  const spanish = resolveCalculatorStrings(createTranslator(uiStrings, 'es'));
  expect(lineLabel(spanish, label)).not.toBe(label);
});

test.each([
  ['calculator.months', 'es', '{months} meses'],
  ['calculator.band.Great', 'es', 'Excelente'],
  ['vdp.estimate.disclaimer', 'es', 'Los pagos estimados son solo ilustrativos'],
  ['calculator.paymentType', 'en', 'Payment type'],
] as const)('%s in %s reads "%s"', (key, lang, text) => {
  expect(resolveCalculatorStrings(createTranslator(uiStrings, lang))[key]).toContain(text);
});
