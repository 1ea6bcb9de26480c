/** Sell/trade pricing: pure rules over whole dollars. */
export * from './constants';
export {
  computeOffers,
  PricingInputError,
  profitSharingBreakdown,
  profitSharingOffer,
  vehicleBringInReasons,
} from './compute-offers';
export type { Condition } from './compute-offers';
export {
  deductionAmount,
  deductionApplies,
  firstApplicableDeduction,
  roundDollars,
  ruleHolds,
} from './deduction-rules';
export type { RuleFacts } from './deduction-rules';
export { expiresAt, isOfferExpired } from './expiry';
export {
  ANSWER_NOT_LISTED_MESSAGE,
  ANSWER_REQUIRED_MESSAGE,
  ANSWER_SINGLE_MESSAGE,
  answerValues,
  isQuestionVisible,
  relevantAnswers,
  validateAnswers,
  visibleQuestionIds,
  visibleQuestions,
} from './questionnaire';
export type * from './types';
export { canonicalName, currentYear, excludedMake, excludedModel, isGermanMake, vehicleAge } from './vehicle-rules';
