/** SCHEDULE_TEST_DRIVE (test drive flow: day, time, confirm details, schedule). */
import { z } from 'zod';

import {
  customerShape,
  leadMetaShape,
  optionalMessage,
  requiredDate,
  requiredTime,
  vehicleOfInterestSchema,
} from './common';

export const testDriveFormSchema = z.strictObject({
  ...customerShape,
  vehicle: vehicleOfInterestSchema,
  /** YYYY-MM-DD. */
  day: requiredDate(),
  /** HH:mm, the store's local time. */
  time: requiredTime(),
  message: optionalMessage(),
  ...leadMetaShape,
});

export type TestDriveFormValues = z.output<typeof testDriveFormSchema>;
