import { financeQuote } from './payments';
import { lowestScoreOfBand, preApprovalEstimate } from './pre-approval-estimate';

const BASE = { baseAprPercent: 6.49, termMonths: 72 };

describe('the APR tier of the stated band (its lowest score, so the estimate never flatters)', () => {
  test.each([
    ['Great', 740, 649],
    ['Good', 670, 649],
    ['Okay', 580, 949],
    ['Bad', 300, 1649],
  ] as const)('%s → score %i → %i bps', (band, score, bps) => {
    expect(lowestScoreOfBand(band)).toBe(score);
    expect(preApprovalEstimate({ ...BASE, creditBand: band, monthlyIncome: 4000 }).aprBps).toBe(bps);
  });

  test('no band named: estimated as Okay', () => {
    expect(preApprovalEstimate({ ...BASE, monthlyIncome: 4000 })).toMatchObject({ creditBand: 'Okay', aprBps: 949 });
  });
});

describe('the monthly budget: 15% of the monthly income, in whole tens', () => {
  test.each([
    [4200, 630],
    [3333, 490],
    [10_000, 1500],
    [50, 0],
  ])('income %i → budget %i', (monthlyIncome, budget) => {
    expect(preApprovalEstimate({ ...BASE, creditBand: 'Good', monthlyIncome }).monthlyBudget).toBe(budget);
  });

  test.each([undefined, 0, -100])('income %p: no budget and no buying power, the APR still shown', (monthlyIncome) => {
    expect(preApprovalEstimate({ ...BASE, creditBand: 'Great', monthlyIncome })).toEqual({
      creditBand: 'Great',
      aprBps: 649,
      termMonths: 72,
      monthlyBudget: null,
      buyingPower: null,
    });
  });
});

describe('the buying power: the highest price (whole hundreds) the budget pays over the term', () => {
  test.each([
    ['Good', 4200, 2000, 72, 39_100],
    ['Bad', 4200, 2000, 72, 30_300],
    ['Good', 4200, 0, 72, 37_100],
    ['Good', 4200, 0, 36, 20_100],
  ] as const)(
    '%s, income %i, down %i, %i months → $%i',
    (creditBand, monthlyIncome, downPayment, termMonths, power) => {
      const estimate = preApprovalEstimate({
        baseAprPercent: 6.49,
        creditBand,
        monthlyIncome,
        downPayment,
        termMonths,
      });
      expect(estimate.buyingPower).toBe(power);
      // It fits the budget, and a hundred dollars more would not (fees included, like the calculator).
      const quote = (price: number) =>
        financeQuote({
          baseAprPercent: 6.49,
          creditScore: lowestScoreOfBand(creditBand),
          modelYear: null,
          price,
          cashDown: downPayment,
          tradeEquity: 0,
          termMonths,
        }).monthlyPaymentCents;
      const budgetCents = (estimate.monthlyBudget ?? 0) * 100;
      expect(quote(power)).toBeLessThanOrEqual(budgetCents);
      expect(quote(power + 100)).toBeGreaterThan(budgetCents);
    },
  );

  test('a larger down payment buys more', () => {
    const at = (downPayment: number) =>
      preApprovalEstimate({ ...BASE, creditBand: 'Good', monthlyIncome: 4200, downPayment }).buyingPower ?? 0;
    expect(at(5000)).toBeGreaterThan(at(1000));
  });
});
