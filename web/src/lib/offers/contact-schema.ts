/**
 * The visitor's contact details sent with a quote (`POST /api/offers` `contact`): the lead form rules
 * (first/last name, e-mail, phone required with the field messages) plus what the sell flow collected about the car.
 * With contact details the quote becomes a SELL_OR_TRADE lead. Pure and strict: unknown keys fail.
 */
import '@/lib/zod-jitless';
import { z } from 'zod';

import { customerShape, optionalBoolean, optionalMessage, optionalText, tooLongMessage } from '../leads/schemas/common';

/** Not in the spec: a two-letter US state for the licence plate. */
export const PLATE_STATE_MESSAGE = 'Choose the state of the licence plate.';
/** Not in the spec: more options than any real car has. */
export const OPTIONS_MESSAGE = 'Choose at most 30 options.';

export const offerContactSchema = z.strictObject({
  ...customerShape,
  exteriorColor: optionalText(60),
  options: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(80, { error: tooLongMessage(80) }),
      { error: OPTIONS_MESSAGE },
    )
    .max(30, OPTIONS_MESSAGE)
    .optional(),
  plate: optionalText(10),
  state: z
    .string({ error: PLATE_STATE_MESSAGE })
    .trim()
    .regex(/^[A-Za-z]{2}$/, PLATE_STATE_MESSAGE)
    .transform((value) => value.toUpperCase())
    .optional(),
  /** true: trade toward a purchase; absent or false: sell outright. */
  tradeIn: optionalBoolean(),
  message: optionalMessage(),
});

export type OfferContact = z.output<typeof offerContactSchema>;
