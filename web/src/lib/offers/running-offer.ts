/**
 * Whether a special offer runs on a given day ("promotions/offers active between start and end dates"):
 * the same rule as `activeOffersByTypeQuery`, for code that has one offer in hand (the schedule form's `?offer=`).
 */
export interface OfferDates {
  /** YYYY-MM-DD; absent: running since ever. */
  startDate?: string | null;
  /** YYYY-MM-DD, inclusive; absent: no end. */
  endDate?: string | null;
}

/** `today` is YYYY-MM-DD on the store's wall clock. */
export function isOfferRunning(offer: OfferDates, today: string): boolean {
  return (!offer.startDate || offer.startDate <= today) && (!offer.endDate || offer.endDate >= today);
}
