import path from 'node:path';
import { computeOffers } from '@/lib/pricing';
import { seededQuestionnaire } from '@/lib/pricing/test-support/seeded-questionnaire';
import {
  createEmbeddedValuationAdapter,
  createLicensedBookAdapter,
  expectedMileage,
  licensedBookConfigFromEnv,
  loadValuationTable,
  mileageAdjustment,
  ValuationNotConfiguredError,
  type ValuationResult,
} from '.';

const table = loadValuationTable(path.resolve(__dirname, '../../../../seed/dist'));
const adapter = createEmbeddedValuationAdapter(table);
const EDITION = table.edition;

const priced = (result: ValuationResult) => {
  if (result.status !== 'priced') throw new Error(result.message);
  return result;
};

describe('mileage adjustment', () => {
  test.each([
    [2019, 90_000],
    [EDITION, 6_000],
    [EDITION + 1, 6_000],
    [2008, 222_000],
  ])('expected mileage for %d is %d', (year, miles) => {
    expect(expectedMileage(year, EDITION)).toBe(miles);
  });

  test.each([
    // [base, mileage, model year, expected add/deduct]
    [10_000, 90_000, 2019, 0], // at the expected mileage
    [10_000, 80_000, 2019, 800], // 10,000 under: +0.8% × 10
    [10_000, 100_000, 2019, -800],
    [10_000, 0, 2019, 2_000], // 90,000 under would be +72%: capped at +20%
    [10_000, 200_000, 2019, -5_000], // capped at −50%
    [12_345, 89_000, 2019, 99], // 98.76
  ])('base %d, %d miles, %d → %d', (base, mileage, year, expected) => {
    expect(mileageAdjustment(base, mileage, year, EDITION)).toBe(expected);
  });
});

