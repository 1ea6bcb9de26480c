/**
 * Service appointment slots from a store's service hours (CMS `store.workingHours`, in the store's timezone):
 * which days and times are offered, and whether a requested slot may be booked. Pure: `now` is an input.
 */
import {
  DEFAULT_STORE_TIMEZONE,
  SERVICE_BOOKING_WINDOW_DAYS,
  SERVICE_MIN_NOTICE_MINUTES,
  SERVICE_SLOT_MINUTES,
  SLOT_MESSAGES,
  type SlotProblem,
} from './constants';
import { addDays, minutesOf, timeOf, wallClockAt, weekdayOf, zonedToUtc } from './zoned-time';

export interface DayHoursLike {
  day?: string | null;
  closed?: boolean | null;
  open?: string | null;
  close?: string | null;
}

export interface ServiceHoursStore {
  timezone?: string | null;
  workingHours?: readonly DayHoursLike[] | null;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const storeTimezone = (store: ServiceHoursStore) => store.timezone || DEFAULT_STORE_TIMEZONE;

/** Opening and closing minutes on a calendar date, or null when the service department is closed that day. */
export function serviceHoursOn(store: ServiceHoursStore, date: string): { open: number; close: number } | null {
  const row = (store.workingHours ?? []).find((entry) => entry.day === weekdayOf(date));
  if (!row || row.closed || !row.open || !row.close || !TIME.test(row.open) || !TIME.test(row.close)) return null;
  const open = minutesOf(row.open);
  const close = minutesOf(row.close);
  return close > open ? { open, close } : null;
}

/** Every slot start (HH:mm) of a day: from opening, one per slot length, each ending by closing. */
export function slotTimes(store: ServiceHoursStore, date: string): string[] {
  const hours = serviceHoursOn(store, date);
  if (!hours) return [];
  const times: string[] = [];
  for (let start = hours.open; start + SERVICE_SLOT_MINUTES <= hours.close; start += SERVICE_SLOT_MINUTES) {
    times.push(timeOf(start));
  }
  return times;
}

/** Today's date on the store's wall clock. */
export const storeToday = (store: ServiceHoursStore, now: Date) => wallClockAt(now, storeTimezone(store)).date;

/** The last bookable date (today + the booking window). */
export const lastBookableDate = (store: ServiceHoursStore, now: Date) =>
  addDays(storeToday(store, now), SERVICE_BOOKING_WINDOW_DAYS);

export type SlotCheck =
  | { ok: true; start: Date; end: Date }
  | { ok: false; problem: SlotProblem; field: 'appointmentDate' | 'appointmentTime'; message: string };

const refuse = (problem: SlotProblem, field: 'appointmentDate' | 'appointmentTime'): SlotCheck => ({
  ok: false,
  problem,
  field,
  message: SLOT_MESSAGES[problem],
});

/**
 * May `date` `time` (the store's wall clock) be booked at `now`? Closed days, times outside the day's service
 * hours or off the slot grid, past (or too soon) and beyond the booking window are refused with a message.
 */
export function checkSlot(store: ServiceHoursStore, date: string, time: string, now: Date): SlotCheck {
  const hours = serviceHoursOn(store, date);
  if (!hours) return refuse('closedDay', 'appointmentDate');
  if (date > lastBookableDate(store, now)) return refuse('tooFar', 'appointmentDate');
  const minutes = minutesOf(time);
  if (minutes < hours.open || minutes + SERVICE_SLOT_MINUTES > hours.close)
    return refuse('outsideHours', 'appointmentTime');
  if ((minutes - hours.open) % SERVICE_SLOT_MINUTES !== 0) return refuse('offGrid', 'appointmentTime');
  const start = zonedToUtc(date, time, storeTimezone(store));
  if (start.getTime() < now.getTime() + SERVICE_MIN_NOTICE_MINUTES * 60_000) return refuse('past', 'appointmentTime');
  return { ok: true, start, end: new Date(start.getTime() + SERVICE_SLOT_MINUTES * 60_000) };
}

/** The slots of `date` still bookable at `now` (what the form offers). */
export function openSlots(store: ServiceHoursStore, date: string, now: Date): string[] {
  return slotTimes(store, date).filter((time) => checkSlot(store, date, time, now).ok);
}

/** The first day from today with a bookable slot (the form's starting date), or null within the window. */
export function firstOpenDate(store: ServiceHoursStore, now: Date): string | null {
  const today = storeToday(store, now);
  for (let offset = 0; offset <= SERVICE_BOOKING_WINDOW_DAYS; offset += 1) {
    const date = addDays(today, offset);
    if (openSlots(store, date, now).length > 0) return date;
  }
  return null;
}

/** 07:30 → "7:30 AM" (the store's wall clock). */
export function slotLabel(time: string): string {
  const minutes = minutesOf(time);
  const hour = Math.floor(minutes / 60);
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** "Monday, December 1, 2026" for a calendar date (no timezone shift: the date is already the store's). */
export function dateLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
