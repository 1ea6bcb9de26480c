import { amortizedPaymentCents, financeQuote } from '@/lib/finance';
import { creditScoreForLabel } from '@/lib/profile/personalized-terms';
import { dealSheet, salesTaxCents, type DealInput, type DealStoreSettings } from './deal-sheet';

/** A store as the seed has them: 5.99 % base APR, $358.03 documentary fee, Illinois tax with the $10,000 trade cap. */
const ILLINOIS: DealStoreSettings = {
  baseAprPercent: 5.99,
  documentaryFee: 358.03,
  salesTaxPercent: 8.25,
  tradeInReducesTax: true,
  tradeInTaxCreditCap: 10_000,
};
const NO_TAX: DealStoreSettings = { ...ILLINOIS, salesTaxPercent: null };

const deal = (overrides: Partial<DealInput>): DealInput => ({
  price: 20_000,
  modelYear: 2020,
  store: ILLINOIS,
  downPayment: 2_000,
  creditScore: 850,
  termMonths: 72,
  tradeIn: null,
  ...overrides,
});

describe('the deal sheet, line by line', () => {
  test.each([
    // name, input, taxable, tax, trade equity, down applied, amount financed, cash due, paid to the shopper
    ['no tax set, no trade-in', deal({ store: NO_TAX }), 2_000_000, null, 0, 200_000, 1_836_803, 200_000, 0],
    // $20,000 × 8.25 % = $1,650; price + $358.03 + $10 + $1,650 − $2,000.
    ['tax on the price, fees untaxed', deal({}), 2_000_000, 165_000, 0, 200_000, 2_001_803, 200_000, 0],
    // Worth $8,000, $3,000 owed: equity $5,000; the whole $8,000 value comes off the taxed amount.
    [
      'positive trade equity lowers the tax and the loan',
      deal({ tradeIn: { value: 8_000, payoff: 3_000 } }),
      1_200_000,
      99_000,
      500_000,
      200_000,
      1_435_803,
      200_000,
      0,
    ],
    // Worth $8,000, $11,000 owed: −$3,000 is added to the loan; the tax credit is still the car's value.
    [
      'negative trade equity (owed more than it is worth) is financed',
      deal({ tradeIn: { value: 8_000, payoff: 11_000 } }),
      1_200_000,
      99_000,
      -300_000,
      200_000,
      2_235_803,
      200_000,
      0,
    ],
    // A $15,000 trade-in on a $30,000 car: only $10,000 of it comes off the taxed amount.
    [
      'the trade-in tax credit stops at the cap',
      deal({ price: 30_000, tradeIn: { value: 15_000, payoff: 0 } }),
      2_000_000,
      165_000,
      1_500_000,
      200_000,
      1_501_803,
      200_000,
      0,
    ],
    [
      'no trade-in credit where the state taxes the full price',
      deal({ store: { ...ILLINOIS, tradeInReducesTax: false }, tradeIn: { value: 8_000, payoff: 0 } }),
      2_000_000,
      165_000,
      800_000,
      200_000,
      1_201_803,
      200_000,
      0,
    ],
    [
      'without a cap the whole trade-in value comes off',
      deal({ price: 30_000, store: { ...ILLINOIS, tradeInTaxCreditCap: null }, tradeIn: { value: 15_000, payoff: 0 } }),
      1_500_000,
      123_750,
      1_500_000,
      200_000,
      1_460_553,
      200_000,
      0,
    ],
    // $5,000 car, $10,000 trade-in: nothing to finance, nothing to bring, the rest is paid to the shopper.
    [
      'a trade-in worth more than the deal',
      deal({ price: 5_000, tradeIn: { value: 10_000, payoff: 0 } }),
      0,
      0,
      1_000_000,
      0,
      0,
      0,
      463_197,
    ],
    // Only what the deal needs is due: $5,000 + $358.03 + $10, no tax set.
    [
      'a down payment larger than the deal',
      deal({ price: 5_000, store: NO_TAX, downPayment: 10_000 }),
      500_000,
      null,
      0,
      536_803,
      0,
      536_803,
      0,
    ],
  ])('%s', (_name, input, taxable, tax, equity, down, financed, cashDue, paidToShopper) => {
    const sheet = dealSheet(input);
    expect(sheet.taxableCents).toBe(taxable);
    expect(sheet.salesTaxCents).toBe(tax);
    expect(sheet.tradeEquityCents).toBe(equity);
    expect(sheet.downPaymentCents).toBe(down);
    expect(sheet.amountFinancedCents).toBe(financed);
    expect(sheet.cashDueCents).toBe(cashDue);
    expect(sheet.paidToShopperCents).toBe(paidToShopper);
    // The lines add up to the amount financed.
    const owed = sheet.lines.filter((line) => line.id !== 'amountFinanced').reduce((sum, line) => sum + line.cents, 0);
    expect(Math.max(0, owed)).toBe(financed);
    expect(sheet.lines.at(-1)).toEqual({ id: 'amountFinanced', cents: financed });
    // The payment is the finance rules' amortisation of the amount financed.
    expect(sheet.monthlyPaymentCents).toBe(amortizedPaymentCents(financed, sheet.aprBps, input.termMonths));
  });
});

