/**
 * The payment line of a result card ("until personalized, payments show the locked state"; saved terms
 * personalise payments on every SRP/VDP). Pure: the cached page renders the locked state, and the card's island
 * computes the figure in the browser from the visitor's saved terms (docs/caching.md).
 */
import { estimatedMonthlyPayment, type PaymentTerms } from '@/lib/inventory/payments';
import type { PersonalizedTerms } from '@/lib/profile/personalized-terms';

/** The finance settings of the store that prices a payment. */
export interface PaymentSettings {
  baseAprPercent: number;
  documentaryFee: number | null;
}

export type CardPayment =
  /** No price or no finance settings: no payment line at all. */
  | { state: 'none' }
  /** The visitor has not personalised their terms yet: no figure, a prompt to finish them. */
  | { state: 'locked' }
  /** Whole dollars a month, rounded up (as the payments filter), on the visitor's saved terms. */
  | { state: 'personalized'; monthly: number };

/** The store's settings with the visitor's saved terms; the defaults of `estimatedMonthlyPayment` otherwise. */
export function paymentTermsFor(payment: PaymentSettings, terms: PersonalizedTerms | null): PaymentTerms {
  if (!terms) return payment;
  return {
    ...payment,
    cashDown: terms.cashDown,
    tradeEquity: terms.tradeEquity,
    creditScore: terms.creditScore,
    termMonths: terms.termMonths,
  };
}

export function cardPayment(
  vehicle: { price?: number | null; year?: number | null },
  payment: PaymentSettings | null,
  terms: PersonalizedTerms | null,
): CardPayment {
  const { price, year } = vehicle;
  if (price == null || !year || !payment) return { state: 'none' };
  if (!terms) return { state: 'locked' };
  return { state: 'personalized', monthly: estimatedMonthlyPayment({ price, year }, paymentTermsFor(payment, terms)) };
}
