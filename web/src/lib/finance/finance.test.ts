import { aprBps, creditScoreLabel, creditTierAdjustmentBps, modelYearAdjustmentBps } from './apr';
import {
  CASH_DOWN_SLIDER,
  CREDIT_SCORE_SLIDER,
  FINANCE_TERM_SLIDER,
  LEASE_MILES_SLIDER,
  LEASE_TERM_SLIDER,
  TRADE_EQUITY_SLIDER,
} from './constants';
import {
  amortizedPaymentCents,
  financeQuote,
  leaseQuote,
  leaseResidualPercent,
  maxPriceForMonthlyPayment,
} from './payments';
import { defaultCashDown, sliderValues, snapToSlider } from './sliders';

describe('amortised payment (known values to the cent)', () => {
  test.each([
    [2_000_000, 600, 60, 38_666], // $20,000 at 6% for 60 months = $386.66
    [2_500_000, 500, 72, 40_262], // $25,000 at 5% for 72 months = $402.62
    [1_000_000, 0, 12, 83_333], // 0% APR: principal ÷ term
    [1_000_000, 390, 36, 29_480], // $10,000 at 3.9% for 36 months = $294.80
    [0, 600, 60, 0],
  ])('%d cents at %d bps over %d months → %d cents', (principal, bps, term, expected) => {
    expect(amortizedPaymentCents(principal, bps, term)).toBe(expected);
  });
});

describe('APR', () => {
  test.each([
    [850, 0],
    [620, 0],
    [619, 150],
    [600, 150],
    [599, 300],
    [580, 300],
    [579, 450],
    [560, 450],
    [559, 650],
    [520, 650],
    [519, 800],
    [500, 800],
    [499, 1_000],
    [400, 1_000],
    [300, 1_000],
    [250, 1_000], // below the scale: lowest tier
  ])('credit score %d adds %d bps', (score, bps) => {
    expect(creditTierAdjustmentBps(score)).toBe(bps);
  });

  test.each([
    [2017, 0],
    [2018, 200],
    [2024, 200],
    [null, 0],
  ])('model year %p adds %d bps', (year, bps) => {
    expect(modelYearAdjustmentBps(year)).toBe(bps);
  });

  test.each([
    [6.49, 850, 2015, 649],
    [6.49, 850, 2019, 849],
    [6.49, 610, 2019, 999],
    [4.9, 450, 2010, 1_490],
  ])('base %p%%, score %d, year %d → %d bps', (base, score, year, expected) => {
    expect(aprBps({ baseAprPercent: base, creditScore: score, modelYear: year })).toBe(expected);
  });
});

test.each([
  [400, 'Bad'],
  [579, 'Bad'],
  [580, 'Okay'],
  [669, 'Okay'],
  [670, 'Good'],
  [739, 'Good'],
  [740, 'Great'],
  [850, 'Great'],
])('credit score %d is %s', (score, label) => {
  expect(creditScoreLabel(score)).toBe(label);
});

describe('sliders', () => {
  test.each([
    [CASH_DOWN_SLIDER, 0, 20_000, 100, 1_000, 201],
    [TRADE_EQUITY_SLIDER, 0, 20_000, 100, 0, 201],
    [CREDIT_SCORE_SLIDER, 400, 850, 10, 850, 46],
    [FINANCE_TERM_SLIDER, 12, 72, 12, 72, 6],
    [LEASE_TERM_SLIDER, 24, 39, 3, 36, 6],
    [LEASE_MILES_SLIDER, 10_000, 15_000, 2_500, 10_000, 3],
  ])('%j', (range, min, max, step, fallback, count) => {
    expect(range).toEqual({ min, max, step, default: fallback });
    expect(sliderValues(range)).toHaveLength(count);
    expect(sliderValues(range).at(-1)).toBe(max);
  });

  test.each([
    [CREDIT_SCORE_SLIDER, 723, 720],
    [CREDIT_SCORE_SLIDER, 999, 850],
    [CREDIT_SCORE_SLIDER, 100, 400],
    [FINANCE_TERM_SLIDER, 50, 48],
    [LEASE_TERM_SLIDER, 38, 39],
    [CASH_DOWN_SLIDER, Number.NaN, 1_000],
  ])('snap %j %p → %p', (range, value, expected) => {
    expect(snapToSlider(value, range)).toBe(expected);
  });

  test.each([
    [null, 1_000],
    [8_000, 1_000],
    [10_000, 1_000],
    [25_550, 2_600],
    [350_000, 20_000],
  ])('default cash down for price %p is %p', (price, expected) => {
    expect(defaultCashDown(price)).toBe(expected);
  });
});

