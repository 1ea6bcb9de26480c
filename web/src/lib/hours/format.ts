/**
 * Opening hours as printed on the site (text '9AM - 6PM'). Input is the store's 7-day list of
 * {day, closed, open 'HH:mm', close 'HH:mm'}.
 */

export const DAY_ORDER = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Day = (typeof DAY_ORDER)[number];

export interface DayHours {
  day: string | null;
  closed?: boolean | null;
  open?: string | null;
  close?: string | null;
}

const SHORT: Record<Day, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

const LONG: Record<Day, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

const isDay = (value: string | null | undefined): value is Day =>
  (DAY_ORDER as readonly string[]).includes(value ?? '');

export const dayName = (day: string, style: 'short' | 'long' = 'long'): string =>
  isDay(day) ? (style === 'short' ? SHORT[day] : LONG[day]) : day;

/** '09:00' → '9AM', '18:30' → '6:30PM', '00:00' → '12AM', '12:00' → '12PM'. Invalid input is returned as is. */
export function formatTime(value: string | null | undefined): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value?.trim() ?? '');
  if (!match) return value ?? '';
  const hours = Number(match[1]);
  const minutes = match[2] ?? '00';
  if (hours > 23 || Number(minutes) > 59) return value ?? '';
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}${minutes === '00' ? '' : `:${minutes}`}${suffix}`;
}

/** One day's hours: '9AM - 6PM' or 'Closed'. */
export function formatDayHours(hours: DayHours | undefined, closedLabel = 'Closed'): string {
  if (!hours || hours.closed || !hours.open || !hours.close) return closedLabel;
  return `${formatTime(hours.open)} - ${formatTime(hours.close)}`;
}

/** Every day Monday→Sunday with its hours text; days missing from the list are closed. */
export function weekHours(list: readonly DayHours[] | null | undefined, closedLabel = 'Closed') {
  return DAY_ORDER.map((day) => ({
    day,
    label: LONG[day],
    short: SHORT[day],
    hours: formatDayHours(
      list?.find((item) => item.day === day),
      closedLabel,
    ),
  }));
}

/** Consecutive days with equal hours merged: [{days: 'Mon - Fri', hours: '9AM - 6PM'}, {days: 'Sun', hours: 'Closed'}]. */
export function summarizeHours(list: readonly DayHours[] | null | undefined, closedLabel = 'Closed') {
  const week = weekHours(list, closedLabel);
  const groups: { from: Day; to: Day; hours: string }[] = [];
  for (const { day, hours } of week) {
    const last = groups[groups.length - 1];
    if (last && last.hours === hours) last.to = day;
    else groups.push({ from: day, to: day, hours });
  }
  return groups.map(({ from, to, hours }) => ({
    days: from === to ? SHORT[from] : `${SHORT[from]} - ${SHORT[to]}`,
    hours,
  }));
}
