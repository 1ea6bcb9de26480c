/**
 * Pricing input and output shapes. Questionnaire types are structural (every field optional and nullable) so the
 * GROQ query result and the seed documents both fit without mapping.
 */

/** The valuation price keys, whole dollars. */
export interface ValuationPrices {
  adjusted_whole_clean: number;
  adjusted_whole_avg: number;
  adjusted_whole_rough: number;
  add_deduct_whole_clean: number;
  add_deduct_whole_avg: number;
  add_deduct_whole_rough: number;
  adjusted_retail_avg: number;
  add_deduct_retail_avg: number;
}

export type PricingValuation = Pick<
  ValuationPrices,
  'adjusted_whole_clean' | 'adjusted_whole_avg' | 'adjusted_whole_rough' | 'adjusted_retail_avg'
>;

export interface PricingVehicle {
  make: string;
  model: string;
  /** Model year. */
  year: number;
  mileage: number;
  trim?: string | null;
}

export interface DeductionRuleData {
  field?: string | null;
  operator?: string | null;
  value?: string | null;
}

export interface DeductionData {
  percent?: number | null;
  amount?: number | null;
  rules?: readonly DeductionRuleData[] | null;
  logicOperation?: string | null;
}

export interface AnswerData {
  label?: string | null;
  value?: string | null;
  deductions?: readonly DeductionData[] | null;
  bringIn?: boolean | null;
  bringInReason?: string | null;
}

export interface QuestionData {
  questionId?: string | null;
  text?: string | null;
  inputType?: string | null;
  required?: boolean | null;
  condition?: { questionId?: string | null; answers?: readonly string[] | null } | null;
  answers?: readonly AnswerData[] | null;
}

export interface QuestionnaireData {
  questions?: readonly QuestionData[] | null;
}

/** Answers by question id: one value (radio, textarea) or several (checkbox). */
export type Answers = Readonly<Record<string, string | readonly string[] | null | undefined>>;

export interface PricingInput {
  vehicle: PricingVehicle;
  valuation: PricingValuation;
  answers: Answers;
  /** The questionnaire whose answers carry the deductions and bring-in flags. */
  questionnaire: QuestionnaireData;
  today: Date;
}

/** One offer. Cash now: all paid at sale. Profit sharing: first check at sale, second after resale. */
export interface OfferAmounts {
  initPrice: number;
  additionalPayments: number;
  finalPrice: number;
}

export interface AppliedDeduction {
  questionId: string;
  /** The answer value. */
  answer: string;
  /** Whole dollars subtracted. */
  amount: number;
  /** Human-readable, e.g. "Has the vehicle been in an accident? Yes (12% of $20,000)". */
  reason: string;
}

/** A cash-offer adjustment after deductions (German make, low rough value). */
export interface CashAdjustment {
  reason: string;
  /** Whole dollars subtracted. */
  amount: number;
}

export interface ProfitSharingBreakdown {
  retailValue: number;
  expectedSale: number;
  reconditioning: number;
  advertising: number;
  net: number;
}

export interface OffersResult {
  cashNow: OfferAmounts | null;
  moreCashLater: OfferAmounts | null;
  bringIn: { reasons: string[] } | null;
  /** Empty when the vehicle is brought in (no numbers are shown then). */
  deductions: AppliedDeduction[];
  /** The condition's starting price, before deductions; null when brought in. */
  basePrice: number | null;
  /** Cash offer adjustments after deductions; empty when there is no cash offer. */
  cashAdjustments: CashAdjustment[];
  /** How the profit-sharing offer was worked out; null when it does not apply. */
  profitSharing: ProfitSharingBreakdown | null;
}
