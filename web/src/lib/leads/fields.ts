/** zod field builders for lead forms. One source for the client form and the server. */
import '@/lib/zod-jitless';
import { z } from 'zod';

import { isLeadPhone } from '@/lib/phone/format';

import { EMAIL_PATTERN } from './email-pattern';
import {
  FIELD_MESSAGES,
  HONEYPOT_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  REQUIRED_MESSAGE,
  type MessageField,
} from './messages';

export { EMAIL_PATTERN };

/** Trimmed text that must not be empty; a missing or non-string value gives the same message. */
export function requiredText(message: string = REQUIRED_MESSAGE) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/** Required text carrying the field message for that field name ('Enter your first name.' …). */
export function messageField(field: MessageField) {
  return requiredText(FIELD_MESSAGES[field]);
}

/** Required e-mail: empty → 'This field is required', malformed → 'Please enter a valid email address'. */
export function emailField() {
  return z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE, abort: true })
    .regex(EMAIL_PATTERN, { error: INVALID_EMAIL_MESSAGE });
}

/**
 * Required lead-form phone: empty → 'This field is required'; fewer than 10 digits after normalisation
 * (leading +1 and non-digits stripped) → 'Please enter a valid phone number'. The value is kept as typed.
 * Any valid number is taken, toll-free and Canadian included: the dealer calls it back, nothing is sent to it
 * automatically. Verification texts are stricter (server/phone-verification/textable-number.ts).
 */
export function leadPhoneField() {
  return z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE, abort: true })
    .refine(isLeadPhone, { error: INVALID_PHONE_MESSAGE });
}

/** Honeypot: optional, and must be empty when present (bots fill every input). */
export function honeypotField() {
  return z.string({ error: HONEYPOT_MESSAGE }).max(0, { error: HONEYPOT_MESSAGE }).optional();
}
