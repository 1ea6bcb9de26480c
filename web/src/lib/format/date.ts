/** Dates as the site prints them (spec §9: mm/dd/yy). Input: ISO date ('2025-06-30') or date-time strings. */

function parts(value: string): { year: string; month: string; day: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return null;
  return { year: match[1] ?? '', month: match[2] ?? '', day: match[3] ?? '' };
}

/** '2025-06-30' → '06/30/25'; unparseable input is returned unchanged. Reads the calendar date, not a timezone. */
export function formatShortDate(value: string | null | undefined): string {
  if (!value) return '';
  const p = parts(value);
  return p ? `${p.month}/${p.day}/${p.year.slice(2)}` : value;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2025-06-30' → 'June 30, 2025'. */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return '';
  const p = parts(value);
  if (!p) return value;
  return `${MONTHS[Number(p.month) - 1] ?? p.month} ${Number(p.day)}, ${p.year}`;
}

/** Today's calendar date as 'YYYY-MM-DD' in a timezone (the store's), for comparing with date fields. */
export function isoDateInZone(now: Date, timeZone = 'America/Chicago'): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
