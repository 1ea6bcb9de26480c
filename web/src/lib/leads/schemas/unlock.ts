/** The unlock popups ("Unlock Vehicle Inventory", the personalise-price flow): the visitor, and the vehicle if any. */
import { z } from 'zod';

import {
  customerShape,
  emailDataField,
  optionalChoice,
  INVALID_NUMBER_MESSAGE,
  leadMetaShape,
  moneyRule,
  optionalBoolean,
  optionalMessage,
  optionalNumber,
  vehicleOfInterestSchema,
} from './common';

/** UNLOCK_INVENTORY: grants the private inventory ('Access Granted! Welcome to the private inventory.'). */
export const unlockInventoryFormSchema = z.strictObject({
  ...customerShape,
  vehicle: vehicleOfInterestSchema.optional(),
  message: optionalMessage(),
  emailData: emailDataField(),
  ...leadMetaShape,
});

/** Price-personalisation inputs: down payment, trading in, trade equity, credit score range. */
export const CREDIT_SCORE_LABELS = ['Bad', 'Okay', 'Good', 'Great'] as const;
export type CreditScoreLabel = (typeof CREDIT_SCORE_LABELS)[number];

/** UNLOCK_PRICE: the personalised price of one vehicle. */
export const unlockPriceFormSchema = z.strictObject({
  ...customerShape,
  vehicle: vehicleOfInterestSchema.optional(),
  downPayment: optionalNumber(INVALID_NUMBER_MESSAGE, moneyRule),
  tradingIn: optionalBoolean(),
  tradeEquity: optionalNumber(INVALID_NUMBER_MESSAGE, { min: -1_000_000, max: 1_000_000 }),
  creditScore: optionalChoice(CREDIT_SCORE_LABELS),
  message: optionalMessage(),
  ...leadMetaShape,
});

export type UnlockInventoryFormValues = z.output<typeof unlockInventoryFormSchema>;
export type UnlockPriceFormValues = z.output<typeof unlockPriceFormSchema>;
