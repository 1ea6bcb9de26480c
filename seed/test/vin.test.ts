import { generateDataset } from '../src/generate';
import { buildVin, isValidVin, modelYearCode, vinCheckDigit } from '../src/vin';
import { ofType } from './helpers';

/** An independent check-digit computation, written out from 49 CFR 565.15 tables. */
function referenceCheckDigit(vin: string): string {
  const values: Record<string, number> = {};
  'ABCDEFGH'.split('').forEach((letter, index) => (values[letter] = index + 1));
  'JKLMN'.split('').forEach((letter, index) => (values[letter] = index + 1));
  values.P = 7;
  values.R = 9;
  'STUVWXYZ'.split('').forEach((letter, index) => (values[letter] = index + 2));
  for (let digit = 0; digit <= 9; digit += 1) values[String(digit)] = digit;
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = vin.split('').reduce((total, char, index) => total + (values[char] ?? NaN) * (weights[index] ?? 0), 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

describe('VIN check digit', () => {
  test.each([
    ['1M8GDM9AXKP042788', true],
    ['11111111111111111', true],
    ['1HGCM82633A004352', true],
    ['1M8GDM9A1KP042788', false],
    ['1HGCM82633A00435', false],
    ['1HGCM82633A0O4352', false],
  ])('%s valid: %s', (vin, valid) => {
    expect(isValidVin(vin)).toBe(valid);
  });

  test('model-year codes skip I, O, Q, U, Z and 0', () => {
    expect(modelYearCode(2010)).toBe('A');
    expect(modelYearCode(2018)).toBe('J');
    expect(modelYearCode(2023)).toBe('P');
    expect(modelYearCode(2024)).toBe('R');
    expect(modelYearCode(2026)).toBe('T');
    expect(modelYearCode(2027)).toBe('V');
  });

  test('buildVin inserts the check digit and the year code', () => {
    const vin = buildVin('1FT', 'FW1E5', 2021, 'K', 123456);
    expect(vin).toHaveLength(17);
    expect(vin[9]).toBe('M');
    expect(vin[8]).toBe(vinCheckDigit(vin));
  });
});

describe('seeded VINs', () => {
  test('every VIN is 17 allowed characters with a correct check digit and the model-year code', () => {
    const vehicles = ofType('dealership', 'vehicle');
    for (const vehicle of vehicles) {
      expect(vehicle.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(vehicle.vin[8]).toBe(referenceCheckDigit(vehicle.vin));
      expect(vehicle.vin[9]).toBe(modelYearCode(vehicle.year));
    }
    expect(new Set(vehicles.map((vehicle) => vehicle.vin)).size).toBe(vehicles.length);
  });

  test('a 5,000-vehicle inventory still has unique, valid VINs and unique ids', () => {
    const big = generateDataset('dealership', { vehicles: 5000 });
    const vins = big.documents.flatMap((doc) => (doc._type === 'vehicle' ? [doc.vin] : []));
    expect(vins).toHaveLength(5000);
    expect(new Set(vins).size).toBe(5000);
    expect(vins.every(isValidVin)).toBe(true);
  });
});
