/**
 * `POST /api/offers/{id}/accept` body (strict): which offer the visitor takes (or, for a bring-in result, that they
 * want to bring the car in), an optional competing offer we should beat, and when they would like to come in.
 * Pure; field errors are keyed by field name, one message each.
 */
import { z } from 'zod';

import { fieldErrorsOf } from '../leads/field-errors';
import { isCalendarDate, optionalNumber, optionalText } from '../leads/schemas/common';
import { offerContactSchema } from './contact-schema';

export const ACCEPT_OFFER_KINDS = ['cashNow', 'moreCashLater', 'bringIn'] as const;
export type AcceptOfferKind = (typeof ACCEPT_OFFER_KINDS)[number];
export const PREFERRED_TIMES = ['morning', 'afternoon', 'evening'] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];

/** Not in the spec: no offer chosen. */
export const OFFER_KIND_MESSAGE = 'Choose the offer you want to accept.';
/** Not in the spec: the competing offer is not an amount in dollars. */
export const COMPETING_OFFER_MESSAGE = 'Enter the competing offer in whole dollars, for example 15000.';
/** Not in the spec: a preferred day that is not a date. */
export const PREFERRED_DATE_MESSAGE = 'Please enter a valid date';
/** Not in the spec: a preferred time outside the listed ones. */
export const PREFERRED_TIME_MESSAGE = 'Choose morning, afternoon or evening.';

export const acceptOfferSchema = z.strictObject({
  offerKind: z.enum(ACCEPT_OFFER_KINDS, { error: OFFER_KIND_MESSAGE }),
  competingOffer: optionalNumber(COMPETING_OFFER_MESSAGE, { min: 1, max: 1_000_000, integer: true }),
  preferredDate: optionalText(10).refine((value) => value === undefined || isCalendarDate(value), {
    error: PREFERRED_DATE_MESSAGE,
  }),
  preferredTime: z.enum(PREFERRED_TIMES, { error: PREFERRED_TIME_MESSAGE }).optional(),
  /** Only needed when the quote was made without contact details (no lead yet). */
  contact: offerContactSchema.optional(),
});

export type AcceptOfferInput = z.input<typeof acceptOfferSchema>;
export type AcceptOffer = z.output<typeof acceptOfferSchema>;

export type ParsedAcceptOffer = { ok: true; value: AcceptOffer } | { ok: false; errors: Record<string, string> };

export function parseAcceptOffer(body: unknown): ParsedAcceptOffer {
  const result = acceptOfferSchema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: fieldErrorsOf(result.error, 'form') };
}
