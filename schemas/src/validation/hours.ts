import { DAYS_OF_WEEK } from '../constants';
import { findDuplicates, type ValidationResult } from './result';
import { timeToMinutes, validateTime } from './format';

export interface DayHoursValue {
  day?: string;
  closed?: boolean;
  open?: string;
  close?: string;
}

/** One day: open and close in HH:mm unless closed, and closing after opening. */
export function validateDayHours(value: DayHoursValue | undefined | null): ValidationResult {
  if (!value) return true;
  if (!value.day) return 'Choose the day';
  if (!(DAYS_OF_WEEK as readonly string[]).includes(value.day)) return `Unknown day "${value.day}"`;
  if (value.closed) return true;
  if (!value.open || !value.close) return 'Enter opening and closing times, or mark the day closed';
  const formatError = [validateTime(value.open), validateTime(value.close)].find((result) => result !== true);
  if (formatError) return formatError;
  const open = timeToMinutes(value.open);
  const close = timeToMinutes(value.close);
  if (open !== null && close !== null && close <= open) return 'Closing time must be after opening time';
  return true;
}

/** A week: exactly seven entries, one per day, each valid. */
export function validateWeekHours(value: readonly DayHoursValue[] | undefined | null): ValidationResult {
  if (!value || value.length === 0) return true;
  if (value.length !== 7) return `Enter exactly 7 days (one per weekday); there are ${value.length}`;
  const duplicates = findDuplicates(value.map((entry) => entry.day));
  if (duplicates.length > 0) return `Each day appears once; repeated: ${duplicates.join(', ')}`;
  const missing = DAYS_OF_WEEK.filter((day) => !value.some((entry) => entry.day === day));
  if (missing.length > 0) return `Missing: ${missing.join(', ')}`;
  for (const entry of value) {
    const result = validateDayHours(entry);
    if (result !== true) return `${entry.day ?? 'A day'}: ${result}`;
  }
  return true;
}
