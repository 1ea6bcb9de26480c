/**
 * DEAL_SHEET: the shopper's deal sheet sent to the car's store (docs/deal-sheet.md#sending-it-to-the-store). The
 * browser sends the car and the shopper's terms only; the server works the numbers out again from the car, its
 * store's settings and the stored offer, so the store gets the figures the site stands behind.
 */
import { z } from 'zod';

import {
  DEAL_CREDIT_MESSAGE,
  DEAL_DOWN_PAYMENT_MESSAGE,
  DEAL_ESTIMATE_MESSAGE,
  DEAL_OFFER_MESSAGE,
  DEAL_PAYOFF_MESSAGE,
  DEAL_TERM_MESSAGE,
  DEAL_TRADE_IN_MESSAGE,
  DEAL_VIN_MESSAGE,
} from '../../deal/messages';
import { isOfferId } from '../../offers/offer-response';
import { customerShape, leadMetaShape, optionalMessage, optionalNumber, requiredNumber } from './common';

/** Dollar amounts a shopper may type for a down payment, a trade-in's value or its payoff. */
const DEAL_MONEY_RULE = { min: 0, max: 1_000_000 };

export const DEAL_CREDIT_BANDS = ['Great', 'Good', 'Okay', 'Bad'] as const;
export const DEAL_TRADE_IN_SOURCES = ['none', 'offer', 'estimate'] as const;
const TERMS = [12, 24, 36, 48, 60, 72];
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

export const dealSheetFormSchema = z
  .strictObject({
    ...customerShape,
    vin: z.string({ error: DEAL_VIN_MESSAGE }).trim().toUpperCase().regex(VIN, { error: DEAL_VIN_MESSAGE }),
    downPayment: requiredNumber(DEAL_DOWN_PAYMENT_MESSAGE, DEAL_MONEY_RULE),
    creditBand: z.enum(DEAL_CREDIT_BANDS, { error: DEAL_CREDIT_MESSAGE }),
    termMonths: requiredNumber(DEAL_TERM_MESSAGE, { min: 12, max: 72, integer: true }).refine(
      (months) => TERMS.includes(months),
      { error: DEAL_TERM_MESSAGE },
    ),
    tradeIn: z.enum(DEAL_TRADE_IN_SOURCES, { error: DEAL_TRADE_IN_MESSAGE }),
    offerId: z
      .string({ error: DEAL_OFFER_MESSAGE })
      .trim()
      .toLowerCase()
      .max(100, { error: DEAL_OFFER_MESSAGE })
      .optional(),
    tradeInEstimate: optionalNumber(DEAL_ESTIMATE_MESSAGE, DEAL_MONEY_RULE),
    tradeInPayoff: optionalNumber(DEAL_PAYOFF_MESSAGE, DEAL_MONEY_RULE),
    message: optionalMessage(),
    ...leadMetaShape,
  })
  .superRefine((values, ctx) => {
    if (values.tradeIn === 'offer' && !(values.offerId && isOfferId(values.offerId))) {
      ctx.addIssue({ code: 'custom', path: ['offerId'], message: DEAL_OFFER_MESSAGE });
    }
    if (values.tradeIn === 'estimate' && values.tradeInEstimate === undefined) {
      ctx.addIssue({ code: 'custom', path: ['tradeInEstimate'], message: DEAL_ESTIMATE_MESSAGE });
    }
  });

export type DealSheetFormValues = z.output<typeof dealSheetFormSchema>;
