/**
 * The two sell/trade offers: an instant cash offer and, for vehicles ten or more model
 * years old, a profit-sharing offer; or "bring it in" with the reasons. Pure, whole dollars, `today` injected. Rules: docs/pricing.md.
 */
import {
  ADVERTISING_MIN,
  ADVERTISING_PERCENT,
  CONDITION_PRICE_KEYS,
  CONDITION_QUESTION_ID,
  GERMAN_MAKE_FACTOR,
  LOW_VALUE_FACTOR,
  LOW_VALUE_ROUGH_THRESHOLD,
  MAX_AGE_YEARS,
  MAX_CASH_OFFER,
  MAX_MILEAGE,
  MIN_AGE_YEARS,
  MIN_OFFER,
  PROFIT_SHARING_MIN_AGE_YEARS,
  RECONDITIONING_MIN,
  RECONDITIONING_PERCENT,
  RESERVE_CHECK_PERCENT,
} from './constants';
import { deductionAmount, firstApplicableDeduction, roundDollars, type RuleFacts } from './deduction-rules';
import { relevantAnswers, validateAnswers, visibleQuestions } from './questionnaire';
import type {
  AppliedDeduction,
  CashAdjustment,
  DeductionData,
  OfferAmounts,
  OffersResult,
  PricingInput,
  ProfitSharingBreakdown,
} from './types';
import { excludedMake, excludedModel, isGermanMake, vehicleAge } from './vehicle-rules';

/** Thrown for answers that fail `validateAnswers` (the API validates first and answers 400). */
export class PricingInputError extends Error {
  constructor(readonly fieldErrors: Record<string, string>) {
    super(
      `Invalid answers: ${Object.entries(fieldErrors)
        .map(([id, message]) => `${id}: ${message}`)
        .join('; ')}`,
    );
    this.name = 'PricingInputError';
  }
}

export type Condition = keyof typeof CONDITION_PRICE_KEYS;

const isCondition = (value: string | undefined): value is Condition =>
  value !== undefined && Object.hasOwn(CONDITION_PRICE_KEYS, value);

const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

function describeBasis(deduction: DeductionData, initPrice: number): string {
  const parts: string[] = [];
  if (deduction.percent) parts.push(`${deduction.percent}% of ${dollars(initPrice)}`);
  if (deduction.amount) parts.push(deduction.percent ? dollars(deduction.amount) : `${dollars(deduction.amount)} flat`);
  return parts.join(' + ');
}

/** The bring-in reasons that depend on the vehicle alone, in a stable order. */
export function vehicleBringInReasons(vehicle: PricingInput['vehicle'], today: Date): string[] {
  const reasons: string[] = [];
  const age = vehicleAge(vehicle.year, today);
  if (age >= MAX_AGE_YEARS)
    reasons.push(
      `A ${vehicle.year} model is ${age} years old; we appraise vehicles ${MAX_AGE_YEARS} or more years old in person.`,
    );
  if (age < MIN_AGE_YEARS)
    reasons.push(`A ${vehicle.year} model is less than a year old; we appraise nearly new vehicles in person.`);
  const make = excludedMake(vehicle.make);
  if (make) reasons.push(`We appraise every ${make} in person.`);
  const model = excludedModel(vehicle.model);
  if (model) reasons.push(`We appraise every ${model} in person.`);
  if (vehicle.mileage >= MAX_MILEAGE)
    reasons.push(
      `With ${vehicle.mileage.toLocaleString('en-US')} miles it needs an in-person appraisal (${MAX_MILEAGE.toLocaleString('en-US')} miles or more).`,
    );
  return reasons;
}

