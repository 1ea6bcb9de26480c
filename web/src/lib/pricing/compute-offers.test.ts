import { computeOffers, PricingInputError } from './compute-offers';
import { expiresAt, isOfferExpired } from './expiry';
import { seededQuestionnaire } from './test-support/seeded-questionnaire';
import type { Answers, PricingInput, PricingValuation, PricingVehicle } from './types';

const questionnaire = seededQuestionnaire();
const today = new Date('2026-06-15T17:00:00Z'); // current year 2026

const CLEAR_GOOD: Answers = {
  '100': 'good',
  '200': 'no',
  '201': 'no',
  '202': 'no',
  '203': 'two-plus',
  '204': 'none',
  '205': 'none',
};
const CLEAR_FAIR: Answers = { ...CLEAR_GOOD, '100': 'fair', '300': 'none', '301': 'none' };
const CLEAR_POOR: Answers = { ...CLEAR_FAIR, '100': 'poor', '400': ['none'], '401': 'no', '402': 'no', '403': 'yes' };

const camry: PricingVehicle = { make: 'Toyota', model: 'Camry', year: 2019, mileage: 50_000, trim: 'LE' };
const HIGH: PricingValuation = {
  adjusted_whole_clean: 22_000,
  adjusted_whole_avg: 20_000,
  adjusted_whole_rough: 18_000,
  adjusted_retail_avg: 24_000,
};
/** Below 15,000 at every level: percents apply and the low-value −5% applies. */
const LOW: PricingValuation = {
  adjusted_whole_clean: 12_000,
  adjusted_whole_avg: 11_000,
  adjusted_whole_rough: 10_000,
  adjusted_retail_avg: 13_000,
};

function quote(overrides: {
  vehicle?: Partial<PricingVehicle>;
  valuation?: Partial<PricingValuation>;
  answers?: Answers;
}): ReturnType<typeof computeOffers> {
  const input: PricingInput = {
    vehicle: { ...camry, ...overrides.vehicle },
    valuation: { ...HIGH, ...overrides.valuation },
    answers: overrides.answers ?? CLEAR_GOOD,
    questionnaire,
    today,
  };
  return computeOffers(input);
}

describe('initPrice by condition', () => {
  test.each([
    ['great', { '100': 'great' }, 22_000],
    ['good', CLEAR_GOOD, 20_000],
    ['fair', CLEAR_FAIR, 18_000],
    ['poor', CLEAR_POOR, 18_000],
  ] as const)('%s', (_name, answers, expected) => {
    const result = quote({ answers });
    expect(result.basePrice).toBe(expected);
    expect(result.cashNow).toEqual({ initPrice: expected, additionalPayments: 0, finalPrice: expected });
    expect(result.deductions).toEqual([]);
  });
});

describe('deductions at initPrice ≥ 15,000 (flat, accident/damage as percents)', () => {
  test.each([
    // [question, answer, base answers, initPrice, expected deduction]
    ['200', 'yes', CLEAR_GOOD, 20_000, 2_400],
    ['201', 'yes', CLEAR_GOOD, 20_000, 1_000],
    ['202', 'yes', CLEAR_GOOD, 20_000, 500],
    ['203', 'one', CLEAR_GOOD, 20_000, 150],
    ['204', '1', CLEAR_GOOD, 20_000, 100],
    ['204', '2', CLEAR_GOOD, 20_000, 200],
    ['204', '3-plus', CLEAR_GOOD, 20_000, 300],
    ['205', '1', CLEAR_GOOD, 20_000, 200],
    ['205', '2', CLEAR_GOOD, 20_000, 400],
    ['205', '3-plus', CLEAR_GOOD, 20_000, 600],
    ['300', '1-2', CLEAR_FAIR, 18_000, 500],
    ['300', '3-4', CLEAR_FAIR, 18_000, 1_000],
    ['301', '1', CLEAR_FAIR, 18_000, 500],
    ['301', '2', CLEAR_FAIR, 18_000, 1_000],
    ['301', '3-plus', CLEAR_FAIR, 18_000, 1_500],
    ['400', 'check-engine', CLEAR_POOR, 18_000, 1_500],
    ['400', '4x4', CLEAR_POOR, 18_000, 1_500],
    ['400', 'abs-brakes', CLEAR_POOR, 18_000, 1_250],
    ['400', 'ac-heat', CLEAR_POOR, 18_000, 1_000],
    ['400', 'other', CLEAR_POOR, 18_000, 1_000],
  ] as const)('question %s = %s', (questionId, answer, base, initPrice, amount) => {
    const value = questionId === '400' ? [answer] : answer;
    const result = quote({ answers: { ...base, [questionId]: value } });
    expect(result.deductions).toEqual([{ questionId, answer, amount, reason: expect.any(String) }]);
    expect(result.cashNow?.finalPrice).toBe(initPrice - amount);
  });
});

