'use client';

/** The payment disclaimer under personalised card payments: saved terms are read in the browser. */
import { PAYMENT_DISCLAIMER } from '@/lib/finance';
import styles from './inventory.module.css';
import { useVisitorPricing } from './visitor-pricing-client';

export function PaymentDisclaimer({ show }: { show: boolean }) {
  const { terms } = useVisitorPricing();
  if (!show || !terms) return null;
  return (
    <p className={styles.trim} style={{ marginTop: 'var(--chakra-spacing-6)' }}>
      * {PAYMENT_DISCLAIMER}
    </p>
  );
}
