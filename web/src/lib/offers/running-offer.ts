/**
 * Whether a special offer runs on a given day ("promotions/offers active between start and end dates"), monthly
 * offers in their current month's window (offer-window.ts). Every list, page, gate and sitemap decides with it.
 */
import { offerWindow, windowIncludes, type OfferSchedule } from './offer-window';

export type OfferDates = OfferSchedule;

/** `today` is YYYY-MM-DD on the store's wall clock. */
export function isOfferRunning(offer: OfferDates, today: string): boolean {
  return windowIncludes(offerWindow(offer, today), today);
}
