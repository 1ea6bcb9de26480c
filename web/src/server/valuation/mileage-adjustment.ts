import 'server-only';

/**
 * The embedded table's mileage adjustment (the `add_deduct_*` price keys). Table values are for a vehicle with the
 * expected mileage for its model year; actual mileage moves each value:
 *
 * - expected miles = 12,000 × (edition year − model year + 0.5): a model year is on the road about half a year in
 *   its first calendar year (a 2019 in the 2026 table: 90,000 miles; a 2026: 6,000);
 * - each value moves 0.8% of itself per 1,000 miles below (added) or above (deducted) the expected miles;
 * - the addition is capped at 20% and the deduction at 50% of the value;
 * - whole dollars (rounded half up, per price level).
 */
export const MILES_PER_YEAR = 12_000;
export const PERCENT_PER_1000_MILES = 0.8;
export const MAX_ADD_PERCENT = 20;
export const MAX_DEDUCT_PERCENT = 50;

export function expectedMileage(modelYear: number, editionYear: number): number {
  return Math.round(MILES_PER_YEAR * (Math.max(0, editionYear - modelYear) + 0.5));
}

/** Dollars to add (positive) or deduct (negative) from `baseValue` for `mileage`. */
export function mileageAdjustment(baseValue: number, mileage: number, modelYear: number, editionYear: number): number {
  const milesUnder = expectedMileage(modelYear, editionYear) - mileage;
  const raw = (baseValue * PERCENT_PER_1000_MILES * milesUnder) / 100 / 1_000;
  const capped = Math.min((baseValue * MAX_ADD_PERCENT) / 100, Math.max((-baseValue * MAX_DEDUCT_PERCENT) / 100, raw));
  const rounded = Math.round(Math.abs(capped)) * Math.sign(capped);
  return rounded === 0 ? 0 : rounded; // no −0
}
