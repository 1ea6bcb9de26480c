/**
 * Field messages in the visitor's language. The lead schemas (shared by the client forms and the server) speak
 * English, and their wording is the contract of the JSON API; each fixed message has a uiStrings key, so a form or
 * the API's 400 answer can show it in Spanish without the schemas knowing about languages.
 */
import {
  FIRST_NAME_MESSAGE,
  INVALID_DATE_MESSAGE,
  INVALID_NUMBER_MESSAGE,
  INVALID_TIME_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  LAST_NAME_MESSAGE,
  MAKE_MESSAGE,
  MESSAGE_MESSAGE,
  MILEAGE_MESSAGE,
  MODEL_MESSAGE,
  PRICE_MESSAGE,
  REQUIRED_MESSAGE,
  UNKNOWN_FIELD_MESSAGE,
  YEAR_MESSAGE,
} from '../leads/messages';
import { UNKNOWN_STORE_MESSAGE } from '../leads/lead-store';
import {
  DEAL_CREDIT_MESSAGE,
  DEAL_DOWN_PAYMENT_MESSAGE,
  DEAL_ESTIMATE_MESSAGE,
  DEAL_NO_PRICE_MESSAGE,
  DEAL_NOT_FOR_SALE_MESSAGE,
  DEAL_OFFER_EXPIRED_MESSAGE,
  DEAL_OFFER_MESSAGE,
  DEAL_OFFER_NO_CASH_MESSAGE,
  DEAL_OFFER_NOT_FOUND_MESSAGE,
  DEAL_PAYOFF_MESSAGE,
  DEAL_TERM_MESSAGE,
  DEAL_TRADE_IN_MESSAGE,
  DEAL_VIN_MESSAGE,
} from '../deal/messages';
import { RESUME_EMPTY_MESSAGE, RESUME_SIZE_MESSAGE, RESUME_TYPE_MESSAGE } from '../leads/resume';
import { interpolate } from './interpolate';

export const VALIDATION_STRINGS = {
  'validation.required': REQUIRED_MESSAGE,
  'validation.email': INVALID_EMAIL_MESSAGE,
  'validation.phone': INVALID_PHONE_MESSAGE,
  'validation.firstName': FIRST_NAME_MESSAGE,
  'validation.lastName': LAST_NAME_MESSAGE,
  'validation.message': MESSAGE_MESSAGE,
  'validation.make': MAKE_MESSAGE,
  'validation.model': MODEL_MESSAGE,
  'validation.year': YEAR_MESSAGE,
  'validation.price': PRICE_MESSAGE,
  'validation.mileage': MILEAGE_MESSAGE,
  'validation.date': INVALID_DATE_MESSAGE,
  'validation.time': INVALID_TIME_MESSAGE,
  'validation.number': INVALID_NUMBER_MESSAGE,
  'validation.unknownField': UNKNOWN_FIELD_MESSAGE,
  'validation.store': UNKNOWN_STORE_MESSAGE,
  'validation.resumeType': RESUME_TYPE_MESSAGE,
  'validation.resumeSize': RESUME_SIZE_MESSAGE,
  'validation.resumeEmpty': RESUME_EMPTY_MESSAGE,
  'validation.deal.vin': DEAL_VIN_MESSAGE,
  'validation.deal.notForSale': DEAL_NOT_FOR_SALE_MESSAGE,
  'validation.deal.noPrice': DEAL_NO_PRICE_MESSAGE,
  'validation.deal.downPayment': DEAL_DOWN_PAYMENT_MESSAGE,
  'validation.deal.credit': DEAL_CREDIT_MESSAGE,
  'validation.deal.term': DEAL_TERM_MESSAGE,
  'validation.deal.tradeIn': DEAL_TRADE_IN_MESSAGE,
  'validation.deal.offer': DEAL_OFFER_MESSAGE,
  'validation.deal.offerNotFound': DEAL_OFFER_NOT_FOUND_MESSAGE,
  'validation.deal.offerExpired': DEAL_OFFER_EXPIRED_MESSAGE,
  'validation.deal.offerNoCash': DEAL_OFFER_NO_CASH_MESSAGE,
  'validation.deal.estimate': DEAL_ESTIMATE_MESSAGE,
  'validation.deal.payoff': DEAL_PAYOFF_MESSAGE,
  /** The schemas' length cap (tooLongMessage); `{max}` is the limit as written in the English message. */
  'validation.tooLong': 'Keep {subject} to {max} characters or fewer.',
} as const;

export type ValidationStringKey = keyof typeof VALIDATION_STRINGS;
export type ValidationStrings = Record<ValidationStringKey, string>;
export const VALIDATION_STRING_KEYS = Object.keys(VALIDATION_STRINGS) as ValidationStringKey[];

const KEY_OF_MESSAGE = new Map<string, ValidationStringKey>(
  VALIDATION_STRING_KEYS.filter((key) => key !== 'validation.tooLong').map((key) => [VALIDATION_STRINGS[key], key]),
);
const TOO_LONG = /^Keep (.+) to ([\d,]+) characters or fewer\.$/;

/**
 * One field message in the page's language: a fixed English message becomes its translation; any other text (a
 * message already translated, or one without a key) is returned unchanged.
 */
export function localizeFieldMessage(message: string, strings: ValidationStrings): string {
  const key = KEY_OF_MESSAGE.get(message);
  if (key) return strings[key];
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return interpolate(strings['validation.tooLong'], { subject: tooLong[1] ?? '', max: tooLong[2] ?? '' });
  return message;
}

/** Every message of a `{field: message}` map through localizeFieldMessage (the API's 400 body, a form's errors). */
export function localizeFieldErrors<T extends Record<string, string | undefined>>(
  errors: T,
  strings: ValidationStrings,
): T {
  const localized: Record<string, string | undefined> = {};
  for (const [field, message] of Object.entries(errors)) {
    localized[field] = message === undefined ? undefined : localizeFieldMessage(message, strings);
  }
  return localized as T;
}

/** The keys of the messages a contact check in the browser can give (lib/leads/contact-check.ts). */
const CONTACT_CHECK_KEYS = [
  'validation.required',
  'validation.email',
  'validation.phone',
  'validation.firstName',
  'validation.lastName',
] as const satisfies readonly ValidationStringKey[];

/** English message → its text in the page's language, for the contact check's messages only (a small island's props). */
export function contactCheckMessages(strings: ValidationStrings): Record<string, string> {
  return Object.fromEntries(CONTACT_CHECK_KEYS.map((key) => [VALIDATION_STRINGS[key], strings[key]]));
}
