/**
 * VIN format and check digit (49 CFR 565): 17 characters, no I, O or Q; position 9 is the weighted sum of the
 * transliterated characters modulo 11 ("X" for 10). Pure, used by the offers request schema.
 */

export const VIN_LENGTH_MESSAGE = 'A VIN has 17 letters and digits.';
export const VIN_CHARACTERS_MESSAGE = 'A VIN has only letters and digits, and never the letters I, O or Q.';
export const VIN_CHECK_DIGIT_MESSAGE =
  'This VIN is not valid: check each character against your title or registration.';

const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Upper case, spaces and dashes removed. */
export function normaliseVin(vin: string): string {
  return vin.replace(/[\s-]/g, '').toUpperCase();
}

function characterValue(char: string): number {
  if (/^[0-9]$/.test(char)) return Number(char);
  return TRANSLITERATION[char] ?? -1;
}

/** The check digit (position 9) this VIN should carry, or null when a character is not allowed. */
export function vinCheckDigit(vin: string): string | null {
  let sum = 0;
  for (let index = 0; index < WEIGHTS.length; index += 1) {
    const value = characterValue(vin.charAt(index));
    if (value < 0) return null;
    sum += value * (WEIGHTS[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** The problem with a VIN (already normalised), or null when it is well formed with a matching check digit. */
export function vinError(vin: string): string | null {
  if (vin.length !== 17) return VIN_LENGTH_MESSAGE;
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return VIN_CHARACTERS_MESSAGE;
  return vinCheckDigit(vin) === vin.charAt(8) ? null : VIN_CHECK_DIGIT_MESSAGE;
}