export function computeOffers(input: PricingInput): OffersResult {
  const { vehicle, valuation, questionnaire, today } = input;
  const errors = validateAnswers(questionnaire, input.answers);
  if (Object.keys(errors).length > 0) throw new PricingInputError(errors);
  const answers = relevantAnswers(questionnaire, input.answers);
  const condition = answers[CONDITION_QUESTION_ID]?.[0];
  if (!isCondition(condition))
    throw new PricingInputError({ [CONDITION_QUESTION_ID]: 'Choose the overall condition.' });

  const initPrice = valuation[CONDITION_PRICE_KEYS[condition]];
  const facts: RuleFacts = {
    initPrice,
    mileage: vehicle.mileage,
    model_year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
  };

  const reasons = vehicleBringInReasons(vehicle, today);
  const deductions: AppliedDeduction[] = [];
  for (const question of visibleQuestions(questionnaire, answers)) {
    const questionId = question.questionId ?? '';
    for (const value of answers[questionId] ?? []) {
      const answer = (question.answers ?? []).find((item) => item.value === value);
      if (!answer) continue;
      const label = `${question.text ?? questionId} ${answer.label ?? value}`;
      if (answer.bringIn) reasons.push(answer.bringInReason?.trim() || label);
      const deduction = firstApplicableDeduction(answer.deductions, facts);
      if (!deduction) continue;
      const amount = deductionAmount(deduction, initPrice);
      if (amount > 0)
        deductions.push({
          questionId,
          answer: value,
          amount,
          reason: `${label} (${describeBasis(deduction, initPrice)})`,
        });
    }
  }
  const totalDeductions = deductions.reduce((sum, item) => sum + item.amount, 0);

  // Cash: apply the factors unrounded, round once; the adjustments are the differences of the rounded stages.
  const afterDeductions = initPrice - totalDeductions;
  const stages: { reason: string; factor: number }[] = [];
  if (isGermanMake(vehicle.make))
    stages.push({ reason: `German make (${vehicle.make}): −${pct(GERMAN_MAKE_FACTOR)}%`, factor: GERMAN_MAKE_FACTOR });
  if (valuation.adjusted_whole_rough < LOW_VALUE_ROUGH_THRESHOLD)
    stages.push({
      reason: `Wholesale value below ${dollars(LOW_VALUE_ROUGH_THRESHOLD)}: −${pct(LOW_VALUE_FACTOR)}%`,
      factor: LOW_VALUE_FACTOR,
    });
  const cashAdjustments: CashAdjustment[] = [];
  let running = afterDeductions;
  for (const stage of stages) {
    const next = running * stage.factor;
    cashAdjustments.push({ reason: stage.reason, amount: roundDollars(running) - roundDollars(next) });
    running = next;
  }
  const cash = roundDollars(running);
  if (cash < MIN_OFFER)
    reasons.push(`The cash offer would be below ${dollars(MIN_OFFER)}, so we need to see the vehicle.`);
  if (cash > MAX_CASH_OFFER)
    reasons.push(
      `The cash offer would be above ${dollars(MAX_CASH_OFFER)}; we appraise vehicles of that value in person.`,
    );

  if (reasons.length > 0)
    return {
      cashNow: null,
      moreCashLater: null,
      bringIn: { reasons },
      deductions: [],
      basePrice: null,
      cashAdjustments: [],
      profitSharing: null,
    };

  const profitSharing =
    vehicleAge(vehicle.year, today) >= PROFIT_SHARING_MIN_AGE_YEARS
      ? profitSharingBreakdown(valuation.adjusted_retail_avg, totalDeductions)
      : null;
  const moreCashLater = profitSharing && profitSharing.net >= MIN_OFFER ? profitSharingOffer(profitSharing.net) : null;

  return {
    cashNow: { initPrice: cash, additionalPayments: 0, finalPrice: cash },
    moreCashLater,
    bringIn: null,
    deductions,
    basePrice: initPrice,
    cashAdjustments,
    profitSharing: moreCashLater ? profitSharing : null,
  };
}

const pct = (factor: number) => Math.round((1 - factor) * 100);

/** Expected sale = retail − deductions; net = sale − reconditioning − advertising. */
export function profitSharingBreakdown(retailValue: number, totalDeductions: number): ProfitSharingBreakdown {
  const expectedSale = retailValue - totalDeductions;
  const reconditioning = Math.max(RECONDITIONING_MIN, roundDollars((retailValue * RECONDITIONING_PERCENT) / 100));
  const advertising = Math.max(ADVERTISING_MIN, roundDollars((retailValue * ADVERTISING_PERCENT) / 100));
  return { retailValue, expectedSale, reconditioning, advertising, net: expectedSale - reconditioning - advertising };
}

/** First check 68% of the net (rounded), second check the rest (32%), so the two always add up to the net. */
export function profitSharingOffer(net: number): OfferAmounts {
  const first = roundDollars((net * RESERVE_CHECK_PERCENT) / 100);
  return { initPrice: first, additionalPayments: net - first, finalPrice: net };
}
