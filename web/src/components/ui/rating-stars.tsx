import styles from './rating-stars.module.css';

/** Five stars filled to `rating` (0–5), with the value as text for assistive technology. */
export function RatingStars({ rating, label }: { rating: number | null | undefined; label?: string }) {
  const value = Math.max(0, Math.min(5, rating ?? 0));
  return (
    <span className={styles.stars} role="img" aria-label={label ?? `Rated ${value} out of 5`}>
      <span className={styles.track} aria-hidden="true">
        ★★★★★
        <span className={styles.fill} style={{ width: `${(value / 5) * 100}%` }}>
          ★★★★★
        </span>
      </span>
    </span>
  );
}
