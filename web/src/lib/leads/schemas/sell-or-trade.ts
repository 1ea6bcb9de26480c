/** SELL_OR_TRADE: the visitor's car (make, model, year, mileage with the field messages) and the offer taken, if any. */
import { z } from 'zod';

import { PRICE_MESSAGE } from '../messages';
import {
  addressSchema,
  customerShape,
  leadMetaShape,
  optionalBoolean,
  optionalMessage,
  optionalNumber,
  optionalText,
  ownVehicleShape,
  priceRule,
} from './common';

export const SELL_OFFER_KINDS = ['cashNow', 'moreCashLater'] as const;

export const sellOrTradeFormSchema = z.strictObject({
  ...customerShape,
  ...ownVehicleShape,
  vin: optionalText(17),
  trim: optionalText(),
  exteriorColor: optionalText(),
  /** The offer amount the visitor accepted, or the price they ask. */
  price: optionalNumber(PRICE_MESSAGE, priceRule),
  offerId: optionalText(100),
  offerKind: z.enum(SELL_OFFER_KINDS).optional(),
  /** true: trade toward a purchase; false or absent: sell outright. */
  tradeIn: optionalBoolean(),
  address: addressSchema.optional(),
  message: optionalMessage(),
  ...leadMetaShape,
});

export type SellOrTradeFormValues = z.output<typeof sellOrTradeFormSchema>;
