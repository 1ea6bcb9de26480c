import { formatLongDate, formatShortDate, isoDateInZone } from './date';

test.each([
  ['2025-06-30', '06/30/25'],
  ['2050-12-31T23:59:00Z', '12/31/50'],
  ['soon', 'soon'],
  [null, ''],
])('formatShortDate(%p)', (input, expected) => {
  expect(formatShortDate(input)).toBe(expected);
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
