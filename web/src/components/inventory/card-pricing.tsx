'use client';

/**
 * A result card's per-visitor parts. The cached page renders them as for an anonymous visitor (payment locked, a
 * private vehicle's price replaced by its unlock label); after hydration they show the visitor's own: the payment
 * on their saved terms, and a private vehicle's price once they unlocked the private inventory (docs/caching.md).
 */
import { anonymousCardPayment } from '@/lib/inventory/card-payment-state';
import { formatPrice } from '@/lib/inventory/format';
import { useCardPricing } from './card-pricing-context';
import { interpolate as fill } from '@/lib/i18n/interpolate';
import styles from './card-text.module.css';
import { usePricingEngine, usePrivatePrice, useVisitorPricing } from './visitor-pricing-client';

interface CardPaymentLineProps {
  /** A private vehicle's id: its price comes from the private-prices API; null for a public vehicle. */
  privateId: string | null;
  /** A public vehicle's price (in the page already). */
  price: number | null;
  year: number;
}

/**
 * The payment line; inside the card's link area (the vehicle page's payment panel opens the personalise flow). The
 * finance settings and words are the list's (CardPricingProvider).
 */
export function CardPaymentLine({ privateId, price, year }: CardPaymentLineProps) {
  const { payment, strings, lockIcon } = useCardPricing();
  const { terms } = useVisitorPricing();
  const privatePrice = usePrivatePrice(privateId);
  // Saved terms come from the pricing code, so it is loaded whenever there are terms to compute a figure with.
  const engine = usePricingEngine(terms !== null);
  const shown = privateId ? (privatePrice?.price ?? null) : price;
  const monthly =
    terms && engine
      ? engine.cardPayment({ price: shown, year }, payment, terms)
      : anonymousCardPayment({ price: shown, year }, payment);
  if (monthly.state === 'locked') {
    return (
      <p className={`${styles.payment} ${styles.paymentLocked}`} data-testid="card-payment" data-state="locked">
        {lockIcon}
        {strings.locked}
      </p>
    );
  }
  if (monthly.state === 'personalized') {
    return (
      <p className={styles.payment} data-testid="card-payment" data-state="personalized">
        {fill(strings.payment, { payment: formatPrice(monthly.monthly) })}
      </p>
    );
  }
  return null;
}

/** A private vehicle's price (and price drop) for an unlocked visitor; the unlock label otherwise. */
export function PrivateCardPrice({ id, lockedLabel }: { id: string; lockedLabel: string }) {
  const privatePrice = usePrivatePrice(id);
  const { lockIcon } = useCardPricing();
  if (!privatePrice) {
    // Inside the card's link area: the vehicle page's unlock button opens the unlock form.
    return (
      <span className={styles.privatePrice} data-testid="card-private">
        {lockIcon}
        {lockedLabel}
      </span>
    );
  }
  const { price, oldPrice } = privatePrice;
  return (
    <>
      <span className={styles.price} data-testid="card-price">
        {formatPrice(price)}
      </span>
      {oldPrice != null && oldPrice > price ? (
        <>
          <span className={styles.oldPrice}>
            <span className="visually-hidden">Was </span>
            {formatPrice(oldPrice)}
          </span>
          <span className={styles.badge}>Price drop</span>
        </>
      ) : null}
    </>
  );
}