describe('the same payment as every estimate of the site', () => {
  test.each([
    [20_000, 2020, 2_000, 850, 72, 0],
    [14_500, 2016, 1_000, 560, 48, 2_500],
    [41_250.5, 2023, 0, 620, 36, 0],
  ])('price %d, model year %d, down %d, score %d, %d months, equity %d', (price, year, down, score, term, equity) => {
    const sheet = dealSheet({
      price,
      modelYear: year,
      store: NO_TAX,
      downPayment: down,
      creditScore: score,
      termMonths: term,
      tradeIn: equity > 0 ? { value: equity, payoff: 0 } : null,
    });
    const quote = financeQuote({
      price,
      modelYear: year,
      baseAprPercent: NO_TAX.baseAprPercent,
      documentaryFee: NO_TAX.documentaryFee,
      cashDown: down,
      tradeEquity: equity,
      creditScore: score,
      termMonths: term,
    });
    expect(sheet.amountFinancedCents).toBe(quote.amountFinancedCents);
    expect(sheet.aprBps).toBe(quote.aprBps);
    expect(sheet.monthlyPaymentCents).toBe(quote.monthlyPaymentCents);
    expect(sheet.totalOfPaymentsCents).toBe(quote.totalOfPaymentsCents);
  });
});

describe('APR by credit band and model year, fees', () => {
  test.each([
    ['Great', 2020, 799],
    ['Good', 2020, 799],
    ['Okay', 2020, 1_099],
    ['Bad', 2020, 1_799],
    ['Bad', 2015, 1_599],
  ] as const)('%s credit, model year %d: %d bps', (band, year, bps) => {
    expect(dealSheet(deal({ creditScore: creditScoreForLabel(band), modelYear: year })).aprBps).toBe(bps);
  });

  test('the store’s documentary fee, else the built-in one', () => {
    const fee = (documentaryFee: number | null) =>
      dealSheet(deal({ store: { ...ILLINOIS, documentaryFee } })).lines.find((line) => line.id === 'documentaryFee');
    expect(fee(499)?.cents).toBe(49_900);
    expect(fee(null)?.cents).toBe(35_803);
  });

  test('no tax line without a rate; a trade-in line only with a trade-in', () => {
    expect(dealSheet(deal({ store: NO_TAX })).lines.map((line) => line.id)).toEqual([
      'price',
      'documentaryFee',
      'driveFee',
      'downPayment',
      'amountFinanced',
    ]);
    expect(dealSheet(deal({ tradeIn: { value: 1, payoff: 0 } })).lines.map((line) => line.id)).toEqual([
      'price',
      'documentaryFee',
      'driveFee',
      'salesTax',
      'tradeEquity',
      'downPayment',
      'amountFinanced',
    ]);
  });

  test.each([
    [1_999_999, 8.25, 165_000],
    [1_999_999, 6.25, 125_000],
    [2, 25, 1],
    [100_000, 10.125, 10_125],
  ])('tax on %d cents at %d %% is %d cents (half up, once)', (taxable, percent, tax) => {
    expect(salesTaxCents(taxable, percent)).toBe(tax);
  });

  test('a zero term or nothing financed is no payment', () => {
    expect(dealSheet(deal({ price: 1_000, downPayment: 20_000, store: NO_TAX })).monthlyPaymentCents).toBe(0);
  });
});
