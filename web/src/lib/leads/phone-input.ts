/**
 * The phone input mask (spec §5 "input +1 (999) 999-9999") as the visitor types. Pure: previous and new text in,
 * masked text out. Deleting a literal (a bracket, space or dash) deletes the digit before it, so backspace never
 * gets stuck on the mask.
 */
import { maskPhone, normalizePhone, US_PHONE_DIGITS } from '@/lib/phone/format';

export function applyPhoneInputMask(previous: string, next: string): string {
  let digits = normalizePhone(next).slice(0, US_PHONE_DIGITS);
  if (next.length < previous.length && digits === normalizePhone(previous).slice(0, US_PHONE_DIGITS)) {
    digits = digits.slice(0, -1);
  }
  return maskPhone(digits, 'input');
}
