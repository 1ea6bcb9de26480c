import { TEST_DRIVE_DAY_MESSAGE, TEST_DRIVE_TIME_MESSAGE, testDriveSlotErrors } from './slot-check';
import { SALES_WEEK } from '../../../test/fixtures/sales-week';

// 9 to 18 weekdays, Saturday to 17, Sunday closed; Tuesday 24 November 2026, 10:05 in Chicago.
const HOURS = SALES_WEEK;
const context = { now: new Date('2026-11-24T16:05:00Z'), timeZone: 'America/Chicago', hours: HOURS };

test.each<[string, string, string, ReturnType<typeof testDriveSlotErrors>]>([
  ['a later slot today', '2026-11-24', '10:30', null],
  ['the last slot of a weekday', '2026-11-25', '17:30', null],
  ['the last slot of a Saturday', '2026-11-28', '16:30', null],
  ['13 days ahead', '2026-12-07', '09:00', null],
  ['a slot that has started', '2026-11-24', '10:00', { time: TEST_DRIVE_TIME_MESSAGE }],
  ['a slot ending after closing', '2026-11-28', '17:00', { time: TEST_DRIVE_TIME_MESSAGE }],
  ['not on the half hour', '2026-11-25', '09:15', { time: TEST_DRIVE_TIME_MESSAGE }],
  ['before opening', '2026-11-25', '08:30', { time: TEST_DRIVE_TIME_MESSAGE }],
  ['yesterday', '2026-11-23', '12:00', { day: TEST_DRIVE_DAY_MESSAGE }],
  ['a Sunday (closed)', '2026-11-29', '12:00', { day: TEST_DRIVE_DAY_MESSAGE }],
  ['14 days ahead, past the two weeks', '2026-12-08', '09:00', { day: TEST_DRIVE_DAY_MESSAGE }],
])('%s: %s %s', (_name, day, time, expected) => {
  expect(testDriveSlotErrors(day, time, context)).toEqual(expected);
});
