import { openStatus, toMinutes, zonedTime } from './open-now';

const WEEKDAY = { closed: false, open: '09:00', close: '18:00' };
const HOURS = [
  { day: 'monday', ...WEEKDAY },
  { day: 'tuesday', ...WEEKDAY },
  { day: 'wednesday', ...WEEKDAY },
  { day: 'thursday', ...WEEKDAY },
  { day: 'friday', ...WEEKDAY },
  { day: 'saturday', closed: false, open: '09:00', close: '17:00' },
  { day: 'sunday', closed: true },
];

describe('openStatus (store timezone, sales hours)', () => {
  test.each([
    // [instant (UTC), zone, expected]
    ['2026-11-23T15:00:00Z', 'America/Chicago', { open: true, closesAt: '18:00' }], // Mon 09:00 CST: opening minute
    [
      '2026-11-23T14:59:00Z',
      'America/Chicago',
      { open: false, opensAt: { day: 'monday', time: '09:00', today: true } },
    ],
    ['2026-11-23T23:59:00Z', 'America/Chicago', { open: true, closesAt: '18:00' }], // Mon 17:59: last open minute
    [
      '2026-11-24T00:00:00Z',
      'America/Chicago',
      { open: false, opensAt: { day: 'tuesday', time: '09:00', today: false } },
    ], // Mon 18:00
    ['2026-11-28T22:59:00Z', 'America/Chicago', { open: true, closesAt: '17:00' }], // Sat 16:59
    [
      '2026-11-28T23:00:00Z',
      'America/Chicago',
      { open: false, opensAt: { day: 'monday', time: '09:00', today: false } },
    ], // Sat 17:00, Sun closed
    [
      '2026-11-29T18:00:00Z',
      'America/Chicago',
      { open: false, opensAt: { day: 'monday', time: '09:00', today: false } },
    ], // Sun noon
    ['2026-07-06T14:00:00Z', 'America/Chicago', { open: true, closesAt: '18:00' }], // Mon 09:00 CDT (summer, UTC-5)
    [
      '2026-11-23T14:00:00Z',
      'America/Chicago',
      { open: false, opensAt: { day: 'monday', time: '09:00', today: true } },
    ], // same UTC, 08:00 CST
    [
      '2026-03-06T14:00:00Z',
      'America/Chicago',
      { open: false, opensAt: { day: 'friday', time: '09:00', today: true } },
    ], // Fri before DST: 08:00
    ['2026-03-09T14:00:00Z', 'America/Chicago', { open: true, closesAt: '18:00' }], // Mon after DST starts: 09:00
    ['2026-11-02T15:00:00Z', 'America/Chicago', { open: true, closesAt: '18:00' }], // Mon after DST ends: 09:00 CST
    [
      '2026-11-23T16:30:00Z',
      'America/Los_Angeles',
      { open: false, opensAt: { day: 'monday', time: '09:00', today: true } },
    ],
    ['2026-11-23T16:30:00Z', 'America/New_York', { open: true, closesAt: '18:00' }],
    ['2026-11-23T15:00:00Z', 'Not/AZone', { open: true, closesAt: '18:00' }], // unknown zone → America/Chicago
    ['2026-11-23T15:00:00Z', null, { open: true, closesAt: '18:00' }],
  ])('%s in %s', (instant, zone, expected) => {
    expect(openStatus(HOURS, zone, new Date(instant))).toEqual(expected);
  });

  test.each([
    [[], { open: false, opensAt: null }],
    [null, { open: false, opensAt: null }],
    [[{ day: 'monday', closed: false, open: '18:00', close: '09:00' }], { open: false, opensAt: null }],
    [[{ day: 'monday', closed: false, open: 'nine', close: '18:00' }], { open: false, opensAt: null }],
    [[{ day: 'monday', closed: true, open: '09:00', close: '18:00' }], { open: false, opensAt: null }],
    [
      [{ day: 'wednesday', closed: false, open: '10:00', close: '14:00' }],
      { open: false, opensAt: { day: 'wednesday', time: '10:00', today: false } },
    ],
  ])('hours %j on a Monday noon → %j', (hours, expected) => {
    expect(openStatus(hours, 'America/Chicago', new Date('2026-11-23T18:00:00Z'))).toEqual(expected);
  });
});

test.each([
  ['2026-11-23T06:00:00Z', 'America/Chicago', { day: 'monday', minutes: 0 }],
  ['2026-11-23T05:59:00Z', 'America/Chicago', { day: 'sunday', minutes: 23 * 60 + 59 }],
  ['2026-11-23T05:59:00Z', 'UTC', { day: 'monday', minutes: 5 * 60 + 59 }],
])('zonedTime(%s, %s)', (instant, zone, expected) => {
  expect(zonedTime(new Date(instant), zone)).toEqual(expected);
});

test.each([
  ['09:00', 540],
  ['9:30', 570],
  ['24:00', 1440],
  ['24:01', null],
  ['12:60', null],
  ['', null],
  [null, null],
])('toMinutes(%p) → %p', (value, expected) => {
  expect(toMinutes(value)).toBe(expected);
});
