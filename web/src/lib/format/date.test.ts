import { formatLongDate, formatShortDate, formatShortDateTime, isoDateInZone } from './date';

test.each([
  ['2025-06-30', undefined, '06/30/25'],
  ['2050-12-31T23:59:00Z', undefined, '12/31/50'],
  ['2026-01-05', 'America/Chicago', '01/05/26'],
  ['2026-10-08T13:00:00Z', 'America/Chicago', '10/08/26'],
  ['2026-10-08T03:00:00Z', 'America/Chicago', '10/07/26'],
  ['2026-10-08T03:00:00Z', 'UTC', '10/08/26'],
  ['2026-03-08T05:30:00Z', 'America/Chicago', '03/07/26'],
  ['2026-03-08T06:30:00Z', 'America/Chicago', '03/08/26'],
  ['2026-07-01T04:59:00Z', 'America/Chicago', '06/30/26'],
  ['2026-07-01T05:00:00Z', 'America/Chicago', '07/01/26'],
  ['2026-10-08T03:00:00Z', 'Not/AZone', '10/08/26'],
  ['2026-13-45T03:00:00Z', 'America/Chicago', '13/45/26'],
  ['1999-12-31', null, '12/31/99'],
  ['soon', undefined, 'soon'],
  [null, undefined, ''],
])('formatShortDate(%p, %p) → %p', (input, zone, expected) => {
  expect(formatShortDate(input, zone)).toBe(expected);
});

test('formatLongDate', () => {
  expect(formatLongDate('2025-03-04')).toBe('March 4, 2025');
});

test('isoDateInZone uses the zone’s calendar day', () => {
  const lateUtc = new Date('2025-07-01T03:00:00Z');
  expect(isoDateInZone(lateUtc, 'America/Chicago')).toBe('2025-06-30');
  expect(isoDateInZone(lateUtc, 'UTC')).toBe('2025-07-01');
  expect(isoDateInZone(lateUtc, 'Not/AZone')).toBe('2025-07-01');
});

test.each([
  ['2026-11-22T01:00:00Z', 'America/Chicago', '11/21/26 7:00 PM CST'],
  ['2026-07-01T04:59:00Z', 'America/Chicago', '06/30/26 11:59 PM CDT'],
  ['2026-07-01T05:00:00Z', 'America/Chicago', '07/01/26 12:00 AM CDT'],
  ['2026-11-22T01:00:00Z', 'America/Los_Angeles', '11/21/26 5:00 PM PST'],
  ['2026-11-22T01:00:00Z', null, '11/22/26 1:00 AM UTC'],
  ['2026-11-22T01:00:00Z', 'Not/AZone', '11/22/26 1:00 AM UTC'],
])('formatShortDateTime(%p, %p) → %p', (instant, zone, expected) => {
  expect(formatShortDateTime(new Date(instant), zone)).toBe(expected);
});
