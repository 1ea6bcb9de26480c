/**
 * Field builders shared by the lead form schemas ("lead form fields", "vehicle fields in forms").
 * Form posts send every value as text, JSON may send numbers: numeric fields accept both.
 */
import '@/lib/zod-jitless';
import {
  POPUP_EMAIL_DATA_KEY_PATTERN,
  POPUP_EMAIL_DATA_MAX_ENTRIES,
  POPUP_EMAIL_DATA_VALUE_MAX_LENGTH,
} from '@dealer/schemas/constants';
import { z } from 'zod';

import { emailField, honeypotField, leadPhoneField, messageField, requiredText } from '../fields';
import {
  INVALID_DATE_MESSAGE,
  INVALID_NUMBER_MESSAGE,
  INVALID_TIME_MESSAGE,
  MAKE_MESSAGE,
  MILEAGE_MESSAGE,
  MODEL_MESSAGE,
  PRICE_MESSAGE,
  REQUIRED_MESSAGE,
  YEAR_MESSAGE,
} from '../messages';

/**
 * Not in the spec, written in its message style: a value longer than any real answer (pasted junk, bots), e.g.
 * 'Keep your message to 5,000 characters or fewer.'. `subject` names the field as the visitor knows it.
 */
export function tooLongMessage(max: number, subject: string = 'this answer'): string {
  return `Keep ${subject} to ${max.toLocaleString('en-US')} characters or fewer.`;
}
// The field messages live with the others (zod-free, for the browser's string tables); re-exported for the schemas.
export { INVALID_DATE_MESSAGE, INVALID_NUMBER_MESSAGE, INVALID_TIME_MESSAGE } from '../messages';

/** Longest free-text message a lead may carry. */
export const MESSAGE_MAX_LENGTH = 5000;
/** Longest short text (makes, select values). */
export const SHORT_TEXT_MAX_LENGTH = 200;
/** Longest first or last name. */
export const NAME_MAX_LENGTH = 100;
/** The longest address a mail server delivers to (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** A phone number as typed, with its mask and an extension. */
export const PHONE_MAX_LENGTH = 40;

/** Optional trimmed text: blank becomes undefined. */
export function optionalText(max: number = SHORT_TEXT_MAX_LENGTH, subject?: string) {
  return z
    .string({ error: tooLongMessage(max, subject) })
    .trim()
    .max(max, { error: tooLongMessage(max, subject) })
    .transform((value) => (value === '' ? undefined : value))
    .optional();
}

/** Required short text with a capped length. */
export function requiredShortText(
  message: string = REQUIRED_MESSAGE,
  max: number = SHORT_TEXT_MAX_LENGTH,
  subject?: string,
) {
  return requiredText(message).max(max, { error: tooLongMessage(max, subject) });
}

/** The visitor's own message ('Enter your message.'), capped. */
export function requiredMessage() {
  return messageField('message').max(MESSAGE_MAX_LENGTH, { error: tooLongMessage(MESSAGE_MAX_LENGTH, 'your message') });
}

export function optionalMessage() {
  return optionalText(MESSAGE_MAX_LENGTH, 'your message');
}

interface NumberRule {
  min: number;
  max: number | (() => number);
  integer?: boolean;
}

