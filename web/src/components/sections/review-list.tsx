import { RatingStars } from '../ui/rating-stars';
import type { ImageAttributes } from '../ui/sanity-image';
import { SmartLink } from '../ui/smart-link';
import styles from './sections.module.css';

/** One review card as the page sends it: texts already formatted on the server. */
export interface ReviewCard {
  id: string;
  name: string | null;
  /** Platform and date, e.g. "Google · 03/14/26". */
  source: string;
  platform: string | null;
  rating: number | null;
  /** "Rated 5 out of 5" in the site's language. */
  ratingLabel: string;
  text: string | null;
  url: string | null;
  /** "Read on Google" in the site's language. */
  linkText: string;
  avatar: ImageAttributes | null;
}

export function ReviewList({ reviews, newTabHint }: { reviews: readonly ReviewCard[]; newTabHint?: string }) {
  return (
    <ul className={styles.grid}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.card}>
          <div className={styles.reviewer}>
            {review.avatar ? (
              // eslint-disable-next-line @next/next/no-img-element -- attributes from next/image's getImageProps
              <img {...review.avatar} alt="" loading="lazy" decoding="async" className={styles.avatar} />
            ) : null}
            <div>
              <p className={styles.cardTitle}>{review.name}</p>
              <p className={`${styles.muted} ${styles.small}`}>{review.source}</p>
            </div>
          </div>
          <RatingStars rating={review.rating} label={review.ratingLabel} />
          <blockquote>
            <p>{review.text}</p>
          </blockquote>
          {review.url ? (
            <SmartLink href={review.url} className={styles.small} newTabHint={newTabHint}>
              {review.linkText}
            </SmartLink>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
