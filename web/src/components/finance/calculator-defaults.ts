/**
 * The calculator's starting vehicle price when no vehicle is given (a mid-market used car). Every finance rule and
 * slider range lives in lib/finance; this is only the empty calculator's example price.
 */
export const CALCULATOR_DEFAULT_PRICE = 25_000;
/** Largest price the field accepts (matches the lead schemas' money ceiling in dollars). */
export const CALCULATOR_MAX_PRICE = 10_000_000;
