/**
 * The phone input mask (`+1 (999) 999-9999`) as the visitor types, pastes or deletes. Pure: the text before the
 * edit, the raw text after it and the caret in, the masked text and where the caret belongs out.
 *
 * - A leading `+1` (or an eleventh digit `1` in front) is the country code, not part of the number; every other
 *   non-digit is dropped, and digits past the tenth are dropped.
 * - Pasting over a selection (or over the whole prefilled value) keeps exactly the pasted number.
 * - Deleting only a literal (a bracket, space or dash) deletes the digit before it (Backspace) or after it
 *   (Delete), so the caret never gets stuck on the mask.
 * - The caret stays after the same digit it followed in the raw text.
 */
import { maskPhone, PHONE_MASKS, US_PHONE_DIGITS } from '@/lib/phone/format';

export interface PhoneEdit {
  value: string;
  caret: number;
}

export interface PhoneEditInput {
  /** The input's text before the edit. */
  previous: string;
  /** The input's raw text after the edit (before masking). */
  next: string;
  /** Caret position in `next`; the end when unknown. */
  caret?: number;
  /** True for a forward delete (the Delete key). */
  forward?: boolean;
}

const COUNTRY_PREFIX = /^\s*\+\s*1/;
const INPUT_MASK = PHONE_MASKS.input;

/** The number's digits of a raw text, and how many of them sit before `caret`. */
function digitsOf(text: string, caret: number): { digits: string; before: number } {
  const prefix = COUNTRY_PREFIX.exec(text)?.[0].length ?? 0;
  let digits = '';
  let before = 0;
  for (let index = prefix; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (char < '0' || char > '9') continue;
    digits += char;
    if (index < caret) before += 1;
  }
  if (prefix === 0 && digits.length === US_PHONE_DIGITS + 1 && digits.startsWith('1')) {
    digits = digits.slice(1);
    before = Math.max(0, before - 1);
  }
  return { digits: digits.slice(0, US_PHONE_DIGITS), before: Math.min(before, US_PHONE_DIGITS) };
}

/** Where the caret goes in a masked text so that `count` digits are before it. */
function caretAfterDigits(masked: string, count: number): number {
  if (masked === '') return 0;
  let seen = 0;
  for (let index = 0; index < INPUT_MASK.length && index < masked.length; index += 1) {
    if (INPUT_MASK[index] !== '9') continue;
    if (seen === count) return index;
    seen += 1;
  }
  return masked.length;
}

/**
 * When the edit removed one run of characters holding no digit (a literal), the index where it was removed;
 * otherwise null.
 */
function removedLiteralAt(previous: string, next: string): number | null {
  const removed = previous.length - next.length;
  if (removed <= 0) return null;
  let start = 0;
  while (start < next.length && previous[start] === next[start]) start += 1;
  if (previous.slice(start + removed) !== next.slice(start)) return null;
  return /\d/.test(previous.slice(start, start + removed)) ? null : start;
}

export function maskPhoneEdit({ previous, next, caret = next.length, forward = false }: PhoneEditInput): PhoneEdit {
  let text = next;
  let at = Math.min(Math.max(caret, 0), next.length);
  const literalAt = removedLiteralAt(previous, next);
  if (literalAt !== null) {
    const prefix = COUNTRY_PREFIX.exec(text)?.[0].length ?? 0;
    let target = -1;
    if (forward) {
      for (let index = Math.max(literalAt, prefix); index < text.length && target < 0; index += 1)
        if (/\d/.test(text[index] ?? '')) target = index;
    } else {
      for (let index = literalAt - 1; index >= prefix && target < 0; index -= 1)
        if (/\d/.test(text[index] ?? '')) target = index;
    }
    if (target >= 0) {
      text = text.slice(0, target) + text.slice(target + 1);
      at = target;
    }
  }
  const { digits, before } = digitsOf(text, at);
  const value = maskPhone(digits, 'input');
  return { value, caret: caretAfterDigits(value, before) };
}

/** The masked text only (start values, or where the caret does not matter). */
export function applyPhoneInputMask(previous: string, next: string): string {
  return maskPhoneEdit({ previous, next }).value;
}
