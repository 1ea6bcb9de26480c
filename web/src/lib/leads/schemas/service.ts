/** SERVICE: a service appointment request (service appointment). */
import { z } from 'zod';

import { normaliseVin, vinError } from '@/lib/offers/vin';
import { isLeadPhone } from '@/lib/phone/format';

import { EMAIL_PATTERN } from '../email-pattern';
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  MAKE_MESSAGE,
  MILEAGE_MESSAGE,
  MODEL_MESSAGE,
  REQUIRED_MESSAGE,
  YEAR_MESSAGE,
} from '../messages';
import {
  customerShape,
  EMAIL_MAX_LENGTH,
  leadMetaShape,
  mileageRule,
  NAME_MAX_LENGTH,
  optionalMessage,
  optionalNumber,
  optionalText,
  PHONE_MAX_LENGTH,
  requiredDate,
  requiredTime,
  SHORT_TEXT_MAX_LENGTH,
  tooLongMessage,
  vehicleYearRule,
} from './common';

/** Who the appointment is for ("personal or business"). */
export const APPOINTMENT_FOR = ['personal', 'business'] as const;
export type AppointmentFor = (typeof APPOINTMENT_FOR)[number];

/** The business contact fields (service appointment business); required only for a business. */
export const BUSINESS_CONTACT_FIELDS = [
  'businessName',
  'contactName',
  'contactTitle',
  'contactPhone',
  'contactEmail',
] as const;

/**
 * The vehicle ("year/make/model/mileage or VIN"): year, make and model, or a VIN in their place (see
 * requireVehicle). Kept apart from the other fields: serviceVehicleSchema checks it on its own.
 */
export const serviceVehicleShape = {
  year: optionalNumber(YEAR_MESSAGE, vehicleYearRule),
  make: optionalText(),
  model: optionalText(),
  mileage: optionalNumber(MILEAGE_MESSAGE, mileageRule),
  /** Upper case without spaces or dashes, so it may be typed as printed on a title. */
  vin: optionalText(40).transform((vin) => (vin === undefined ? undefined : normaliseVin(vin))),
};

/** The other fields; kept as a shape so the /service/schedule schema can add its own before the business rule. */
export const serviceFormShape = {
  ...customerShape,
  /** YYYY-MM-DD and HH:mm of the wished-for drop-off. */
  appointmentDate: requiredDate(),
  appointmentTime: requiredTime(),
  /** Op codes or names of the services asked for. */
  services: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(SHORT_TEXT_MAX_LENGTH, { error: tooLongMessage(SHORT_TEXT_MAX_LENGTH) }),
    )
    .max(20)
    .optional(),
  /** Personal (default) or business appointment; a business one names the company and its contact. */
  appointmentFor: z.enum(APPOINTMENT_FOR, { error: REQUIRED_MESSAGE }).optional(),
  businessName: optionalText(),
  contactName: optionalText(NAME_MAX_LENGTH),
  contactTitle: optionalText(),
  contactPhone: optionalText(PHONE_MAX_LENGTH, 'the phone number'),
  contactEmail: optionalText(EMAIL_MAX_LENGTH, 'the e-mail address'),
  message: optionalMessage(),
  /** The service offer booked from ("Name (offer-id)"): set by the schedule action after looking the offer up. */
  offer: optionalText(),
  /** The appointment number the visitor was given (SA-…): set by the schedule action once the slot is held. */
  appointmentNumber: optionalText(20),
  ...leadMetaShape,
};

type BusinessContact = { appointmentFor?: AppointmentFor } & Partial<
  Record<(typeof BUSINESS_CONTACT_FIELDS)[number], string | undefined>
>;

/**
 * A business appointment needs every business contact field (field messages: required, e-mail and phone formats);
 * a personal one ignores them.
 */
export function requireBusinessContact(values: BusinessContact, ctx: z.RefinementCtx): void {
  if (values.appointmentFor !== 'business') return;
  for (const field of BUSINESS_CONTACT_FIELDS) {
    const value = values[field];
    if (typeof value !== 'string' || value.trim() === '')
      ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED_MESSAGE });
  }
  if (values.contactPhone && !isLeadPhone(values.contactPhone))
    ctx.addIssue({ code: 'custom', path: ['contactPhone'], message: INVALID_PHONE_MESSAGE });
  if (values.contactEmail && !EMAIL_PATTERN.test(values.contactEmail))
    ctx.addIssue({ code: 'custom', path: ['contactEmail'], message: INVALID_EMAIL_MESSAGE });
}

interface VehicleAnswers {
  year?: unknown;
  make?: unknown;
  model?: unknown;
  vin?: unknown;
}

/**
 * The vehicle is the year, make and model (field messages), or a VIN with a valid check digit in their place. A typed
 * VIN must be valid; without one, the year, make and model are each required. (A year that failed its own check is
 * not `undefined`, so it is not reported twice.)
 */
export function requireVehicle(values: VehicleAnswers, ctx: z.RefinementCtx): void {
  if (typeof values.vin === 'string') {
    const message = vinError(values.vin);
    if (message) ctx.addIssue({ code: 'custom', path: ['vin'], message });
    return;
  }
  if (values.year === undefined) ctx.addIssue({ code: 'custom', path: ['year'], message: YEAR_MESSAGE });
  if (values.make === undefined) ctx.addIssue({ code: 'custom', path: ['make'], message: MAKE_MESSAGE });
  if (values.model === undefined) ctx.addIssue({ code: 'custom', path: ['model'], message: MODEL_MESSAGE });
}

/**
 * The vehicle fields with their rule, for intersecting with the rest of a form. On its own side of the
 * intersection the rule still runs when another field stopped the form's refinements (a blank name aborts them),
 * so every missing answer is reported at once. Both sides are strict: an intersection reports a key only when
 * both reject it, so unknown keys are still refused.
 */
export const serviceVehicleSchema = z.strictObject(serviceVehicleShape).superRefine(requireVehicle, {
  // A year or mileage that failed its own check does not stop the rule (the rule skips such a value).
  when: (payload) => typeof payload.value === 'object' && payload.value !== null,
});

export const serviceFormSchema = z.intersection(
  z.strictObject(serviceFormShape).superRefine(requireBusinessContact),
  serviceVehicleSchema,
);

export type ServiceFormValues = z.output<typeof serviceFormSchema>;
