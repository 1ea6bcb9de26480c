/**
 * The server's check of a test-drive request: the day must be one the dialog offers (within the next
 * two weeks, the store open) and the time one of that day's free 30-minute slots. The dialog only offers such slots;
 * this stops a stale dialog (a slot that has started since) or a direct `POST /api/leads` from booking outside them.
 */
import { testDriveDays, testDriveTimes, type SlotContext } from './slots';

export const TEST_DRIVE_DAY_MESSAGE = 'Please choose one of the days we are open in the next two weeks.';
export const TEST_DRIVE_TIME_MESSAGE = 'This time is no longer available. Please choose another time.';

export function testDriveSlotErrors(
  day: string,
  time: string,
  context: SlotContext,
): { day?: string; time?: string } | null {
  if (!testDriveDays(context).some((choice) => choice.date === day)) return { day: TEST_DRIVE_DAY_MESSAGE };
  if (!testDriveTimes(day, context).some((choice) => choice.value === time)) return { time: TEST_DRIVE_TIME_MESSAGE };
  return null;
}
