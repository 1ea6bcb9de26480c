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

const isDay = (value: string | null | undefined): value is Day =>
  (DAY_ORDER as readonly string[]).includes(value ?? '');

/** The BCP 47 locale of a page language for Intl (US English, US Spanish). */
export type HoursLanguage = 'en' | 'es';
export const INTL_LOCALES: Record<HoursLanguage, string> = { en: 'en-US', es: 'es-US' };

/** 1 January 2024 was a Monday: the week's days as UTC dates, Monday first. */
const dayDate = (day: Day) => new Date(Date.UTC(2024, 0, 1 + DAY_ORDER.indexOf(day)));

const formatters = new Map<string, Intl.DateTimeFormat>();
function weekdayFormat(lang: HoursLanguage, style: 'short' | 'long'): Intl.DateTimeFormat {
  const key = `${lang}:${style}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[lang], { weekday: style, timeZone: 'UTC' });
    formatters.set(key, format);
  }
  return format;
}

/**
 * A day's name through Intl in the page's language, as it reads inside a sentence ('Thursday', 'jueves'; short
 * 'Thu', 'jue'). A value that is not a day name is returned as is.
 */
export const dayName = (day: string, style: 'short' | 'long' = 'long', lang: HoursLanguage = 'en'): string =>
  isDay(day) ? weekdayFormat(lang, style).format(dayDate(day)).replace(/\.$/, '') : day;

/** A day's name standing alone (a table row, a list label): capitalised ('Jueves'). */
export const dayLabel = (day: Day, style: 'short' | 'long' = 'long', lang: HoursLanguage = 'en'): string => {
  const name = dayName(day, style, lang);
  return name.charAt(0).toLocaleUpperCase(INTL_LOCALES[lang]) + name.slice(1);
};

/**
 * '09:00' → '9AM', '18:30' → '6:30PM', '00:00' → '12AM', '12:00' → '12PM' (the site's English style); in Spanish
 * through Intl ('9 a.m.', '6:30 p.m.'). Invalid input is returned as is.
 */
export function formatTime(value: string | null | undefined, lang: HoursLanguage = 'en'): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value?.trim() ?? '');
  if (!match) return value ?? '';
  const hours = Number(match[1]);
  const minutes = match[2] ?? '00';
  if (hours > 23 || Number(minutes) > 59) return value ?? '';
  if (lang !== 'en') {
    return new Intl.DateTimeFormat(INTL_LOCALES[lang], {
      hour: 'numeric',
      ...(minutes === '00' ? {} : { minute: '2-digit' }),
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2024, 0, 1, hours, Number(minutes))));
  }
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}${minutes === '00' ? '' : `:${minutes}`}${suffix}`;
}

/** One day's hours: '9AM - 6PM' or 'Closed'. */
export function formatDayHours(
  hours: DayHours | undefined,
  closedLabel = 'Closed',
  lang: HoursLanguage = 'en',
): string {
  if (!hours || hours.closed || !hours.open || !hours.close) return closedLabel;
  return `${formatTime(hours.open, lang)} - ${formatTime(hours.close, lang)}`;
}

/** Every day Monday→Sunday with its hours text; days missing from the list are closed. */
export function weekHours(
  list: readonly DayHours[] | null | undefined,
  closedLabel = 'Closed',
  lang: HoursLanguage = 'en',
) {
  return DAY_ORDER.map((day) => ({
    day,
    label: dayLabel(day, 'long', lang),
    short: dayLabel(day, 'short', lang),
    hours: formatDayHours(
      list?.find((item) => item.day === day),
      closedLabel,
      lang,
    ),
  }));
}

/** Consecutive days with equal hours merged: [{days: 'Mon - Fri', hours: '9AM - 6PM'}, {days: 'Sun', hours: 'Closed'}]. */
export function summarizeHours(
  list: readonly DayHours[] | null | undefined,
  closedLabel = 'Closed',
  lang: HoursLanguage = 'en',
) {
  const week = weekHours(list, closedLabel, lang);
  const groups: { from: string; to: string; hours: string }[] = [];
  for (const { short, hours } of week) {
    const last = groups[groups.length - 1];
    if (last && last.hours === hours) last.to = short;
    else groups.push({ from: short, to: short, hours });
  }
  return groups.map(({ from, to, hours }) => ({
    days: from === to ? from : `${from} - ${to}`,
    hours,
  }));
}
