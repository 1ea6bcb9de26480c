/** The reschedule form (shared by the form and the server): appointment number, the booking's phone, the new slot. */
import '@/lib/zod-jitless';
import { z } from 'zod';

import { leadPhoneField, requiredText } from '../leads/fields';
import { requiredDate, requiredTime } from '../leads/schemas/common';
import { APPOINTMENT_ID_PATTERN, RESCHEDULE_MESSAGES } from './constants';

export const rescheduleSchema = z.strictObject({
  appointmentId: requiredText(RESCHEDULE_MESSAGES.appointmentId)
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(APPOINTMENT_ID_PATTERN, { error: RESCHEDULE_MESSAGES.appointmentId })),
  phone: leadPhoneField(),
  appointmentDate: requiredDate(),
  appointmentTime: requiredTime(),
});
