/**
 * Vehicle identification numbers (ISO 3779, North American check digit as published by NHTSA in 49 CFR 565):
 * 17 characters without I, O or Q; position 9 is a check digit (0–9 or X); position 10 encodes the model year.
 */

export const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** Model-year codes repeat every 30 years; 2010 is A. Letters I, O, Q, U, Z and the digit 0 are not used. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

export function modelYearCode(year: number): string {
  const code = YEAR_CODES[(((year - 2010) % 30) + 30) % 30];
  if (!code) throw new Error(`No model-year code for ${year}`);
  return code;
}

function valueOf(char: string): number {
  if (char >= '0' && char <= '9') return Number(char);
  const value = TRANSLITERATION[char];
  if (value === undefined) throw new Error(`"${char}" is not allowed in a VIN`);
  return value;
}

/** The check digit for a 17-character VIN (position 9 is ignored in the sum). */
export function vinCheckDigit(vin: string): string {
  if (vin.length !== 17) throw new Error(`A VIN has 17 characters: ${vin}`);
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += valueOf(vin[index] ?? '0') * (WEIGHTS[index] ?? 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export function isValidVin(vin: string): boolean {
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return false;
  return vin[8] === vinCheckDigit(vin);
}

/**
 * Builds a VIN from its world manufacturer identifier (3), descriptor section (5), model year, plant code (1) and
 * serial number (6 digits), inserting the correct check digit.
 */
export function buildVin(wmi: string, vds: string, year: number, plant: string, serial: number): string {
  const body = `${wmi}${vds}0${modelYearCode(year)}${plant}${String(serial).padStart(6, '0')}`;
  if (body.length !== 17) throw new Error(`VIN parts do not add up to 17 characters: ${body}`);
  return `${body.slice(0, 8)}${vinCheckDigit(body)}${body.slice(9)}`;
}
