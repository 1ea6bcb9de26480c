'use client';

import { useEffect, useRef, type ReactNode } from 'react';

import { interpolate } from '@/lib/i18n/strings';
import { withPhoneLink } from '@/components/ui/phone-link-text';

import type { FinanceConfirmationConfig } from './apply-financing-config';
import styles from './finance-confirmation.module.css';

export interface FinanceConfirmationProps {
  config: FinanceConfirmationConfig;
  title: string;
  /** What happens next, in the site's language. */
  next: string;
  /** The short reference the dealer's mail also shows. */
  reference: string | null;
  testId: string;
  /** Shown under the heading (the pre-approval's estimate). */
  children?: ReactNode;
  actions?: ReactNode;
}

/**
 * After a finance form is sent: a heading that takes focus (so the change is announced and nobody sends twice),
 * what happens next, the reference number and the store's phone.
 */
export function FinanceConfirmation({
  config,
  title,
  next,
  reference,
  testId,
  children,
  actions,
}: FinanceConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const { texts } = config;
  return (
    <div className={styles.confirmation} data-testid={testId}>
      <h3 ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h3>
      {children}
      <p>{next}</p>
      {reference ? <p>{interpolate(texts.doneReference, { reference })}</p> : null}
      {config.storePhone ? (
        <p>{withPhoneLink(interpolate(texts.doneCall, { store: config.storeName }), config.storePhone)}</p>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}

export { styles as financeConfirmationStyles };