describe('finance quote', () => {
  test('fees are included and itemised', () => {
    const quote = financeQuote({
      price: 20_000,
      cashDown: 1_000,
      tradeEquity: 500,
      baseAprPercent: 6,
      creditScore: 850,
      modelYear: 2016,
      termMonths: 60,
    });
    expect(quote.lines).toEqual([
      { label: 'Vehicle price', cents: 2_000_000 },
      { label: 'Documentary fee', cents: 35_803 },
      { label: 'Thirty-day drive fee', cents: 1_000 },
      { label: 'Cash down', cents: -100_000 },
      { label: 'Trade equity', cents: -50_000 },
    ]);
    expect(quote.amountFinancedCents).toBe(1_886_803);
    expect(quote.aprBps).toBe(600);
    expect(quote.monthlyPaymentCents).toBe(amortizedPaymentCents(1_886_803, 600, 60));
    expect(quote.totalOfPaymentsCents).toBe(quote.monthlyPaymentCents * 60);
    expect(quote.financeChargeCents).toBe(quote.totalOfPaymentsCents - 1_886_803);
  });

  test('a store documentary fee from the CMS replaces the default', () => {
    const quote = financeQuote({
      price: 10_000,
      cashDown: 0,
      tradeEquity: 0,
      documentaryFee: 150,
      baseAprPercent: 0,
      creditScore: 850,
      termMonths: 12,
    });
    expect(quote.lines[1]).toEqual({ label: 'Documentary fee', cents: 15_000 });
    expect(quote.amountFinancedCents).toBe(1_016_000);
  });

  test('down payment larger than the price finances nothing', () => {
    const quote = financeQuote({
      price: 500,
      cashDown: 1_000,
      tradeEquity: 0,
      baseAprPercent: 6,
      creditScore: 850,
      termMonths: 12,
    });
    expect(quote.monthlyPaymentCents).toBe(0);
  });
});

describe('lease', () => {
  test.each([
    [24, 10_000, 62],
    [36, 10_000, 56],
    [36, 12_500, 54],
    [39, 15_000, 50.5],
  ])('residual at %d months, %d miles = %p%%', (term, miles, percent) => {
    expect(leaseResidualPercent(term, miles)).toBe(percent);
  });

  test('payment = depreciation + finance fee', () => {
    const quote = leaseQuote({
      price: 30_000,
      cashDown: 2_000,
      tradeEquity: 0,
      baseAprPercent: 4.8,
      creditScore: 850,
      modelYear: 2016,
      termMonths: 36,
      milesPerYear: 10_000,
    });
    // cap cost 30,000 + 358.03 + 10 − 2,000 = 28,368.03; residual 56% of 30,000 = 16,800; MF 4.8/2400 = 0.002
    expect(quote.capitalizedCostCents).toBe(2_836_803);
    expect(quote.residualCents).toBe(1_680_000);
    expect(quote.moneyFactor).toBeCloseTo(0.002, 10);
    expect(quote.depreciationCents).toBe(32_133); // 1,156,803 / 36 = 32,133.42
    expect(quote.financeFeeCents).toBe(9_034); // 4,516,803 × 0.002 = 9,033.61
    expect(quote.monthlyPaymentCents).toBe(41_167);
  });
});

