/**
 * Every sell/trade pricing constant, named once (explained in docs/pricing.md). The per-answer deduction amounts and
 * percents are content, not constants: they live on the questionnaire answers in the CMS and the code evaluates them.
 */

/** Offers are valid for 7 days from the quote. */
export const OFFER_VALID_DAYS = 7;

/** The store's calendar decides "current year" (a quote at 11 pm on 31 December in Chicago is still that year). */
export const PRICING_TIME_ZONE = 'America/Chicago';

/** The question whose answer sets the condition, the starting price and which other questions are shown. */
export const CONDITION_QUESTION_ID = '100';

/** Overall condition → valuation key used as the starting price (`initPrice`). */
export const CONDITION_PRICE_KEYS = {
  great: 'adjusted_whole_clean',
  good: 'adjusted_whole_avg',
  fair: 'adjusted_whole_rough',
  poor: 'adjusted_whole_rough',
} as const;

/** Deductions switch from flat amounts to percents below this starting price (the CMS rules use the same number). */
export const DEDUCTION_PRICE_THRESHOLD = 15_000;

/** Cash offer: German makes lose 5%. */
export const GERMAN_MAKES = ['BMW', 'Mercedes-Benz', 'Audi', 'Volkswagen', 'Porsche'] as const;
export const GERMAN_MAKE_FACTOR = 0.95;

/** Cash offer: a further 5% off when the rough wholesale value is below this. */
export const LOW_VALUE_ROUGH_THRESHOLD = 15_000;
export const LOW_VALUE_FACTOR = 0.95;

/** Offers below this are not shown (the vehicle is brought in instead). */
export const MIN_OFFER = 1_000;
/** A cash offer above this means bring the vehicle in. */
export const MAX_CASH_OFFER = 60_000;

/** Bring in when current year − model year is ≥ this … */
export const MAX_AGE_YEARS = 15;
/** … or below this. */
export const MIN_AGE_YEARS = 1;
/** Bring in at this mileage or more. */
export const MAX_MILEAGE = 160_000;

export const EXCLUDED_MODELS = ['Wrangler', 'Gladiator', 'Corvette'] as const;
export const EXCLUDED_MAKES = ['Porsche', 'Land Rover', 'Jaguar', 'Tesla'] as const;

/** Profit sharing applies when model year ≤ current year − this. */
export const PROFIT_SHARING_MIN_AGE_YEARS = 10;
/** The first (reserve) check: share of the net. */
export const RESERVE_CHECK_PERCENT = 68;
/** The second (profit-share) check: share of the net. */
export const PROFIT_SHARE_CHECK_PERCENT = 32;
/** Reconditioning: the greater of 560 (260 baseline plus 300 warranty) and 2% of the retail value. */
export const RECONDITIONING_MIN = 560;
export const RECONDITIONING_PERCENT = 2;
/** Advertising: the greater of 995 flat and 5% of the retail value. */
export const ADVERTISING_MIN = 995;
export const ADVERTISING_PERCENT = 5;
/** What the profit-sharing disclaimer cites. */
export const DISCLAIMER_MIN_FEE = 1_500;
export const DISCLAIMER_FEE_PERCENT = 5;

export const PROFIT_SHARING_DISCLAIMER =
  `Profit sharing: you receive ${RESERVE_CHECK_PERCENT}% of the expected net when you sell us the vehicle and ` +
  `${PROFIT_SHARE_CHECK_PERCENT}% when we resell it. The expected net is the average retail value less your ` +
  `condition deductions, reconditioning and advertising; our costs are a minimum of ` +
  `$${DISCLAIMER_MIN_FEE.toLocaleString('en-US')} plus ${DISCLAIMER_FEE_PERCENT}% of the sale price. ` +
  `The second check depends on the actual resale price.`;
