import { testDriveDays, testDriveTimes, weekday, zonedDate } from './slots';
import { SALES_WEEK } from '../../../test/fixtures/sales-week';

// 9 to 18 weekdays, Saturday to 17, Sunday closed.
const HOURS = SALES_WEEK;
const ZONE = 'America/Chicago';
// Tuesday 24 November 2026, 10:05 in Chicago (UTC−6).
const NOW = new Date('2026-11-24T16:05:00Z');
const context = { now: NOW, timeZone: ZONE, hours: HOURS };

describe('zoned dates', () => {
  test.each([
    ['2026-11-24T16:05:00Z', '2026-11-24'],
    // 23:30 on the 24th in Chicago is already the 25th in UTC.
    ['2026-11-25T05:30:00Z', '2026-11-24'],
    ['2026-11-25T06:30:00Z', '2026-11-25'],
  ])('%s is %s in Chicago', (instant, date) => {
    expect(zonedDate(new Date(instant), ZONE)).toBe(date);
  });

  test.each([
    ['2026-11-23', 'monday'],
    ['2026-11-28', 'saturday'],
    ['2026-11-29', 'sunday'],
  ])('%s is a %s', (date, day) => {
    expect(weekday(date)).toBe(day);
  });
});

describe('testDriveTimes', () => {
  test.each<[string, string, number, string | undefined, string | undefined]>([
    ['today: no slot that has started', '2026-11-24', 15, '10:30', '17:30'],
    ['a later weekday: 9:00 to 17:30', '2026-11-25', 18, '09:00', '17:30'],
    ['Saturday closes at 17:00', '2026-11-28', 16, '09:00', '16:30'],
    ['Sunday is closed', '2026-11-29', 0, undefined, undefined],
    ['a past day has none', '2026-11-23', 0, undefined, undefined],
  ])('%s', (_name, date, count, first, last) => {
    const times = testDriveTimes(date, context);
    expect(times).toHaveLength(count);
    expect(times[0]?.value).toBe(first);
    expect(times.at(-1)?.value).toBe(last);
  });

  test('labels use the site time format', () => {
    expect(testDriveTimes('2026-11-25', context).slice(0, 2)).toEqual([
      { value: '09:00', label: '9AM' },
      { value: '09:30', label: '9:30AM' },
    ]);
  });

  test('after the last slot today, today is not offered', () => {
    const evening = { ...context, now: new Date('2026-11-24T23:45:00Z') }; // 17:45 in Chicago
    expect(testDriveTimes('2026-11-24', evening)).toEqual([]);
    expect(testDriveDays(evening)[0]?.date).toBe('2026-11-25');
  });

  test('an unknown timezone falls back to Chicago', () => {
    expect(testDriveTimes('2026-11-24', { ...context, timeZone: 'Mars/Olympus' })[0]?.value).toBe('10:30');
  });
});

describe('testDriveDays', () => {
  test('two weeks ahead without Sundays, labelled', () => {
    const days = testDriveDays(context);
    expect(days).toHaveLength(12);
    expect(days.some((day) => day.day === 'sunday')).toBe(false);
    expect(days[0]).toEqual({ date: '2026-11-24', day: 'tuesday', label: 'Tue, Nov 24' });
  });
});
