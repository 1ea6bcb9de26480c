/**
 * Test-drive day and time choices (test drive flow, sales hours): the store's sales hours in its timezone
 * (America/Chicago by default), 30-minute slots that start no later than half an hour before closing, and never a
 * slot that has already started.
 */
import { DAY_ORDER, formatTime, type Day, type DayHours } from '@/lib/hours/format';
import { DEFAULT_TIMEZONE, toMinutes, zonedTime } from '@/lib/hours/open-now';

export const TEST_DRIVE_SLOT_MINUTES = 30;
/** How many calendar days ahead (today included) the visitor can choose from. */
export const TEST_DRIVE_DAYS_AHEAD = 14;

export interface SlotContext {
  now: Date;
  timeZone?: string | null;
  hours: readonly DayHours[];
}

export interface DayChoice {
  /** YYYY-MM-DD in the store's timezone. */
  date: string;
  day: Day;
  /** 'Tue, Nov 24'. */
  label: string;
}

export interface TimeChoice {
  /** HH:mm, the store's local time. */
  value: string;
  /** '9:30AM'. */
  label: string;
}

function zoneOrDefault(timeZone: string | null | undefined): string {
  if (!timeZone) return DEFAULT_TIMEZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

/** The calendar date of `now` in `timeZone`, as YYYY-MM-DD. */
export function zonedDate(now: Date, timeZone: string | null | undefined): string {
  // en-CA prints ISO order (2026-11-24).
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zoneOrDefault(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function utcDate(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

function addDays(date: string, days: number): string {
  const next = utcDate(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** Monday-first day name of a YYYY-MM-DD date. */
export function weekday(date: string): Day {
  // getUTCDay: 0 = Sunday.
  return DAY_ORDER[(utcDate(date).getUTCDay() + 6) % 7] ?? 'monday';
}

const pad = (value: number) => String(value).padStart(2, '0');
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The slots of one date: open → close minus one slot, every 30 minutes, later than now when it is today. */
export function testDriveTimes(date: string, context: SlotContext): TimeChoice[] {
  const day = weekday(date);
  const hours = context.hours.find((entry) => entry.day === day);
  if (!hours || hours.closed) return [];
  const open = toMinutes(hours.open);
  const close = toMinutes(hours.close);
  if (open === null || close === null || close <= open) return [];
  const today = zonedDate(context.now, context.timeZone);
  if (date < today) return [];
  const nowMinutes = date === today ? zonedTime(context.now, zoneOrDefault(context.timeZone)).minutes : -1;
  const times: TimeChoice[] = [];
  for (let start = open; start + TEST_DRIVE_SLOT_MINUTES <= close; start += TEST_DRIVE_SLOT_MINUTES) {
    if (start <= nowMinutes) continue;
    const value = hhmm(start);
    times.push({ value, label: formatTime(value) });
  }
  return times;
}

const DAY_LABEL = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** The next days (today first) that still have a free slot. */
export function testDriveDays(context: SlotContext, daysAhead = TEST_DRIVE_DAYS_AHEAD): DayChoice[] {
  const today = zonedDate(context.now, context.timeZone);
  const days: DayChoice[] = [];
  for (let offset = 0; offset < daysAhead; offset += 1) {
    const date = addDays(today, offset);
    if (testDriveTimes(date, context).length === 0) continue;
    days.push({ date, day: weekday(date), label: DAY_LABEL.format(utcDate(date)) });
  }
  return days;
}