describe('deductions at initPrice < 15,000 (percents)', () => {
  // LOW valuation: good = 11,000, fair/poor = 10,000; the cash offer also gets the low-value −5%.
  test.each([
    ['200', 'yes', CLEAR_GOOD, 11_000, 550],
    ['201', 'yes', CLEAR_GOOD, 11_000, 220],
    ['202', 'yes', CLEAR_GOOD, 11_000, 550],
    ['203', 'one', CLEAR_GOOD, 11_000, 165],
    ['204', '1', CLEAR_GOOD, 11_000, 110],
    ['204', '2', CLEAR_GOOD, 11_000, 220],
    ['204', '3-plus', CLEAR_GOOD, 11_000, 330],
    ['205', '1', CLEAR_GOOD, 11_000, 220],
    ['205', '2', CLEAR_GOOD, 11_000, 440],
    ['205', '3-plus', CLEAR_GOOD, 11_000, 660],
    ['300', '1-2', CLEAR_FAIR, 10_000, 500],
    ['300', '3-4', CLEAR_FAIR, 10_000, 1_000],
    ['301', '1', CLEAR_FAIR, 10_000, 500],
    ['301', '2', CLEAR_FAIR, 10_000, 1_000],
    ['301', '3-plus', CLEAR_FAIR, 10_000, 1_500],
    ['400', 'check-engine', CLEAR_POOR, 10_000, 1_500],
    ['400', '4x4', CLEAR_POOR, 10_000, 1_500],
    ['400', 'abs-brakes', CLEAR_POOR, 10_000, 1_250],
    ['400', 'ac-heat', CLEAR_POOR, 10_000, 1_000],
    ['400', 'other', CLEAR_POOR, 10_000, 1_000],
  ] as const)('question %s = %s', (questionId, answer, base, initPrice, amount) => {
    const value = questionId === '400' ? [answer] : answer;
    const result = quote({ valuation: LOW, answers: { ...base, [questionId]: value } });
    expect(result.deductions).toEqual([{ questionId, answer, amount, reason: expect.any(String) }]);
    expect(result.cashNow?.finalPrice).toBe(Math.round((initPrice - amount) * 0.95));
  });
});

describe('the 15,000 boundary and rounding', () => {
  test.each([
    // [initPrice (avg, condition good), question, answer, deduction]
    [14_999, '200', 'yes', 750], // 5% of 14,999 = 749.95
    [15_000, '200', 'yes', 1_800], // 12%
    [14_999, '201', 'yes', 300], // 2% = 299.98
    [15_000, '201', 'yes', 750], // 5%
    [14_999, '202', 'yes', 750], // 5% = 749.95
    [15_000, '202', 'yes', 500], // flat
    [14_900, '203', 'one', 224], // 1.5% = 223.5 rounds half up
    [14_999, '203', 'one', 225], // 224.985
    [15_000, '203', 'one', 150],
  ] as const)('initPrice %d, %s = %s → %d', (avg, questionId, answer, amount) => {
    const result = quote({ valuation: { adjusted_whole_avg: avg }, answers: { ...CLEAR_GOOD, [questionId]: answer } });
    expect(result.deductions.map((item) => item.amount)).toEqual([amount]);
  });

  test('warnings add up; every deduction is itemised with a reason', () => {
    const result = quote({
      valuation: { adjusted_whole_rough: 10_000 },
      answers: { ...CLEAR_POOR, '400': ['check-engine', '4x4', 'abs-brakes', 'ac-heat', 'other'], '202': 'yes' },
    });
    expect(result.deductions.map((item) => item.amount)).toEqual([500, 1_500, 1_500, 1_250, 1_000, 1_000]);
    expect(result.deductions[1]?.reason).toMatch(/warning lights.*Check engine.*15% of \$10,000/i);
    expect(result.deductions[0]?.reason).toMatch(/smoked.*Yes.*5% of \$10,000/i);
    // 10,000 − 6,750 = 3,250, low value −5% → 3,087.5 → 3,088
    expect(result.cashNow?.finalPrice).toBe(3_088);
    expect(result.cashAdjustments).toEqual([{ reason: expect.stringMatching(/below \$15,000/), amount: 162 }]);
  });
});

