/** SERVICE: a service appointment request (spec §3 service appointment). */
import { z } from 'zod';

import { MAKE_MESSAGE, MILEAGE_MESSAGE, MODEL_MESSAGE, YEAR_MESSAGE } from '../messages';
import {
  customerShape,
  leadMetaShape,
  mileageRule,
  optionalMessage,
  optionalNumber,
  optionalText,
  requiredDate,
  requiredNumber,
  requiredShortText,
  requiredTime,
  SHORT_TEXT_MAX_LENGTH,
  TOO_LONG_MESSAGE,
  vehicleYearRule,
} from './common';

export const serviceFormSchema = z.strictObject({
  ...customerShape,
  /** YYYY-MM-DD and HH:mm of the wished-for drop-off. */
  appointmentDate: requiredDate(),
  appointmentTime: requiredTime(),
  /** Op codes or names of the services asked for. */
  services: z
    .array(z.string().trim().min(1).max(SHORT_TEXT_MAX_LENGTH, { error: TOO_LONG_MESSAGE }))
    .max(20)
    .optional(),
  year: requiredNumber(YEAR_MESSAGE, vehicleYearRule),
  make: requiredShortText(MAKE_MESSAGE),
  model: requiredShortText(MODEL_MESSAGE),
  mileage: optionalNumber(MILEAGE_MESSAGE, mileageRule),
  vin: optionalText(17),
  /** Personal or business appointment; a business one names the company. */
  businessName: optionalText(),
  message: optionalMessage(),
  ...leadMetaShape,
});

export type ServiceFormValues = z.output<typeof serviceFormSchema>;
