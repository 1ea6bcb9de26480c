/** Phone numbers as links: `tel:` hrefs in E.164 for North American numbers, digits otherwise. */

export function phoneDigits(phone: string | null | undefined): string {
  return (phone ?? '').replace(/[^\d+]/g, '');
}

/** '(630) 555-0100' → 'tel:+16305550100'; empty input gives null. */
export function telHref(phone: string | null | undefined): string | null {
  const raw = phoneDigits(phone);
  if (raw === '') return null;
  if (raw.startsWith('+')) return `tel:${raw}`;
  if (raw.length === 10) return `tel:+1${raw}`;
  if (raw.length === 11 && raw.startsWith('1')) return `tel:+${raw}`;
  return `tel:${raw}`;
}

/** '6305550100' → '(630) 555-0100'; anything that is not a 10-digit NANP number is returned unchanged. */
export function formatPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (digits.length !== 10) return phone ?? '';
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * Phone masks (docs/leads.md#phone-masks). `9` is a digit placeholder; every other character is a literal (the `1` in `+1` too).
 * Country is fixed to US, so every mask holds exactly ten placeholders.
 */
export const PHONE_MASKS = {
  general: '(999) 999-9999',
  input: '+1 (999) 999-9999',
  adf: '999-999-9999',
  search: '9999999999',
  fallback: '+19999999999',
} as const;
export type PhoneMaskName = keyof typeof PHONE_MASKS;

/** Digits of a US number in a mask: ten placeholders. */
export const US_PHONE_DIGITS = 10;

/**
 * Normalisation: a leading `+1` is stripped, then every non-digit. Country is fixed to US, so an
 * 11-digit result that starts with the trunk prefix `1` (typed as `1-630-…`) loses that `1` as well.
 * '+1 (630) 555-0100' → '6305550100'; '' / null → ''.
 */
export function normalizePhone(phone: string | null | undefined): string {
  const digits = (phone ?? '')
    .trim()
    .replace(/^\+\s*1/, '')
    .replace(/\D/g, '');
  return digits.length === US_PHONE_DIGITS + 1 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/**
 * Applies a mask to the normalised digits, as an input mask does: placeholders fill in order, literals are
 * kept up to the last filled placeholder, digits past the tenth are dropped. Empty input gives ''.
 * maskPhone('+1 630 555 0100', 'adf') → '630-555-0100'; maskPhone('630', 'general') → '(630'.
 */
export function maskPhone(phone: string | null | undefined, mask: PhoneMaskName): string {
  const digits = normalizePhone(phone);
  if (digits === '') return '';
  const pattern = PHONE_MASKS[mask];
  let out = '';
  let pending = '';
  let used = 0;
  for (const char of pattern) {
    if (char !== '9') {
      pending += char;
      continue;
    }
    const digit = digits[used];
    if (digit === undefined) break;
    out += pending + digit;
    pending = '';
    used += 1;
  }
  return out;
}

/** True when the number holds at least ten digits after normalisation (lead forms require 10). */
export function isLeadPhone(phone: string | null | undefined): boolean {
  return normalizePhone(phone).length >= US_PHONE_DIGITS;
}
