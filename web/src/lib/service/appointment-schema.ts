/**
 * The /service/schedule form: the SERVICE lead's fields (lib/leads/schemas/service.ts, spec §5 messages) plus the
 * store the appointment is for, and at least one service. Shared by the form and the server action; the slot
 * itself (store hours, timezone, capacity) is checked by slots.ts and the appointment store, which need data.
 */
import { z } from 'zod';

import { requireBusinessContact, serviceFormShape } from '../leads/schemas/service';
import { requiredShortText, SHORT_TEXT_MAX_LENGTH, TOO_LONG_MESSAGE } from '../leads/schemas/common';
import { SLOT_MESSAGES } from './constants';

/** Not in the spec: a booking without any service. */
export const SERVICES_REQUIRED_MESSAGE = 'Please choose at least one service.';

export const serviceAppointmentSchema = z
  .strictObject({
    ...serviceFormShape,
    /** CMS store id of a store with a service department. */
    storeId: requiredShortText(SLOT_MESSAGES.store, 60),
    /** Op codes of the chosen popular services (CMS `serviceItem.opCode`). */
    services: z
      .array(z.string().trim().min(1).max(SHORT_TEXT_MAX_LENGTH, { error: TOO_LONG_MESSAGE }), {
        error: SERVICES_REQUIRED_MESSAGE,
      })
      .min(1, { error: SERVICES_REQUIRED_MESSAGE })
      .max(20, { error: TOO_LONG_MESSAGE }),
  })
  .superRefine(requireBusinessContact);

export type ServiceAppointmentInput = z.input<typeof serviceAppointmentSchema>;
export type ServiceAppointmentValues = z.output<typeof serviceAppointmentSchema>;