describe('embedded adapter', () => {
  test('prices a 2019 Camry LE with every price key; adjusted = base + add_deduct', async () => {
    const result = priced(
      await adapter.value({ year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE', mileage: 60_000 }),
    );
    expect(result.vehicle).toEqual({ year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE', trimMatched: true });
    const row = table.rows(2019, 'Toyota', 'Camry')[0];
    const p = result.prices;
    expect(p.add_deduct_whole_avg).toBe(mileageAdjustment(row?.wholeAvg ?? 0, 60_000, 2019, EDITION));
    expect(p.adjusted_whole_avg).toBe((row?.wholeAvg ?? 0) + p.add_deduct_whole_avg);
    expect(p.adjusted_whole_clean).toBe((row?.wholeClean ?? 0) + p.add_deduct_whole_clean);
    expect(p.adjusted_whole_rough).toBe((row?.wholeRough ?? 0) + p.add_deduct_whole_rough);
    expect(p.adjusted_retail_avg).toBe((row?.retailAvg ?? 0) + p.add_deduct_retail_avg);
    expect(p.add_deduct_whole_avg).toBeGreaterThan(0); // fewer miles than expected
    expect(Object.keys(p).sort()).toEqual(
      [
        'add_deduct_retail_avg',
        'add_deduct_whole_avg',
        'add_deduct_whole_clean',
        'add_deduct_whole_rough',
        'adjusted_retail_avg',
        'adjusted_whole_avg',
        'adjusted_whole_clean',
        'adjusted_whole_rough',
      ].sort(),
    );
  });

  test.each([
    ['decoder spelling', { make: 'TOYOTA', model: 'CAMRY', trim: 'le' }, 'LE', true],
    ['no trim: the base trim', { make: 'Toyota', model: 'Camry' }, 'LE', true],
    ['unknown trim: the base trim, flagged', { make: 'Toyota', model: 'Camry', trim: 'Hybrid XYZ' }, 'LE', false],
  ])('%s', async (_name, vehicle, trim, matched) => {
    const result = priced(await adapter.value({ year: 2019, mileage: 50_000, ...vehicle }));
    expect(result.vehicle.trim).toBe(trim);
    expect(result.vehicle.trimMatched).toBe(matched);
  });

  test.each([
    [{ year: 2019, make: 'Yugo', model: 'GV' }],
    [{ year: 2030, make: 'Toyota', model: 'Camry' }],
    [{ year: 2005, make: 'Toyota', model: 'Camry' }],
  ])('cannot price %j', async (vehicle) => {
    const result = await adapter.value({ ...vehicle, mileage: 10_000 });
    expect(result).toEqual({ status: 'cannot-price', message: expect.stringMatching(/can't price a .* online/) });
  });

  test('negative mileage is refused', async () => {
    await expect(adapter.value({ year: 2019, make: 'Toyota', model: 'Camry', mileage: -1 })).rejects.toThrow(
      RangeError,
    );
  });

  test('pickers: years → makes → models → trims', async () => {
    const years = await adapter.years();
    expect(years[0]).toBe(EDITION);
    expect(years.at(-1)).toBe(2008);
    const makes = await adapter.makes(2019);
    expect(makes).toEqual(expect.arrayContaining(['BMW', 'Jeep', 'Toyota', 'Porsche', 'Tesla']));
    expect(makes).toEqual([...makes].sort((a, b) => a.localeCompare(b, 'en')));
    expect(await adapter.models(2019, 'Jeep')).toEqual(expect.arrayContaining(['Wrangler', 'Grand Cherokee']));
    expect(await adapter.trims(2019, 'Toyota', 'Camry')).toEqual(['LE', 'SE', 'XLE', 'XSE']);
    expect(await adapter.makes(1999)).toEqual([]);
  });
});

describe('the issue-5 e2e scenarios run through computeOffers', () => {
  const questionnaire = seededQuestionnaire();
  const today = new Date('2026-11-22T12:00:00Z');
  const clean = { '100': 'great' };

  test.each([
    ['clean 2019 sedan: cash only', { year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE' }, 'cash'],
    ['2014 car: cash and profit sharing', { year: 2014, make: 'Honda', model: 'Accord', trim: 'LX' }, 'both'],
    ['Wrangler: bring in', { year: 2018, make: 'Jeep', model: 'Wrangler', trim: 'Sahara' }, 'bring-in'],
  ] as const)('%s', async (_name, vehicle, expected) => {
    const mileage = expectedMileage(vehicle.year, EDITION);
    const { prices } = priced(await adapter.value({ ...vehicle, mileage }));
    const result = computeOffers({
      vehicle: { ...vehicle, mileage },
      valuation: prices,
      answers: clean,
      questionnaire,
      today,
    });
    expect(result.bringIn !== null).toBe(expected === 'bring-in');
    expect(result.cashNow !== null).toBe(expected !== 'bring-in');
    expect(result.moreCashLater !== null).toBe(expected === 'both');
  });
});

describe('licensed book skeleton', () => {
  test('embedded unless VALUATION_PROVIDER selects a book', () => {
    expect(licensedBookConfigFromEnv({})).toBeNull();
    expect(licensedBookConfigFromEnv({ VALUATION_PROVIDER: 'black-book' })).toEqual({ provider: 'black-book' });
    expect(() => licensedBookConfigFromEnv({ VALUATION_PROVIDER: 'kbb' })).toThrow(ValuationNotConfiguredError);
  });

  test('says clearly what is missing instead of inventing prices', async () => {
    const book = createLicensedBookAdapter({ provider: 'black-book' });
    await expect(book.value({ year: 2019, make: 'Toyota', model: 'Camry', mileage: 1 })).rejects.toThrow(
      /"black-book" is selected but not configured: set VALUATION_API_URL, VALUATION_API_USERNAME, VALUATION_API_PASSWORD, VALUATION_CUSTOMER_ID/,
    );
    await expect(book.years()).rejects.toThrow(ValuationNotConfiguredError);
    const configured = createLicensedBookAdapter({
      provider: 'jd-power',
      apiUrl: 'https://example.invalid',
      username: 'id',
      password: 'secret',
    });
    await expect(configured.value({ year: 2019, make: 'Toyota', model: 'Camry', mileage: 1 })).rejects.toThrow(
      /client is not implemented/,
    );
  });
});