describe('cash offer adjustments', () => {
  test.each([
    ['Toyota, rough 15,000', { make: 'Toyota' }, { adjusted_whole_rough: 15_000 }, 20_000],
    ['Toyota, rough 14,999', { make: 'Toyota' }, { adjusted_whole_rough: 14_999 }, 19_000],
    ['BMW', { make: 'BMW', model: '3 Series' }, {}, 19_000],
    ['Mercedes-Benz', { make: 'Mercedes-Benz', model: 'C-Class' }, {}, 19_000],
    ['MERCEDES BENZ (decoder spelling)', { make: 'MERCEDES BENZ', model: 'C-Class' }, {}, 19_000],
    ['Audi', { make: 'Audi', model: 'A4' }, {}, 19_000],
    ['Volkswagen', { make: 'Volkswagen', model: 'Jetta' }, {}, 19_000],
    ['MINI is not listed', { make: 'MINI', model: 'Cooper' }, {}, 20_000],
    ['Volkswagen, rough 14,000', { make: 'Volkswagen', model: 'Jetta' }, { adjusted_whole_rough: 14_000 }, 18_050],
  ] as const)('%s', (_name, vehicle, valuation, cash) => {
    expect(quote({ vehicle, valuation }).cashNow?.finalPrice).toBe(cash);
  });

  test('German and low-value adjustments are itemised and add up', () => {
    const result = quote({ vehicle: { make: 'Audi', model: 'A4' }, valuation: { adjusted_whole_rough: 9_000 } });
    expect(result.cashAdjustments.map((item) => item.amount)).toEqual([1_000, 950]);
    expect(result.cashNow?.finalPrice).toBe(20_000 - 1_000 - 950);
  });
});

