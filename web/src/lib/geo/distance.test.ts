import { distanceMiles, formatMiles, orderByDistance, toLatLng } from './distance';

const NAPERVILLE = { latitude: 41.7508, longitude: -88.1535 };
const SCHAUMBURG = { latitude: 42.0334, longitude: -88.0834 };
const ORLAND = { latitude: 41.6303, longitude: -87.8539 };
const CHICAGO_LOOP = { latitude: 41.8819, longitude: -87.6278 };

const locations = [
  { name: 'Naperville', coordinates: NAPERVILLE },
  { name: 'No coordinates', coordinates: null },
  { name: 'Schaumburg', coordinates: SCHAUMBURG },
  { name: 'Orland Park', coordinates: ORLAND },
  { name: 'Bad coordinates', coordinates: { latitude: 200, longitude: 10 } },
];

describe('orderByDistance', () => {
  test.each([
    // [visitor position, expected order]
    [null, ['Naperville', 'No coordinates', 'Schaumburg', 'Orland Park', 'Bad coordinates']],
    [NAPERVILLE, ['Naperville', 'Orland Park', 'Schaumburg', 'No coordinates', 'Bad coordinates']],
    [
      { latitude: 42.05, longitude: -88.05 },
      ['Schaumburg', 'Naperville', 'Orland Park', 'No coordinates', 'Bad coordinates'],
    ],
    [
      { latitude: 41.6, longitude: -87.85 },
      ['Orland Park', 'Naperville', 'Schaumburg', 'No coordinates', 'Bad coordinates'],
    ],
    [
      { latitude: Number.NaN, longitude: 0 },
      ['Naperville', 'No coordinates', 'Schaumburg', 'Orland Park', 'Bad coordinates'],
    ],
  ])('from %j', (origin, expected) => {
    expect(orderByDistance(locations, origin).map((row) => row.item.name)).toEqual(expected);
  });

  test('equal distances keep the editor’s order', () => {
    const twins = [
      { id: 'a', coordinates: ORLAND },
      { id: 'b', coordinates: ORLAND },
      { id: 'c', coordinates: NAPERVILLE },
    ];
    expect(orderByDistance(twins, ORLAND).map((row) => row.item.id)).toEqual(['a', 'b', 'c']);
  });

  test('gives each located item its distance, null otherwise', () => {
    const rows = orderByDistance(locations, NAPERVILLE);
    expect(rows[0]?.miles).toBe(0);
    expect(rows.at(-1)?.miles).toBeNull();
  });
});

test.each([
  [NAPERVILLE, CHICAGO_LOOP, 28.4],
  [CHICAGO_LOOP, NAPERVILLE, 28.4],
  [NAPERVILLE, NAPERVILLE, 0],
])('distanceMiles(%j, %j) ≈ %d', (from, to, miles) => {
  expect(distanceMiles(from, to)).toBeCloseTo(miles, 0);
});

test.each([
  [
    { latitude: 41, longitude: -88 },
    { latitude: 41, longitude: -88 },
  ],
  [{ latitude: 91, longitude: -88 }, null],
  [{ latitude: 41, longitude: null }, null],
  [null, null],
])('toLatLng(%j)', (value, expected) => {
  expect(toLatLng(value)).toEqual(expected);
});

test.each([
  [0.04, '0.0 mi'],
  [3.44, '3.4 mi'],
  [12.6, '13 mi'],
  [1234.4, '1,234 mi'],
])('formatMiles(%d)', (miles, expected) => {
  expect(formatMiles(miles)).toBe(expected);
});
