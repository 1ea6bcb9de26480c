/**
 * The payment line of a result card ("until personalized, payments show the locked state"; saved terms
 * personalise payments on every SRP/VDP). Pure, so the page decides it on the server: no client code on the SRP.
 */
import { estimatedMonthlyPayment, type PaymentTerms } from '@/lib/inventory/payments';
import type { PersonalizedTerms } from '@/lib/finance/personalized-terms';
import type { PaymentSettings } from './search';

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
