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

/**
 * A page band: a <section> landmark named by its h2. The band is its own site container (section.module.css pads
 * it to the container's width), so no inner wrapper is sent for every section of every page.
 */
export function Section({ id, title, subtitle, tone = 'plain', children, className }: SectionProps) {
  const headingId = `${id}-title`;
  const toneClass = tone === 'plain' ? '' : styles[tone];
  return (
    <section
      className={[styles.section, toneClass, className].filter(Boolean).join(' ')}
      // Unset attributes are left out: each would travel in the page's payload as "$undefined".
      {...(title ? { 'aria-labelledby': headingId } : {})}
    >
      {/* The heading is the band's first child, styled by position (section.module.css): no class name and no
          wrapper element to send. */}
      {title ? <h2 id={headingId}>{title}</h2> : null}
      {title && subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      {children}
    </section>
  );
}
