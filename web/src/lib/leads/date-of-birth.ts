/**
 * Dates of birth on credit applications: the applicant (and co-borrower) is 18 to 100 years old. A date in the
 * future or centuries back is a typo a lender would bounce, so the form says so at once. "Today" is the store's
 * calendar day (America/Chicago), not the server's or the browser's, so the rule flips at the store's midnight.
 */
import { isoDateInZone } from '@/lib/format/date';
import { DEFAULT_TIMEZONE } from '@/lib/hours/open-now';

/** Not in the spec: a real calendar date outside the age range. */
export const DATE_OF_BIRTH_RANGE_MESSAGE = 'Please check your date of birth: applicants must be 18 to 100 years old.';

export const MIN_APPLICANT_AGE = 18;
export const MAX_APPLICANT_AGE = 100;

/** The store's calendar day, 'YYYY-MM-DD'. */
export function storeToday(now: Date = new Date()): string {
  return isoDateInZone(now, DEFAULT_TIMEZONE);
}

/** 'YYYY-MM-DD' moved back whole years (the same month and day; compared as text, so Feb 29 needs no special case). */
function yearsBefore(today: string, years: number): string {
  const year = Number(today.slice(0, 4)) - years;
  return `${String(year).padStart(4, '0')}${today.slice(4)}`;
}

/**
 * Is `birthDate` (a valid 'YYYY-MM-DD') between 100 and 18 years before `today`, both ends included? Someone born
 * on Feb 29 turns 18 on Mar 1 in a common year: '…-02-29' sorts after '…-02-28'.
 */
export function isApplicantBirthDate(birthDate: string, today: string): boolean {
  return birthDate >= yearsBefore(today, MAX_APPLICANT_AGE) && birthDate <= yearsBefore(today, MIN_APPLICANT_AGE);
}
