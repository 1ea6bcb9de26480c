/**
 * `POST /api/offers` body (strict): the vehicle by VIN or by year/make/model, mileage, optional ZIP, the answers and
 * optionally the visitor's contact details (contact-schema.ts).
 * Pure; field errors are keyed by dotted path (`vehicle.vin`, `mileage`, `answers.201`).
 */
import '@/lib/zod-jitless';
import { z } from 'zod';

import { fieldErrorsOf } from '../leads/field-errors';
import { tooLongMessage } from '../leads/schemas/common';
import { offerContactSchema } from './contact-schema';
import {
  ANSWERS_MESSAGE,
  MILEAGE_MESSAGE,
  NAME_MESSAGE,
  VEHICLE_MESSAGE,
  YEAR_MESSAGE,
  ZIP_MESSAGE,
} from './request-messages';
import { normaliseVin, vinError } from './vin';

export {
  ANSWERS_MESSAGE,
  MILEAGE_MESSAGE,
  NAME_MESSAGE,
  VEHICLE_MESSAGE,
  YEAR_MESSAGE,
  ZIP_MESSAGE,
} from './request-messages';
export { UNKNOWN_FIELD_MESSAGE } from '../leads/field-errors';

const name = z.string({ error: NAME_MESSAGE }).trim().min(1, NAME_MESSAGE).max(60, NAME_MESSAGE);

const byModel = z.strictObject({
  year: z.number({ error: YEAR_MESSAGE }).int(YEAR_MESSAGE).min(1981, YEAR_MESSAGE).max(2100, YEAR_MESSAGE),
  make: name,
  model: name,
  trim: name.nullish(),
});

const byVin = z.strictObject({
  vin: z
    .string({ error: 'Enter the VIN.' })
    .transform(normaliseVin)
    .superRefine((vin, ctx) => {
      const message = vinError(vin);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
});

const answerValue = z.union([
  z.string().max(2000, { error: tooLongMessage(2000) }),
  z.array(z.string().max(200, { error: tooLongMessage(200) })).max(20, { error: ANSWERS_MESSAGE }),
]);

export const offerRequestSchema = z.strictObject({
  vehicle: z.union([byVin, byModel], { error: VEHICLE_MESSAGE }),
  mileage: z
    .number({ error: MILEAGE_MESSAGE })
    .int(MILEAGE_MESSAGE)
    .min(0, MILEAGE_MESSAGE)
    .max(999_999, MILEAGE_MESSAGE),
  zip: z
    .string({ error: ZIP_MESSAGE })
    .trim()
    .regex(/^\d{5}$/, ZIP_MESSAGE)
    .nullish(),
  answers: z.record(z.string().regex(/^\d{1,4}$/), answerValue, { error: ANSWERS_MESSAGE }),
  /** With contact details the quote is also a SELL_OR_TRADE lead (status new). */
  contact: offerContactSchema.optional(),
});

export type OfferRequest = z.infer<typeof offerRequestSchema>;
export type OfferVehicleRequest = OfferRequest['vehicle'];

export type ParsedOfferRequest = { ok: true; value: OfferRequest } | { ok: false; errors: Record<string, string> };

/** Parses a body; the first message per field wins. An object with a `vin` key is judged as a VIN request. */
export function parseOfferRequest(body: unknown): ParsedOfferRequest {
  const vehicle = (body as { vehicle?: unknown } | null)?.vehicle;
  const vinRequest = typeof vehicle === 'object' && vehicle !== null && 'vin' in vehicle;
  const schema = vinRequest ? offerRequestSchema.extend({ vehicle: byVin }) : offerRequestSchema;
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: fieldErrorsOf(result.error, 'form') };
}
