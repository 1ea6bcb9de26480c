/**
 * A result card's payment line for a visitor without saved terms, apart from the finance code that computes a
 * figure (card-payment.ts): an anonymous visitor's cards show it without that code being loaded. Pure.
 */
import type { CardPayment, PaymentSettings } from './card-payment';

/** No price, year or finance settings: no line; otherwise locked until the visitor personalises their terms. */
export function anonymousCardPayment(
  vehicle: { price?: number | null; year?: number | null },
  payment: PaymentSettings | null,
): Exclude<CardPayment, { state: 'personalized' }> {
  return vehicle.price == null || !vehicle.year || !payment ? { state: 'none' } : { state: 'locked' };
}
