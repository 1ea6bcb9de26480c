/** APPLY_FINANCING: the short pre-approval form (pre-approval in under 60 seconds, no credit impact). */
import { z } from 'zod';

import {
  customerShape,
  INVALID_NUMBER_MESSAGE,
  leadMetaShape,
  moneyRule,
  optionalBoolean,
  optionalChoice,
  optionalMessage,
  optionalNumber,
  vehicleOfInterestSchema,
} from './common';
import { CREDIT_SCORE_LABELS } from './unlock';

export const applyFinancingFormSchema = z.strictObject({
  ...customerShape,
  vehicle: vehicleOfInterestSchema.optional(),
  downPayment: optionalNumber(INVALID_NUMBER_MESSAGE, moneyRule),
  monthlyIncome: optionalNumber(INVALID_NUMBER_MESSAGE, moneyRule),
  creditScore: optionalChoice(CREDIT_SCORE_LABELS),
  tradeIn: optionalBoolean(),
  message: optionalMessage(),
  ...leadMetaShape,
});

export type ApplyFinancingFormValues = z.output<typeof applyFinancingFormSchema>;
