/**
 * Full credit application: residence and employment history must cover the last two years. The form
 * keeps asking for a previous address (or employer) until the entries' time adds up to 24 months, up to the
 * schema's maximum of five entries.
 */
export const REQUIRED_HISTORY_MONTHS = 24;
export const MAX_HISTORY_ENTRIES = 5;

export interface HistoryEntryTime {
  /** Whole years, as typed (a form string) or parsed. */
  years?: number | string | null;
  /** Extra months 0–11. */
  months?: number | string | null;
}

function count(value: number | string | null | undefined, max: number): number {
  const parsed = typeof value === 'string' ? Number(value.trim() === '' ? 0 : value) : (value ?? 0);
  return Number.isInteger(parsed) && parsed >= 0 && parsed <= max ? parsed : 0;
}

/** Months the entries cover; unreadable or out-of-range parts count as nothing. */
export function historyMonths(entries: readonly HistoryEntryTime[]): number {
  return entries.reduce((total, entry) => total + count(entry.years, 99) * 12 + count(entry.months, 11), 0);
}

export function historyCovered(entries: readonly HistoryEntryTime[]): boolean {
  return historyMonths(entries) >= REQUIRED_HISTORY_MONTHS;
}

/** True while another (previous) entry is needed: under two years and room for one more. */
export function needsPreviousEntry(entries: readonly HistoryEntryTime[]): boolean {
  return !historyCovered(entries) && entries.length < MAX_HISTORY_ENTRIES;
}
