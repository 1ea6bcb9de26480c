'use client';

/** The payment disclaimer under personalised card payments (saved terms are read in the browser), in the page's words. */
import styles from './card-text.module.css';
import { useVisitorPricing } from './visitor-pricing-client';

export function PaymentDisclaimer({ show, text }: { show: boolean; text: string }) {
  const { terms } = useVisitorPricing();
  if (!show || !terms) return null;
  return (
    <p className={styles.trim} style={{ marginTop: 'var(--chakra-spacing-6)' }}>
      * {text}
    </p>
  );
}
