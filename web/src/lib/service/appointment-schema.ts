/**
 * The /service/schedule form: the SERVICE lead's fields (lib/leads/schemas/service.ts, the fixed field messages) plus the
 * store the appointment is for, and at least one service. Shared by the form and the server action; the slot
 * itself (store hours, timezone, capacity) is checked by slots.ts and the appointment store, which need data.
 */
import '@/lib/zod-jitless';
import { z } from 'zod';

import { requireBusinessContact, serviceFormShape, serviceVehicleSchema } from '../leads/schemas/service';
import { optionalText, requiredShortText, SHORT_TEXT_MAX_LENGTH, tooLongMessage } from '../leads/schemas/common';
import { SLOT_MESSAGES } from './constants';

/** Not in the spec: a booking without any service. */
export const SERVICES_REQUIRED_MESSAGE = 'Please choose at least one service.';

/**
 * The SERVICE lead's `offer` line and appointment number are the action's to write (from the looked-up offer and
 * the held slot), never the visitor's.
 */
const { offer: _offer, appointmentNumber: _appointmentNumber, ...visitorShape } = serviceFormShape;
void _offer;
void _appointmentNumber;

export const serviceAppointmentSchema = z.intersection(
  z
    .strictObject({
      ...visitorShape,
      /** `?offer=<offerId>` of a running service offer (looked up again when booking). */
      offerId: optionalText(100),
      /** CMS store id of a store with a service department. */
      storeId: requiredShortText(SLOT_MESSAGES.store, 60),
      /** Op codes of the chosen popular services (CMS `serviceItem.opCode`). */
      services: z
        .array(
          z
            .string()
            .trim()
            .min(1)
            .max(SHORT_TEXT_MAX_LENGTH, { error: tooLongMessage(SHORT_TEXT_MAX_LENGTH) }),
          {
            error: SERVICES_REQUIRED_MESSAGE,
          },
        )
        .min(1, { error: SERVICES_REQUIRED_MESSAGE })
        .max(20, { error: 'Choose at most 20 services.' }),
    })
    .superRefine(requireBusinessContact),
  // The vehicle (year/make/model or VIN) is its own side so its rule reports alongside the other fields' errors.
  serviceVehicleSchema,
);

export type ServiceAppointmentInput = z.input<typeof serviceAppointmentSchema>;
export type ServiceAppointmentValues = z.output<typeof serviceAppointmentSchema>;
