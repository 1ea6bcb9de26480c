import type { ReactNode } from 'react';
import styles from '../sections/sections.module.css';

/** The heading band of pages without a hero: the page's h1 and an optional line under it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.pageHeader}>
      <div className="container">
        <h1 className={styles.pageTitle}>{title}</h1>
        {children ? (
          <div className={styles.muted} style={{ marginTop: 'var(--chakra-spacing-3)' }}>
            {children}
          </div>
        ) : null}
      </div>
    </div>
  );
}
