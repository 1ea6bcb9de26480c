/** The garage's limits (docs/garage.md). Numbers live here once. */

export { GARAGE_STORAGE_KEY } from './storage-key';

/** Cars a shopper can save; the oldest is dropped when a new one would pass this. */
export const MAX_SAVED_CARS = 50;

/** Searches a shopper can save; the oldest is dropped when a new one would pass this. */
export const MAX_SAVED_SEARCHES = 20;

/** VINs remembered per saved search (the matches seen at the last visit); a larger search keeps the first ones. */
export const MAX_SEEN_VINS = 500;

/** Cars shown side by side on /compare. */
export const MAX_COMPARE = 3;

/** A saved search's label, at most. */
export const MAX_SEARCH_LABEL = 120;

/** A VIN as the vehicle route accepts it: 17 characters, no I, O or Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
