/**
 * The pre-approval form's instant estimate: the APR tier of the stated credit band, a monthly budget from the
 * stated income, and the buying power (the highest vehicle price that budget pays over the site's term, with the
 * down payment and the usual fees). Dollars in and out; an estimate only, never an offer of credit.
 */
import { aprBps, type CreditScoreLabel } from './apr';
import { CREDIT_SCORE_LABELS, MIN_CREDIT_SCORE } from './constants';
import { maxPriceForMonthlyPayment } from './payments';

/**
 * A common lender guideline: a car payment up to 15% of gross monthly income. House rule, named once so a dealer
 * can change it.
 */
export const BUDGET_PERCENT_OF_INCOME = 15;
/** The budget is shown in whole tens of dollars and the buying power in whole hundreds (estimates, not quotes). */
const BUDGET_STEP = 10;
const BUYING_POWER_STEP = 100;
/** A visitor who names no credit band is estimated at the middle one, Okay. */
export const DEFAULT_ESTIMATE_BAND: CreditScoreLabel = 'Okay';

export interface PreApprovalEstimateInput {
  /** The store's base APR in percent. */
  baseAprPercent: number;
  creditBand?: CreditScoreLabel;
  /** Gross monthly income in dollars. */
  monthlyIncome?: number;
  downPayment?: number;
  termMonths: number;
  /** The store's documentary fee in dollars, when the CMS sets one. */
  documentaryFee?: number | null;
}

export interface PreApprovalEstimate {
  creditBand: CreditScoreLabel;
  aprBps: number;
  termMonths: number;
  /** Null without an income to base it on. */
  monthlyBudget: number | null;
  buyingPower: number | null;
}

/** The lowest score of a band, so an estimate never flatters. */
export function lowestScoreOfBand(band: CreditScoreLabel): number {
  const min = CREDIT_SCORE_LABELS.find((entry) => entry.label === band)?.min ?? MIN_CREDIT_SCORE;
  return Math.max(min, MIN_CREDIT_SCORE);
}

export function preApprovalEstimate(input: PreApprovalEstimateInput): PreApprovalEstimate {
  const creditBand = input.creditBand ?? DEFAULT_ESTIMATE_BAND;
  const creditScore = lowestScoreOfBand(creditBand);
  const apr = aprBps({ baseAprPercent: input.baseAprPercent, creditScore, modelYear: null });
  const income = input.monthlyIncome ?? 0;
  if (!(income > 0)) {
    return { creditBand, aprBps: apr, termMonths: input.termMonths, monthlyBudget: null, buyingPower: null };
  }
  const monthlyBudget = Math.floor((income * BUDGET_PERCENT_OF_INCOME) / 100 / BUDGET_STEP) * BUDGET_STEP;
  const price = maxPriceForMonthlyPayment({
    baseAprPercent: input.baseAprPercent,
    creditScore,
    modelYear: null,
    monthlyPayment: monthlyBudget,
    termMonths: input.termMonths,
    cashDown: Math.max(0, input.downPayment ?? 0),
    tradeEquity: 0,
    documentaryFee: input.documentaryFee ?? null,
  });
  return {
    creditBand,
    aprBps: apr,
    termMonths: input.termMonths,
    monthlyBudget,
    buyingPower: Math.floor(price / BUYING_POWER_STEP) * BUYING_POWER_STEP,
  };
}