describe('bring in', () => {
  const bringIn = (result: ReturnType<typeof computeOffers>) => result.bringIn?.reasons ?? [];

  test.each([
    // [name, vehicle, valuation, answers, brought in, reason pattern]
    [
      'cash 999',
      {},
      { adjusted_whole_clean: 1_052, adjusted_whole_rough: 800 },
      { '100': 'great' },
      true,
      /below \$1,000/,
    ],
    ['cash 1,000', {}, { adjusted_whole_clean: 1_053, adjusted_whole_rough: 800 }, { '100': 'great' }, false, null],
    ['cash 59,999', {}, { adjusted_whole_clean: 59_999 }, { '100': 'great' }, false, null],
    ['cash 60,000', {}, { adjusted_whole_clean: 60_000 }, { '100': 'great' }, false, null],
    ['cash 60,001', {}, { adjusted_whole_clean: 60_001 }, { '100': 'great' }, true, /above \$60,000/],
    ['mileage 159,999', { mileage: 159_999 }, {}, CLEAR_GOOD, false, null],
    ['mileage 160,000', { mileage: 160_000 }, {}, CLEAR_GOOD, true, /160,000 miles/],
    ['age 0 (2026)', { year: 2026 }, {}, CLEAR_GOOD, true, /less than a year old/],
    ['age −1 (2027)', { year: 2027 }, {}, CLEAR_GOOD, true, /less than a year old/],
    ['age 1 (2025)', { year: 2025 }, {}, CLEAR_GOOD, false, null],
    ['age 9 (2017)', { year: 2017 }, {}, CLEAR_GOOD, false, null],
    ['age 10 (2016)', { year: 2016 }, {}, CLEAR_GOOD, false, null],
    ['age 14 (2012)', { year: 2012 }, {}, CLEAR_GOOD, false, null],
    ['age 15 (2011)', { year: 2011 }, {}, CLEAR_GOOD, true, /15 or more years/],
    ['Jeep Wrangler', { make: 'Jeep', model: 'Wrangler' }, {}, CLEAR_GOOD, true, /every Wrangler/],
    ['Jeep Wrangler Unlimited', { make: 'Jeep', model: 'Wrangler Unlimited' }, {}, CLEAR_GOOD, true, /Wrangler/],
    ['Jeep Gladiator', { make: 'Jeep', model: 'Gladiator' }, {}, CLEAR_GOOD, true, /every Gladiator/],
    ['Chevrolet Corvette', { make: 'Chevrolet', model: 'Corvette' }, {}, CLEAR_GOOD, true, /every Corvette/],
    ['Corvette Convertible', { make: 'Chevrolet', model: 'Corvette Convertible' }, {}, CLEAR_GOOD, true, /Corvette/],
    ['Jeep Grand Cherokee', { make: 'Jeep', model: 'Grand Cherokee' }, {}, CLEAR_GOOD, false, null],
    ['Porsche', { make: 'Porsche', model: 'Cayenne' }, {}, CLEAR_GOOD, true, /every Porsche/],
    ['Land Rover', { make: 'Land Rover', model: 'Range Rover Sport' }, {}, CLEAR_GOOD, true, /every Land Rover/],
    ['LAND ROVER (decoder spelling)', { make: 'LAND ROVER', model: 'Defender' }, {}, CLEAR_GOOD, true, /Land Rover/],
    ['Jaguar', { make: 'Jaguar', model: 'F-PACE' }, {}, CLEAR_GOOD, true, /every Jaguar/],
    ['Tesla', { make: 'Tesla', model: 'Model 3' }, {}, CLEAR_GOOD, true, /every Tesla/],
    ['hail or rust', {}, {}, { ...CLEAR_POOR, '401': 'yes' }, true, /Hail or rust/],
    ['frame or salvage', {}, {}, { ...CLEAR_POOR, '402': 'yes' }, true, /Frame damage or salvage/],
    ['transmission issues', {}, {}, { ...CLEAR_POOR, '403': 'transmission-issues' }, true, /Transmission issues/],
    ['inoperable', {}, {}, { ...CLEAR_POOR, '403': 'inoperable' }, true, /inoperable/],
  ] as const)('%s', (_name, vehicle, valuation, answers, broughtIn, reason) => {
    const result = quote({ vehicle, valuation, answers });
    if (broughtIn) {
      expect(result.cashNow).toBeNull();
      expect(result.moreCashLater).toBeNull();
      expect(result.deductions).toEqual([]);
      expect(result.basePrice).toBeNull();
      expect(bringIn(result).some((text) => reason?.test(text))).toBe(true);
    } else {
      expect(result.bringIn).toBeNull();
      expect(result.cashNow).not.toBeNull();
    }
  });

  test('every matching trigger is listed', () => {
    const result = quote({
      vehicle: { make: 'Jeep', model: 'Wrangler', year: 2008, mileage: 200_000 },
      answers: { ...CLEAR_POOR, '401': 'yes', '403': 'inoperable' },
    });
    expect(bringIn(result)).toHaveLength(5);
  });
});

describe('profit sharing', () => {
  test.each([
    // [model year, retail, answers, expected {first, second, net} or null]
    [2017, 12_000, CLEAR_GOOD, null], // age 9
    [2016, 12_000, CLEAR_GOOD, { first: 7_103, second: 3_342, net: 10_445 }], // recon 560, advertising 995
    [2012, 12_000, CLEAR_GOOD, { first: 7_103, second: 3_342, net: 10_445 }], // age 14
    [2016, 28_000, CLEAR_GOOD, { first: 17_707, second: 8_333, net: 26_040 }], // recon 560 = 2%, adv 1,400
    [2016, 28_050, CLEAR_GOOD, { first: 17_738, second: 8_348, net: 26_086 }], // recon 561, adv 1,403 (1,402.5)
    [2016, 19_900, CLEAR_GOOD, { first: 12_475, second: 5_870, net: 18_345 }], // adv 995 = 5%
    [2016, 20_000, CLEAR_GOOD, { first: 12_539, second: 5_901, net: 18_440 }], // adv 1,000
    // deductions (from initPrice 9,000 < 15,000: accident 5% = 450) reduce the expected sale
    [2016, 12_000, { ...CLEAR_GOOD, '200': 'yes' }, { first: 6_797, second: 3_198, net: 9_995 }],
  ] as const)('model year %d, retail %d', (year, retail, answers, expected) => {
    const result = quote({
      vehicle: { year },
      valuation: { adjusted_whole_avg: 9_000, adjusted_whole_rough: 8_000, adjusted_retail_avg: retail },
      answers,
    });
    if (!expected) {
      expect(result.moreCashLater).toBeNull();
      expect(result.profitSharing).toBeNull();
      return;
    }
    expect(result.moreCashLater).toEqual({
      initPrice: expected.first,
      additionalPayments: expected.second,
      finalPrice: expected.net,
    });
    expect(result.profitSharing?.net).toBe(expected.net);
    expect(result.cashNow).not.toBeNull();
  });
});

