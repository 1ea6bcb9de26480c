/** Dates as the site prints them (mm/dd/yy). Input: ISO date ('2025-06-30') or date-time strings. */

function parts(value: string): { year: string; month: string; day: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return null;
  return { year: match[1] ?? '', month: match[2] ?? '', day: match[3] ?? '' };
}

/**
 * mm/dd/yy: '2025-06-30' → '06/30/25'. A date-time ('2026-10-08T03:00:00Z') is shown as the calendar day in
 * `timeZone` when one is given (the store's zone: that instant is 10/07/26 in Chicago), else as written.
 * Unparseable input is returned unchanged.
 */
export function formatShortDate(value: string | null | undefined, timeZone?: string | null): string {
  if (!value) return '';
  const trimmed = value.trim();
  const zoned = timeZone && /^\d{4}-\d{2}-\d{2}T/.test(trimmed) ? zonedCalendarDate(trimmed, timeZone) : null;
  const p = parts(zoned ?? trimmed);
  return p ? `${p.month}/${p.day}/${p.year.slice(2)}` : value;
}

/** The 'YYYY-MM-DD' an instant falls on in a zone; null when the instant or the zone is invalid. */
function zonedCalendarDate(instant: string, timeZone: string): string | null {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      date,
    );
  } catch {
    return null;
  }
}

/**
 * An instant as mm/dd/yy and the wall-clock time in `timeZone` (the store's), with the zone's abbreviation:
 * '2026-11-22T01:00:00Z' in Chicago → '11/21/26 7:00 PM CST'. Without a (valid) zone, UTC.
 */
export function formatShortDateTime(instant: Date, timeZone?: string | null): string {
  if (Number.isNaN(instant.getTime())) return '';
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: '2-digit',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    })
      .format(instant)
      .replace(',', '')
      // Some ICU versions put a narrow no-break space before AM/PM: mails get plain spaces.
      .replace(/\s+/g, ' ');
  try {
    return format(timeZone || 'UTC');
  } catch {
    return format('UTC');
  }
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

/** '2025-06-30' → 'June 30, 2025'. Not for dates shown on pages: those are mm/dd/yy (formatShortDate). */
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
