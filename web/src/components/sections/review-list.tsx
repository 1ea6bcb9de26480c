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
  text: string | null;
  url: string | null;
  avatar: ImageAttributes | null;
}

export function ReviewList({ reviews }: { reviews: readonly ReviewCard[] }) {
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
          <RatingStars rating={review.rating} />
          <blockquote>
            <p>{review.text}</p>
          </blockquote>
          {review.url ? (
            <SmartLink href={review.url} className={styles.small}>
              Read on {review.platform ?? 'the review site'}
            </SmartLink>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