describe('answers', () => {
  test('answers to questions not shown are ignored', () => {
    const result = quote({ answers: { '100': 'great', '200': 'yes', '400': ['check-engine'], '401': 'yes' } });
    expect(result.deductions).toEqual([]);
    expect(result.bringIn).toBeNull();
    expect(result.cashNow?.finalPrice).toBe(22_000);
  });

  test('missing required answers throw a field error', () => {
    const partial: Record<string, string | readonly string[] | null | undefined> = { ...CLEAR_GOOD };
    delete partial['200'];
    expect(() => quote({ answers: partial })).toThrow(PricingInputError);
    try {
      quote({ answers: { '100': 'poor' } });
    } catch (error) {
      expect(Object.keys((error as PricingInputError).fieldErrors).sort()).toEqual(
        ['200', '201', '202', '203', '204', '205', '300', '301', '400', '401', '402', '403'].sort(),
      );
    }
  });

  test('a missing condition is a field error on 100', () => {
    expect(() => quote({ answers: {} })).toThrow(/100/);
  });
});

describe('offer expiry', () => {
  test('valid 7 days', () => {
    const quoted = new Date('2026-06-15T17:00:00Z');
    const expiry = expiresAt(quoted);
    expect(expiry.toISOString()).toBe('2026-06-22T17:00:00.000Z');
    expect(isOfferExpired(expiry, new Date('2026-06-22T16:59:59Z'))).toBe(false);
    expect(isOfferExpired(expiry, new Date('2026-06-22T17:00:00Z'))).toBe(true);
  });
});

describe('the seeded questionnaire end to end', () => {
  test.each(['sell-car', 'dealership'] as const)(
    '%s: every deduction answer evaluates from the CMS data',
    (dataset) => {
      const seeded = seededQuestionnaire(dataset);
      for (const valuation of [HIGH, LOW]) {
        const worst: Record<string, string | string[]> = { '100': 'poor' };
        for (const question of seeded.questions ?? []) {
          const id = question.questionId ?? '';
          if (id === '100' || question.inputType === 'textarea') continue;
          const answers = question.answers ?? [];
          const priced = answers.filter((answer) => !answer.bringIn && (answer.deductions?.length ?? 0) > 0);
          const safe = answers.find((answer) => !answer.bringIn);
          worst[id] =
            question.inputType === 'checkbox'
              ? priced.map((answer) => answer.value ?? '')
              : (priced.at(-1)?.value ?? safe?.value ?? '');
        }
        const result = computeOffers({
          vehicle: { ...camry, year: 2014 },
          valuation,
          answers: { ...worst, '500': 'New brakes last spring.' },
          questionnaire: seeded,
          today,
        });
        if (valuation === LOW) {
          // Below 15,000 the worst answers add up to 110% of the price: no cash offer, bring it in.
          expect(result.bringIn?.reasons).toEqual([expect.stringMatching(/below \$1,000/)]);
          continue;
        }
        const total = result.deductions.reduce((sum, item) => sum + item.amount, 0);
        // accident, damage, smoked, one key, 3+ tears, 3+ touch-up, 3-4 tyres, 3+ body panels, five warnings
        expect(result.deductions).toHaveLength(13);
        expect(total).toBe(2_160 + 900 + 500 + 150 + 300 + 600 + 1_000 + 1_500 + 6_250);
        expect(result.cashNow?.finalPrice).toBe(18_000 - total);
        expect(result.moreCashLater).not.toBeNull(); // a 2014 car: profit sharing
      }
    },
  );
});
