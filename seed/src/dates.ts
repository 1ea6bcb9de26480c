/**
 * Every date in the seed is relative to one fixed reference day, so the output is byte-for-byte reproducible.
 * Never use the clock here.
 */
export const REFERENCE_DATE = '2026-11-01';
export const REFERENCE_YEAR = 2026;

const DAY_MS = 86_400_000;
const REFERENCE_MS = Date.parse(`${REFERENCE_DATE}T00:00:00Z`);

/** `YYYY-MM-DD`, `days` after (negative: before) the reference date. */
export function dateFromReference(days: number): string {
  return new Date(REFERENCE_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** An ISO datetime (UTC, whole seconds), `days` after the reference date at `hour:minute`. */
export function dateTimeFromReference(days: number, hour = 14, minute = 0): string {
  const ms = REFERENCE_MS + days * DAY_MS + (hour * 60 + minute) * 60_000;
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

/** An ISO datetime for a calendar date (used for fixed dates such as 2050-12-31). */
export function fixedDateTime(date: string, time = '23:59:59'): string {
  return `${date}T${time}Z`;
}
