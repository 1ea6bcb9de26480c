/**
 * Every finance constant, named once (explained in docs/finance.md). Money is in integer cents; rates in basis points
 * (1% = 100 bps) so APR arithmetic stays exact.
 */

export interface SliderRange {
  min: number;
  max: number;
  step: number;
  default: number;
}

/** Cash down in dollars. The default is the greater of $1,000 and 10% of the price (see `defaultCashDown`). */
export const CASH_DOWN_SLIDER: SliderRange = { min: 0, max: 20_000, step: 100, default: 1_000 };
export const CASH_DOWN_DEFAULT_PERCENT = 10;
/** Trade equity in dollars (gives the range; the step matches cash down). */
export const TRADE_EQUITY_SLIDER: SliderRange = { min: 0, max: 20_000, step: 100, default: 0 };
export const CREDIT_SCORE_SLIDER: SliderRange = { min: 400, max: 850, step: 10, default: 850 };
export const FINANCE_TERM_SLIDER: SliderRange = { min: 12, max: 72, step: 12, default: 72 };
export const LEASE_TERM_SLIDER: SliderRange = { min: 24, max: 39, step: 3, default: 36 };
export const LEASE_MILES_SLIDER: SliderRange = { min: 10_000, max: 15_000, step: 2_500, default: 10_000 };

export const DEFAULT_CREDIT_SCORE = CREDIT_SCORE_SLIDER.default;
export const DEFAULT_FINANCE_TERM_MONTHS = FINANCE_TERM_SLIDER.default;
export const DEFAULT_LEASE_TERM_MONTHS = LEASE_TERM_SLIDER.default;
export const DEFAULT_LEASE_MILES = LEASE_MILES_SLIDER.default;

/**
 * "Higher-percent adjustment 2 for year >= 2018", read literally: a vehicle of model year 2018 or later
 * adds 2 percentage points to the store's base APR. (Lenders usually charge more for older cars; the business rule says
 * otherwise and we follow it. Both numbers are here so a store can change them in one place.)
 */
export const MODEL_YEAR_ADJUSTMENT_FROM = 2018;
export const MODEL_YEAR_ADJUSTMENT_BPS = 200;

/** Credit tiers below 620 add to the APR; 620 and above add nothing. Inclusive bounds. */
export const CREDIT_TIER_ADJUSTMENTS: readonly { min: number; max: number; bps: number }[] = [
  { min: 600, max: 619, bps: 150 },
  { min: 580, max: 599, bps: 300 },
  { min: 560, max: 579, bps: 450 },
  { min: 520, max: 559, bps: 650 },
  { min: 500, max: 519, bps: 800 },
  { min: 300, max: 499, bps: 1_000 },
];
/** Lowest score a tier covers; anything lower is treated as this. */
export const MIN_CREDIT_SCORE = 300;
export const MAX_CREDIT_SCORE = 850;

/**
 * Credit score labels (Bad, Okay, Good, Great). Ranges chosen to follow the common FICO bands
 * (< 580 poor, 580–669 fair, 670–739 good, 740+ very good/exceptional). `min` inclusive.
 */
export const CREDIT_SCORE_LABELS: readonly { label: 'Bad' | 'Okay' | 'Good' | 'Great'; min: number }[] = [
  { label: 'Great', min: 740 },
  { label: 'Good', min: 670 },
  { label: 'Okay', min: 580 },
  { label: 'Bad', min: 0 },
];

/** Documentary fee (dealer setting: 358.03, dated March 4, 2020); stores may override from the CMS. */
export const DOCUMENTARY_FEE_CENTS = 35_803;
/** Thirty-day drive fee. */
export const THIRTY_DAY_DRIVE_FEE_CENTS = 1_000;

/**
 * Lease residual (share of the price left at lease end). The business rules give no residual, so this is a house assumption:
 * 62% at 24 months and 10,000 miles a year, 1.5 points less per 3 extra months and 2 points less per extra 2,500
 * miles (36 months / 10,000 miles → 56%).
 */
export const LEASE_RESIDUAL_BASE_PERCENT = 62;
export const LEASE_RESIDUAL_PER_TERM_STEP = 1.5;
export const LEASE_RESIDUAL_PER_MILES_STEP = 2;
/**
 * Money factor = APR (percent) ÷ 2400, the industry convention: the monthly finance fee is charged on cap cost plus
 * residual (the average balance, counted twice), so APR/12/2 as a fraction = APR/2400. The APR is the same one a loan
 * gets (store base rate + model-year and credit-tier adjustments), so a lower score raises the lease payment too.
 */
export const MONEY_FACTOR_DIVISOR = 2_400;
