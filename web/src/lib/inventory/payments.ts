/**
 * The "payments under $X/month" filter. A vehicle fits when its estimated payment (financeQuote with the default
 * terms: default cash down, no trade, best credit tier, 72 months, the store's base APR) is at most X. APR depends
 * on the model year (+2 points from 2018), so there are two price ceilings: one per side of that year.
 */
import {
  CASH_DOWN_SLIDER,
  DEFAULT_CREDIT_SCORE,
  DEFAULT_FINANCE_TERM_MONTHS,
  financeQuote,
  maxPriceForMonthlyPayment,
  MODEL_YEAR_ADJUSTMENT_FROM,
} from '@/lib/finance';

export interface PaymentTerms {
  baseAprPercent: number;
  documentaryFee?: number | null;
  cashDown?: number;
  tradeEquity?: number;
  creditScore?: number;
  termMonths?: number;
}

const withDefaults = (terms: PaymentTerms) => ({
  baseAprPercent: terms.baseAprPercent,
  documentaryFee: terms.documentaryFee ?? null,
  cashDown: terms.cashDown ?? CASH_DOWN_SLIDER.default,
  tradeEquity: terms.tradeEquity ?? 0,
  creditScore: terms.creditScore ?? DEFAULT_CREDIT_SCORE,
  termMonths: terms.termMonths ?? DEFAULT_FINANCE_TERM_MONTHS,
});

export interface PaymentCeilings {
  /** Model years from this one use `newerMaxPrice`. */
  fromYear: number;
  newerMaxPrice: number;
  olderMaxPrice: number;
}

export function paymentPriceCeilings(monthlyPayment: number, terms: PaymentTerms): PaymentCeilings {
  const input = { ...withDefaults(terms), monthlyPayment };
  return {
    fromYear: MODEL_YEAR_ADJUSTMENT_FROM,
    newerMaxPrice: maxPriceForMonthlyPayment({ ...input, modelYear: MODEL_YEAR_ADJUSTMENT_FROM }),
    olderMaxPrice: maxPriceForMonthlyPayment({ ...input, modelYear: MODEL_YEAR_ADJUSTMENT_FROM - 1 }),
  };
}

/** The estimated monthly payment of one vehicle in whole dollars (rounded up, so the filter never over-promises). */
export function estimatedMonthlyPayment(vehicle: { price: number; year: number }, terms: PaymentTerms): number {
  const quote = financeQuote({ ...withDefaults(terms), price: vehicle.price, modelYear: vehicle.year });
  return Math.ceil(quote.monthlyPaymentCents / 100);
}

/** Steps offered in the payments select. */
export const PAYMENT_FILTER_STEPS = [200, 250, 300, 350, 400, 500, 600, 750, 1000] as const;
