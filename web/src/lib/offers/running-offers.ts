/**
 * The offers that run today, each with the dates of its current window (a monthly offer's rolled dates, so its
 * card and fine print name this month's end), ending soonest first, open-ended last, then by name. Pure.
 */
import { offerWindow, windowIncludes, type OfferSchedule } from './offer-window';

export function runningOffers<T extends OfferSchedule & { name?: string | null }>(
  offers: readonly T[],
  today: string,
): (T & { startDate: string | null; endDate: string | null })[] {
  return offers
    .map((offer) => ({ ...offer, ...offerWindow(offer, today) }))
    .filter((offer) => windowIncludes(offer, today))
    .sort(
      (a, b) =>
        (a.endDate ?? '\uffff').localeCompare(b.endDate ?? '\uffff') || (a.name ?? '').localeCompare(b.name ?? ''),
    );
}
