/** Financing: pure payment, lease and APR rules; money in cents, rates in basis points. */
export * from './constants';
export {
  aprBps,
  bpsToPercent,
  creditScoreLabel,
  creditTierAdjustmentBps,
  modelYearAdjustmentBps,
  percentToBps,
} from './apr';
export type { AprInput, CreditScoreLabel } from './apr';
export {
  amortizedPaymentCents,
  dollarsToCents,
  financeQuote,
  leaseQuote,
  leaseResidualPercent,
  maxPriceForMonthlyPayment,
  principalForPaymentCents,
} from './payments';
export type { FinanceQuote, LeaseQuote, PaymentInputs, QuoteLine } from './payments';
export { defaultCashDown, snapToSlider, sliderValues } from './sliders';
export {
  BUDGET_PERCENT_OF_INCOME,
  DEFAULT_ESTIMATE_BAND,
  lowestScoreOfBand,
  preApprovalEstimate,
} from './pre-approval-estimate';
export type { PreApprovalEstimate, PreApprovalEstimateInput } from './pre-approval-estimate';