/** '12,500', '$12500', ' 12500 ' → 12500; anything else → NaN. */
export function parseNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  const cleaned = value.trim().replace(/[$,\s]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

function inRange(value: number, rule: NumberRule): boolean {
  const max = typeof rule.max === 'function' ? rule.max() : rule.max;
  if (!Number.isFinite(value) || value < rule.min || value > max) return false;
  return rule.integer ? Number.isInteger(value) : true;
}

/** Numbers from JSON, or text from a form post; anything else is NaN. */
function numberFrom(value: unknown): number {
  return typeof value === 'number' || typeof value === 'string' ? parseNumber(value) : Number.NaN;
}

/**
 * A required number: missing, blank or out of range all give `message`. Built as one transform over unknown
 * (not a union): react-hook-form's resolver reports a union's first nested issue instead of the union's message.
 */
export function requiredNumber(message: string, rule: NumberRule) {
  return z.unknown().transform((value, ctx): number => {
    const parsed = numberFrom(value);
    if (!inRange(parsed, rule)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return parsed;
  });
}

/** An optional number: blank, null or absent is undefined, anything else must be a number in range. */
export function optionalNumber(message: string, rule: NumberRule) {
  return z
    .unknown()
    .transform((value, ctx): number | undefined => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
      const parsed = numberFrom(value);
      if (!inRange(parsed, rule)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return parsed;
    })
    .optional();
}

/** Model years: 1900 up to next year's models. */
export const vehicleYearRule: NumberRule = { min: 1900, max: () => new Date().getFullYear() + 1, integer: true };
export const mileageRule: NumberRule = { min: 0, max: 2_000_000, integer: true };
export const priceRule: NumberRule = { min: 0, max: 10_000_000 };
export const moneyRule: NumberRule = { min: 0, max: 10_000_000 };

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Required date (YYYY-MM-DD): blank → 'This field is required', not a day → 'Please enter a valid date'. */
export function requiredDate() {
  return requiredText().refine(isCalendarDate, { error: INVALID_DATE_MESSAGE });
}

/** Required time of day (HH:mm, 24 h). */
export function requiredTime() {
  return requiredText().regex(TIME_PATTERN, { error: INVALID_TIME_MESSAGE });
}

/** The visitor: first and last name, e-mail and phone, all required on lead forms. */
export const customerShape = {
  firstName: messageField('firstName').max(NAME_MAX_LENGTH, {
    error: tooLongMessage(NAME_MAX_LENGTH, 'your first name'),
  }),
  lastName: messageField('lastName').max(NAME_MAX_LENGTH, { error: tooLongMessage(NAME_MAX_LENGTH, 'your last name') }),
  email: emailField().max(EMAIL_MAX_LENGTH, { error: tooLongMessage(EMAIL_MAX_LENGTH, 'your e-mail address') }),
  phone: leadPhoneField().max(PHONE_MAX_LENGTH, { error: tooLongMessage(PHONE_MAX_LENGTH, 'your phone number') }),
};

/** Fields every lead form carries: the page it was sent from and the honeypot. */
export const leadMetaShape = {
  /** The page the lead was sent from (absolute URL or path). */
  url: optionalText(2000),
  /** Honeypot: hidden from people; a filled value marks the post as spam. */
  website: honeypotField(),
};

export { POPUP_TEMPLATE_TYPES, type PopupTemplateType } from '@dealer/schemas/constants';
/** Not in the spec: a template a popup cannot send (only a tampered post names one). */
export const INVALID_TEMPLATE_MESSAGE = 'This form cannot be sent from a popup';

/** Not in the spec: a popup's extra e-mail data that breaks the limits below (only a tampered post does). */
export const INVALID_EMAIL_DATA_MESSAGE = 'These extra values are not accepted';

/**
 * A popup's extra e-mail data: label → short text, at most ten, labels starting with a letter (so no
 * `__proto__`); they become labelled details of the lead. Optional on the forms popups send (DEFAULT,
 * UNLOCK_INVENTORY).
 */
export function emailDataField() {
  return z
    .record(
      z.string().regex(POPUP_EMAIL_DATA_KEY_PATTERN, { error: INVALID_EMAIL_DATA_MESSAGE }),
      z
        .string({ error: INVALID_EMAIL_DATA_MESSAGE })
        .trim()
        .min(1, { error: INVALID_EMAIL_DATA_MESSAGE })
        .max(POPUP_EMAIL_DATA_VALUE_MAX_LENGTH, { error: tooLongMessage(POPUP_EMAIL_DATA_VALUE_MAX_LENGTH) }),
      { error: INVALID_EMAIL_DATA_MESSAGE },
    )
    .refine((data) => Object.keys(data).length <= POPUP_EMAIL_DATA_MAX_ENTRIES, {
      error: INVALID_EMAIL_DATA_MESSAGE,
    })
    .optional();
}

/** The honeypot's field name, for forms and the route. */
export const HONEYPOT_FIELD = 'website';

/** The vehicle fields a form sends: the vehicle a lead is about (inventory unit, test drive, unlock price). */
export const vehicleOfInterestSchema = z.strictObject({
  vin: optionalText(17),
  year: optionalNumber(YEAR_MESSAGE, vehicleYearRule),
  make: optionalText(),
  model: optionalText(),
  stockNumber: optionalText(),
  url: optionalText(2000),
  trim: optionalText(),
  miles: optionalNumber(MILEAGE_MESSAGE, mileageRule),
  doors: optionalNumber(INVALID_NUMBER_MESSAGE, { min: 0, max: 10, integer: true }),
  bodystyle: optionalText(),
  transmission: optionalText(),
  exteriorcolor: optionalText(),
  fuelType: optionalText(),
  price: optionalNumber(PRICE_MESSAGE, priceRule),
  condition: optionalText(20),
});
export type VehicleOfInterest = z.output<typeof vehicleOfInterestSchema>;

/** The visitor's own car (sell, trade, service): make, model, year and mileage with the field messages. */
export const ownVehicleShape = {
  make: requiredShortText(MAKE_MESSAGE),
  model: requiredShortText(MODEL_MESSAGE),
  year: requiredNumber(YEAR_MESSAGE, vehicleYearRule),
  mileage: requiredNumber(MILEAGE_MESSAGE, mileageRule),
};

/** A postal address (visitor profile address); every part optional here, used only when complete. */
export const addressSchema = z.strictObject({
  address: optionalText(),
  apartment: optionalText(),
  city: optionalText(),
  state: optionalText(40),
  zipCode: optionalText(10),
});
export type LeadAddress = z.output<typeof addressSchema>;

/** Optional yes/no: JSON booleans, or 'true'/'false'/'on'/'yes'/'no' from a form post. */
export function optionalBoolean() {
  return z
    .unknown()
    .transform((value, ctx): boolean | undefined => {
      if (value === undefined || value === null || value === '') return undefined;
      if (value === true || value === 'true' || value === 'on' || value === 'yes') return true;
      if (value === false || value === 'false' || value === 'no') return false;
      ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE });
      return z.NEVER;
    })
    .optional();
}

/**
 * An optional pick from a fixed list (radio group or select): nothing chosen (a radio group's null, an empty
 * select's '') is "not given"; anything outside the list gets the usual field message, never the schema library's
 * own English.
 */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .unknown()
    .transform((value, ctx): T[number] | undefined => {
      if (value === undefined || value === null || value === '') return undefined;
      if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T[number];
      ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE });
      return z.NEVER;
    })
    .optional();
}
