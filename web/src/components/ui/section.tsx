import type { ReactNode } from 'react';
import styles from './section.module.css';

interface SectionProps {
  /** Unique per page (the section's `_key`): labels the region with its heading. */
  id: string;
  title?: string | null;
  subtitle?: string | null;
  tone?: 'plain' | 'tinted' | 'brand';
  children: ReactNode;
  className?: string;
}

/** A page band: a <section> landmark named by its h2, content in the site container. */
export function Section({ id, title, subtitle, tone = 'plain', children, className }: SectionProps) {
  const headingId = `${id}-title`;
  const toneClass = tone === 'plain' ? '' : styles[tone];
  return (
    <section
      className={[styles.section, toneClass, className].filter(Boolean).join(' ')}
      aria-labelledby={title ? headingId : undefined}
    >
      <div className="container">
        {/* The heading is the container's first child, styled by position (section.module.css): no class name and
            no wrapper element to send for every section. */}
        {title ? <h2 id={headingId}>{title}</h2> : null}
        {title && subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
