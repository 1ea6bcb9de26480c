/** The embedded valuation table and seeded plates: coverage, consistency and the committed files. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildPlates, buildValuationTable, valuationFiles, VALUATION_EDITION_YEAR } from '../src/valuation';
import { isValidVin } from '../src/vin';

const table = buildValuationTable();
const has = (make: string, model: string | null) =>
  table.rows.some((row) => row[1] === make && (model === null || row[2] === model));

test('the committed seed/dist valuation files match the generator (run `npm run seed`)', () => {
  const dist = path.resolve(__dirname, '../dist');
  for (const [file, content] of Object.entries(valuationFiles()))
    expect({ file, content: readFileSync(path.join(dist, file), 'utf8') }).toEqual({ file, content });
});

test('at least 60 year/make/model/trim rows spanning 2008 to the edition year, no duplicates', () => {
  expect(table.rows.length).toBeGreaterThanOrEqual(60);
  const years = table.rows.map((row) => row[0]);
  expect(Math.min(...years)).toBe(2008);
  expect(Math.max(...years)).toBe(VALUATION_EDITION_YEAR);
  const keys = table.rows.map((row) => row.slice(0, 4).join('|'));
  expect(new Set(keys).size).toBe(keys.length);
});

test.each([
  ['BMW', null],
  ['Mercedes-Benz', null],
  ['Audi', null],
  ['Volkswagen', null],
  ['Porsche', null],
  ['Land Rover', null],
  ['Jaguar', null],
  ['Tesla', null],
  ['Jeep', 'Wrangler'],
  ['Jeep', 'Gladiator'],
  ['Chevrolet', 'Corvette'],
])('covers %s %p', (make, model) => {
  expect(has(make, model)).toBe(true);
});

test('the e2e vehicles are priced: a 2019 sedan and a 2014 car', () => {
  expect(table.rows.some((row) => row[0] === 2019 && row[1] === 'Toyota' && row[2] === 'Camry')).toBe(true);
  expect(table.rows.some((row) => row[0] === 2014 && row[1] === 'Honda' && row[2] === 'Accord')).toBe(true);
});

test('every row is ordered rough < average < clean < retail, whole dollars', () => {
  for (const [, , , , clean, avg, rough, retail] of table.rows) {
    expect(rough).toBeLessThan(avg);
    expect(avg).toBeLessThan(clean);
    expect(clean).toBeLessThan(retail);
    for (const value of [clean, avg, rough, retail]) expect(Number.isInteger(value)).toBe(true);
  }
});

test('older model years are worth less', () => {
  const camry = table.rows.filter((row) => row[2] === 'Camry' && row[3] === 'LE').map((row) => row[5]);
  expect(camry).toEqual([...camry].sort((a, b) => a - b));
});

test('seeded plates resolve to priced vehicles with valid VINs', () => {
  const plates = buildPlates();
  expect(plates.length).toBeGreaterThanOrEqual(3);
  for (const plate of plates) {
    expect(isValidVin(plate.vin)).toBe(true);
    expect(
      table.rows.some(
        (row) => row[0] === plate.year && row[1] === plate.make && row[2] === plate.model && row[3] === plate.trim,
      ),
    ).toBe(true);
  }
  expect(new Set(plates.map((plate) => `${plate.state}|${plate.plate}`)).size).toBe(plates.length);
});
