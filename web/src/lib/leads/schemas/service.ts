/** SERVICE: a service appointment request (spec §3 service appointment). */
import { z } from 'zod';

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

/** Who the appointment is for (spec §3 "personal or business"). */
export const APPOINTMENT_FOR = ['personal', 'business'] as const;
export type AppointmentFor = (typeof APPOINTMENT_FOR)[number];

/** The business contact fields (spec §3 service appointment business); required only for a business. */
export const BUSINESS_CONTACT_FIELDS = [
  'businessName',
  'contactName',
  'contactTitle',
  'contactPhone',
  'contactEmail',
] as const;

/** The fields; kept as a shape so the /service/schedule schema can add its own before the business rule. */
export const serviceFormShape = {
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
  /** Personal (default) or business appointment; a business one names the company and its contact. */
  appointmentFor: z.enum(APPOINTMENT_FOR, { error: REQUIRED_MESSAGE }).optional(),
  businessName: optionalText(),
  contactName: optionalText(),
  contactTitle: optionalText(),
  contactPhone: optionalText(40),
  contactEmail: optionalText(254),
  message: optionalMessage(),
  ...leadMetaShape,
};

type BusinessContact = { appointmentFor?: AppointmentFor } & Partial<
  Record<(typeof BUSINESS_CONTACT_FIELDS)[number], string | undefined>
>;

/**
 * A business appointment needs every business contact field (§5 messages: required, e-mail and phone formats);
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

export const serviceFormSchema = z.strictObject(serviceFormShape).superRefine(requireBusinessContact);

export type ServiceFormValues = z.output<typeof serviceFormSchema>;