describe('lease table (price $30,000, $2,000 down, base 4.8%)', () => {
  // cap cost = 30,000 + 358.03 + 10 − 2,000 = 28,368.03 in every row; residual on the price; MF = APR ÷ 2400.
  test.each([
    // term, miles, score, model year, residual ¢, depreciation ¢, finance fee ¢, payment ¢
    [24, 10_000, 850, 2016, 1_860_000, 40_700, 9_394, 50_094], // 62%; MF 0.002
    [36, 10_000, 850, 2016, 1_680_000, 32_133, 9_034, 41_167], // 56%
    [39, 15_000, 850, 2016, 1_515_000, 33_892, 8_704, 42_596], // 50.5%
    [36, 10_000, 550, 2016, 1_680_000, 32_133, 21_267, 53_400], // +6.5 points (520–559): MF 0.0047083
    [36, 10_000, 850, 2019, 1_680_000, 32_133, 12_798, 44_931], // +2 points (model year ≥ 2018)
  ])(
    '%d months, %d miles, score %d, %d → residual %d, depreciation %d, fee %d, payment %d',
    (term, miles, score, year, residual, depreciation, fee, payment) => {
      const quote = leaseQuote({
        price: 30_000,
        cashDown: 2_000,
        tradeEquity: 0,
        baseAprPercent: 4.8,
        creditScore: score,
        modelYear: year,
        termMonths: term,
        milesPerYear: miles,
      });
      expect(quote.capitalizedCostCents).toBe(2_836_803);
      expect([quote.residualCents, quote.depreciationCents, quote.financeFeeCents, quote.monthlyPaymentCents]).toEqual([
        residual,
        depreciation,
        fee,
        payment,
      ]);
    },
  );

  test('every slider stop of term × miles gives a residual between 50.5% and 62%, lower for longer and farther', () => {
    const terms = sliderValues(LEASE_TERM_SLIDER);
    const miles = sliderValues(LEASE_MILES_SLIDER);
    for (const term of terms) {
      for (const [index, mile] of miles.entries()) {
        const residual = leaseResidualPercent(term, mile);
        expect(residual).toBeGreaterThanOrEqual(50.5);
        expect(residual).toBeLessThanOrEqual(62);
        if (index > 0) expect(residual).toBeLessThan(leaseResidualPercent(term, miles[index - 1] ?? mile));
      }
    }
  });

  test('0% APR: no finance fee, the payment is the depreciation', () => {
    const quote = leaseQuote({
      price: 30_000,
      cashDown: 2_000,
      tradeEquity: 0,
      baseAprPercent: 0,
      creditScore: 850,
      termMonths: 36,
      milesPerYear: 12_500,
    });
    expect(quote.financeFeeCents).toBe(0);
    expect(quote.monthlyPaymentCents).toBe(33_800); // (28,368.03 − 16,200) ÷ 36
  });
});

describe('payments under $X/month → max price', () => {
  test.each([
    [300, 850, 2020, 72, 1_000],
    [500, 850, 2015, 60, 2_000],
    [250, 450, 2019, 48, 0],
  ])('$%d/month, score %d, year %d, %d months, $%d down', (monthly, score, year, term, down) => {
    const input = { cashDown: down, tradeEquity: 0, baseAprPercent: 6.49, creditScore: score, modelYear: year };
    const price = maxPriceForMonthlyPayment({ ...input, monthlyPayment: monthly, termMonths: term });
    expect(price).toBeGreaterThan(0);
    const at = financeQuote({ ...input, price, termMonths: term }).monthlyPaymentCents;
    const above = financeQuote({ ...input, price: price + 1, termMonths: term }).monthlyPaymentCents;
    expect(at).toBeLessThanOrEqual(monthly * 100);
    expect(above).toBeGreaterThan(monthly * 100);
  });

  test('a payment too small for the fees gives 0', () => {
    expect(
      maxPriceForMonthlyPayment({
        cashDown: 0,
        tradeEquity: 0,
        baseAprPercent: 6,
        creditScore: 850,
        monthlyPayment: 1,
        termMonths: 12,
      }),
    ).toBe(0);
  });
});
