import { todaysHours } from './header-store';

const store = {
  timezone: 'America/Chicago',
  salesHours: [
    { day: 'thursday', closed: false, open: '09:00', close: '19:00' },
    { day: 'sunday', closed: true, open: null, close: null },
  ],
} as unknown as Parameters<typeof todaysHours>[0];

test.each([
  // 2026-11-26 is a Thursday; 15:00 UTC is 9:00 in Chicago.
  ['a Thursday in Chicago', '2026-11-26T15:00:00Z', '9AM - 7PM'],
  // 03:00 UTC on Friday is still Thursday evening in Chicago.
  ['the store’s zone decides the day', '2026-11-27T03:00:00Z', '9AM - 7PM'],
  ['a closed day', '2026-11-29T18:00:00Z', 'Closed'],
  ['a day without a row', '2026-11-24T18:00:00Z', 'Closed'],
])('%s', (_label, now, expected) => {
  expect(todaysHours(store, new Date(now), 'Closed')).toBe(expected);
});

test.each([
  ['a Thursday in Chicago, in Spanish', '2026-11-26T15:00:00Z', '9 a.m. - 7 p.m.'],
  ['a closed day, in Spanish', '2026-11-29T18:00:00Z', 'Cerrado'],
])('%s', (_label, now, expected) => {
  // Intl may separate the period with a no-break space.
  expect(todaysHours(store, new Date(now), 'Cerrado', 'es').replace(/\s/g, ' ')).toBe(expected);
});
