/**
 * The dates an offer runs on today (docs/offers.md). A one-off offer runs from its start date to its end date. A
 * monthly offer (`recurring: monthly`) repeats its first window every month: the same days of the month, moved on
 * by whole months (a day the month lacks becomes its last day, so Oct 1–31 repeats as Nov 1–30), from its first
 * window onwards; it has no last month. Its current window is the one today falls in, else the next one. Pure.
 */
import { isoDateInZone } from '@/lib/format/date';

export interface OfferSchedule {
  /** YYYY-MM-DD; absent: running since ever. */
  startDate?: string | null;
  /** YYYY-MM-DD, inclusive; absent: no end. */
  endDate?: string | null;
  /** `monthly` repeats the window; anything else runs once. */
  recurring?: string | null;
}

export interface OfferWindow {
  startDate: string | null;
  endDate: string | null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function splitDate(date: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(date);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `date` moved on by `months` whole months, the day clamped to the target month's length. */
function addMonths(date: { year: number; month: number; day: number }, months: number): string {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(date.day, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The offer's window on `today` (YYYY-MM-DD, the store's calendar day): today's, else the next one. */
export function offerWindow(offer: OfferSchedule, today: string): OfferWindow {
  const startDate = offer.startDate ?? null;
  const endDate = offer.endDate ?? null;
  const start = startDate ? splitDate(startDate) : null;
  const end = endDate ? splitDate(endDate) : null;
  const now = splitDate(today);
  // A monthly offer needs both ends to know what to repeat; without them its dates apply as written.
  if (offer.recurring !== 'monthly' || !start || !end || !now || endDate! >= today) return { startDate, endDate };
  // The first window whose end is today or later: roughly the months between the first end and today, then a step
  // forward when clamping to a shorter month left that window's end before today.
  let months = Math.max(1, (now.year - end.year) * 12 + (now.month - end.month));
  while (addMonths(end, months) < today) months += 1;
  while (months > 1 && addMonths(end, months - 1) >= today) months -= 1;
  return { startDate: addMonths(start, months), endDate: addMonths(end, months) };
}

/** Whether a window includes `today` (both ends inclusive). */
export const windowIncludes = (window: OfferWindow, today: string) =>
  (!window.startDate || window.startDate <= today) && (!window.endDate || window.endDate >= today);

/** The window at an instant, on the store's calendar (`timeZone`; absent: isoDateInZone's default zone). */
export function offerWindowAt(offer: OfferSchedule, now: Date, timeZone: string | null | undefined): OfferWindow {
  return offerWindow(offer, isoDateInZone(now, timeZone ?? undefined));
}
