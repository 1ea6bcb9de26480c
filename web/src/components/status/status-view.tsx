import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClassName } from '../ui/button-link';
import styles from './status-view.module.css';

export interface StatusViewProps {
  badge: string;
  title: string;
  subtitle: string;
  buttonLabel: string;
  buttonHref?: string;
  /** Extra line under the subtitle, e.g. 'Page not found: /path'. */
  detail?: string;
  children?: ReactNode;
}

/** 404 and error screens: badge, title (h1), subtitle, a button home. Usable from server and client components. */
export function StatusView({
  badge,
  title,
  subtitle,
  buttonLabel,
  buttonHref = '/',
  detail,
  children,
}: StatusViewProps) {
  return (
    <div className={`container ${styles.status}`}>
      <p className={styles.badge}>{badge}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.subtitle}>{subtitle}</p>
      {detail ? (
        <p className={styles.detail} data-testid="status-detail">
          {detail}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Link href={buttonHref} className={buttonClassName('solid')}>
          {buttonLabel}
        </Link>
        {children}
      </div>
    </div>
  );
}
