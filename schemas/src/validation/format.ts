import type { ValidationResult } from './result';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const TIME_24H = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/i;
const URL_ID = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** `#RRGGBB` or `#RGB`; empty is allowed (use `required()` to forbid it). */
export function validateHexColor(value: string | undefined | null): ValidationResult {
  if (!value) return true;
  return HEX_COLOR.test(value) || 'Use a hex colour such as #1A73E8';
}

/** 24-hour `HH:mm`, 00:00 to 23:59. */
export function validateTime(value: string | undefined | null): ValidationResult {
  if (!value) return true;
  return TIME_24H.test(value) || 'Use 24-hour HH:mm, e.g. 09:00 or 18:30';
}

/** Minutes since midnight of a valid `HH:mm`, otherwise null. */
export function timeToMinutes(value: string | undefined | null): number | null {
  if (!value || !TIME_24H.test(value)) return null;
  const [hours = '0', minutes = '0'] = value.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** An IANA time zone the runtime knows, e.g. `America/Chicago`. */
export function validateTimezone(value: string | undefined | null): ValidationResult {
  if (!value) return true;
  if (!value.includes('/') && value !== 'UTC') return 'Use an IANA time zone such as America/Chicago';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return `"${value}" is not a known IANA time zone`;
  }
}

/** 17 characters, digits and capital letters except I, O and Q. */
export function validateVin(value: string | undefined | null): ValidationResult {
  if (!value) return true;
  if (value.length !== 17) return `A VIN has 17 characters (this one has ${value.length})`;
  return VIN.test(value) || 'A VIN uses digits and letters except I, O and Q';
}

/** An identifier used in URLs: letters, digits, `-` and `_`. */
export function validateUrlId(value: string | undefined | null): ValidationResult {
  if (!value) return true;
  return URL_ID.test(value) || 'Use letters, digits, "-" and "_" only (it is part of a URL)';
}

/** A site-relative path (`/contact-us`, `#top`) or an absolute http(s), mailto or tel URL. */
export function validateHref(value: string | undefined | null): ValidationResult {
  if (!value) return true;
  if (/\s/.test(value)) return 'A link cannot contain spaces';
  if (value.startsWith('/') || value.startsWith('#') || value.startsWith('?')) return true;
  if (/^(mailto|tel|sms):.+/i.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' || 'Links must use http or https';
  } catch {
    return 'Use a path starting with "/" or a full URL starting with https://';
  }
}

/** Text that parses as a JSON object. */
export function validateJsonObject(value: string | undefined | null): ValidationResult {
  if (!value || !value.trim()) return true;
  try {
    const parsed: unknown = JSON.parse(value);
    return (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) || 'Enter a JSON object ({ … })';
  } catch (error) {
    return `Not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
}
