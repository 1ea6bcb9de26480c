/**
 * `POST /api/customer/phoneValidation` request: `{phone, type: 'phone-validation'}` sends a code,
 * `{phone, type: 'code-verification', code}` confirms it. Messages are the fixed ones in messages.ts; the error key says which field
 * the UI shows the message under (phone, code or generic).
 */
import { maskPhone, normalizePhone } from '@/lib/phone/format';
import {
  CODE_LENGTH_MESSAGE,
  CODE_REQUIRED_MESSAGE,
  INVALID_REQUEST_MESSAGE,
  PHONE_PATTERN_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
} from './messages';
import { CODE_LENGTH } from './policy';

export const PHONE_VALIDATION_TYPES = ['phone-validation', 'code-verification'] as const;
export type PhoneValidationType = (typeof PHONE_VALIDATION_TYPES)[number];

export type PhoneVerificationErrorKey = 'phone' | 'code' | 'generic';

/** Typed characters of a US number: digits, spaces, `+ ( ) - .`; at most 20 of them. */
const PHONE_INPUT_PATTERN = /^[\d\s+().-]{1,20}$/;
/** NANP after normalisation: area code and exchange never start with 0 or 1. */
const US_NUMBER_PATTERN = /^[2-9]\d{2}[2-9]\d{6}$/;

export type PhoneValidationRequest =
  { type: 'phone-validation'; phone: string } | { type: 'code-verification'; phone: string; code: string };

export type ParseResult =
  { ok: true; request: PhoneValidationRequest } | { ok: false; error: PhoneVerificationErrorKey; message: string };

const fail = (error: PhoneVerificationErrorKey, message: string): ParseResult => ({ ok: false, error, message });

/** Ten digits ('6305550100') of a valid US number, or the field message. */
export function parsePhone(value: unknown): { ok: true; phone: string } | { ok: false; message: string } {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return { ok: false, message: PHONE_REQUIRED_MESSAGE };
  }
  if (typeof value !== 'string' || !PHONE_INPUT_PATTERN.test(value.trim())) {
    return { ok: false, message: PHONE_PATTERN_MESSAGE };
  }
  const digits = normalizePhone(value);
  return US_NUMBER_PATTERN.test(digits) ? { ok: true, phone: digits } : { ok: false, message: PHONE_PATTERN_MESSAGE };
}

/** Six digits after stripping non-digits, or the field message. */
export function parseCode(value: unknown): { ok: true; code: string } | { ok: false; message: string } {
  if (value === undefined || value === null) return { ok: false, message: CODE_REQUIRED_MESSAGE };
  if (typeof value !== 'string' && typeof value !== 'number') return { ok: false, message: CODE_LENGTH_MESSAGE };
  const raw = String(value);
  if (raw.trim() === '') return { ok: false, message: CODE_REQUIRED_MESSAGE };
  const digits = raw.replace(/\D/g, '');
  return digits.length === CODE_LENGTH ? { ok: true, code: digits } : { ok: false, message: CODE_LENGTH_MESSAGE };
}

export function parsePhoneValidationRequest(body: unknown): ParseResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return fail('generic', INVALID_REQUEST_MESSAGE);
  const record = body as Record<string, unknown>;
  const type = record.type;
  if (type !== 'phone-validation' && type !== 'code-verification') return fail('generic', INVALID_REQUEST_MESSAGE);
  const phone = parsePhone(record.phone);
  if (!phone.ok) return fail('phone', phone.message);
  if (type === 'phone-validation') return { ok: true, request: { type, phone: phone.phone } };
  const code = parseCode(record.code);
  if (!code.ok) return fail('code', code.message);
  return { ok: true, request: { type, phone: phone.phone, code: code.code } };
}

/** The value of the `phone` and `phoneVerified` cookies after a successful check: '(630) 555-0100'. */
export function verifiedPhoneCookieValue(digits: string): string {
  return maskPhone(digits, 'general');
}

/** E.164 for the SMS provider (country fixed to US). */
export function toE164(digits: string): string {
  return `+1${digits}`;
}
