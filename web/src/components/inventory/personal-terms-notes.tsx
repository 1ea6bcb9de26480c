'use client';

/**
 * Search-page notes that depend on the visitor's saved terms (read in the browser; the cached page has none):
 * the payment disclaimer under personalised card payments, and, with the payments filter on, what its matches
 * were computed with (docs/caching.md: the filter uses the standard terms for every visitor).
 */
import { PAYMENT_DISCLAIMER } from '@/lib/finance';
import styles from './inventory.module.css';
import { useVisitorPricing } from './visitor-pricing-client';

export function PaymentFilterNote({ active }: { active: boolean }) {
  const { terms } = useVisitorPricing();
  if (!active || !terms) return null;
  return (
    <p className={styles.trim} data-testid="payment-filter-note">
      The payments filter matches vehicles on our standard terms; the payments on the cards use your saved terms.
    </p>
  );
}

export function PaymentDisclaimer({ show }: { show: boolean }) {
  const { terms } = useVisitorPricing();
  if (!show || !terms) return null;
  return (
    <p className={styles.trim} style={{ marginTop: 'var(--chakra-spacing-6)' }}>
      * {PAYMENT_DISCLAIMER}
    </p>
  );
}
