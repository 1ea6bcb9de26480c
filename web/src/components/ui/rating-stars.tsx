import type { CSSProperties } from 'react';
import styles from './rating-stars.module.css';

/**
 * Five stars filled to `rating` (0–5), with the value as text for assistive technology. The stars are drawn by the
 * stylesheet from one custom property: a review list shows a dozen of these, and the page's markup and payload
 * would otherwise carry twenty star characters and three elements per rating.
 */
export function RatingStars({ rating, label }: { rating: number | null | undefined; label?: string }) {
  const value = Math.max(0, Math.min(5, rating ?? 0));
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={label ?? `Rated ${value} out of 5`}
      style={{ '--rating': value } as CSSProperties}
    />
  );
}
