/**
 * "Open now" from a store's 7-day hours list, in the store's timezone (America/Chicago by default).
 * The wall-clock time comes from Intl, so daylight-saving changes need no special handling: 09:00 is 09:00 local
 * on both sides of a switch. A day is open from `open` (inclusive) to `close` (exclusive).
 */
import { DAY_ORDER, type Day, type DayHours } from './format';

export const DEFAULT_TIMEZONE = 'America/Chicago';

export interface ZonedTime {
  day: Day;
  /** Minutes since local midnight. */
  minutes: number;
}

export type OpenStatus =
  { open: true; closesAt: string } | { open: false; opensAt: { day: Day; time: string; today: boolean } | null };

const WEEKDAYS: Record<string, Day> = {
  Monday: 'monday',
  Tuesday: 'tuesday',
  Wednesday: 'wednesday',
  Thursday: 'thursday',
  Friday: 'friday',
  Saturday: 'saturday',
  Sunday: 'sunday',
};

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    // An unknown zone name in the CMS falls back to the spec's default zone rather than failing the page.
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: DEFAULT_TIMEZONE });
  }
}

/** The weekday and minutes past midnight of `now` in `timeZone`. */
export function zonedTime(now: Date, timeZone: string | null | undefined): ZonedTime {
  const parts = formatterFor(timeZone || DEFAULT_TIMEZONE).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  const hour = Number(part('hour')) % 24;
  return { day: WEEKDAYS[part('weekday')] ?? 'monday', minutes: hour * 60 + Number(part('minute')) };
}

/** 'HH:mm' → minutes, or null when malformed. */
export function toMinutes(value: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

interface Window {
  open: number;
  close: number;
  openText: string;
  closeText: string;
}

function windowOf(list: readonly DayHours[], day: Day): Window | null {
  const entry = list.find((item) => item.day === day);
  if (!entry || entry.closed) return null;
  const open = toMinutes(entry.open);
  const close = toMinutes(entry.close);
  if (open === null || close === null || close <= open) return null;
  return { open, close, openText: entry.open ?? '', closeText: entry.close ?? '' };
}

/** Whether the store is open at `now`, with the closing time, or else the next opening within a week. */
export function openStatus(
  hours: readonly DayHours[] | null | undefined,
  timeZone: string | null | undefined,
  now: Date,
): OpenStatus {
  const list = hours ?? [];
  const local = zonedTime(now, timeZone);
  const today = windowOf(list, local.day);
  if (today && local.minutes >= today.open && local.minutes < today.close) {
    return { open: true, closesAt: today.closeText };
  }
  if (today && local.minutes < today.open) {
    return { open: false, opensAt: { day: local.day, time: today.openText, today: true } };
  }
  const start = DAY_ORDER.indexOf(local.day);
  for (let offset = 1; offset <= 7; offset += 1) {
    const day = DAY_ORDER[(start + offset) % 7] ?? 'monday';
    const next = windowOf(list, day);
    if (next) return { open: false, opensAt: { day, time: next.openText, today: false } };
  }
  return { open: false, opensAt: null };
}
