import { OFFER_EXPIRATION_PLACEHOLDER } from '../constants';
import type { ValidationResult } from './result';

/**
 * End after start. Dates (`YYYY-MM-DD`) may end on the day they start (a one-day offer); datetimes must end later.
 * Either side missing is fine.
 */
export function validateEndAfterStart(
  start: string | undefined | null,
  end: string | undefined | null,
  { allowSame = false }: { allowSame?: boolean } = {},
): ValidationResult {
  if (!start || !end) return true;
  const startTime = Date.parse(start);
  const endTime = Date.parse(end);
  if (Number.isNaN(startTime) || Number.isNaN(endTime)) return 'Enter valid dates';
  if (endTime > startTime || (allowSame && endTime === startTime)) return true;
  return allowSame ? 'The end date cannot be before the start date' : 'The end must be after the start';
}

/** When an offer has an end date its disclaimer must say so, through the `{expiration_end_date}` placeholder. */
export function validateOfferDisclaimer(
  disclaimer: string | undefined | null,
  endDate: string | undefined | null,
): ValidationResult {
  if (!endDate) return true;
  if (disclaimer?.includes(OFFER_EXPIRATION_PLACEHOLDER)) return true;
  return `The offer ends, so the disclaimer must contain ${OFFER_EXPIRATION_PLACEHOLDER}`;
}
