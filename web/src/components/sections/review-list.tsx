import { interpolate } from '@/lib/i18n/interpolate';
import type { ReviewBatch } from '@/lib/reviews/review-batch';
import { RatingStars } from '../ui/rating-stars';
import type { ImageAttributes } from '../ui/sanity-image';
import { SmartLink } from '../ui/smart-link';

/** A tab's reviews as the page or the reviews route sends them. */
export type ReviewCards = ReviewBatch<ImageAttributes>;

/** The cards' wording in the site's language, sent once for every card. */
export interface ReviewStrings {
  /** "Rated {rating} out of 5". */
  rated: string;
  /** "Read on {platform}". */
  readOn: string;
  /** The link text of a review without a platform. */
  readOnSite: string;
  /** The hidden "(opens in a new tab)" note. */
  newTab: string;
  /** While another tab's reviews are on their way. */
  loading: string;
  /** When they could not be loaded, with a button to try again. */
  loadFailed: string;
  retry: string;
  /** The button that loads the rest of the first tab. */
  more: string;
}

/**
 * The section stylesheet's class names the browser-drawn lists use, handed over by the server's section: the browser
 * then carries these three names instead of the whole sections stylesheet's class map.
 */
export interface ReviewClasses {
  /** The cards' grid. */
  list: string;
  card: string;
  /** The "Show more reviews" row. */
  more: string;
}

interface ReviewListProps {
  batch: ReviewCards;
  strings: ReviewStrings;
  classes: ReviewClasses;
  /** The position of the first review just added: it takes the focus, so a keyboard reader continues there. */
  focusAt?: number;
}

export function ReviewList({ batch, strings, classes, focusAt }: ReviewListProps) {
  return (
    <ul className={classes.list}>
      {batch.reviews.map((review, index) => {
        const url = review.url === null ? null : (batch.urls[review.url] ?? null);
        const focused = index === focusAt;
        return (
          <li
            key={review.id}
            className={classes.card}
            // The card's parts are styled by position (sections.module.css `.reviews`).
            tabIndex={focused ? -1 : undefined}
            ref={focused ? (node) => node?.focus() : undefined}
          >
            <div>
              {review.avatar ? (
                // eslint-disable-next-line @next/next/no-img-element -- attributes from next/image's getImageProps
                <img {...review.avatar} alt="" loading="lazy" decoding="async" />
              ) : null}
              <div>
                <p>{review.name}</p>
                <p>{[review.platform, review.date].filter(Boolean).join(' · ')}</p>
              </div>
            </div>
            <RatingStars rating={review.rating} label={interpolate(strings.rated, { rating: review.rating ?? 0 })} />
            <blockquote>
              <p>{review.text}</p>
            </blockquote>
            {url ? (
              <SmartLink href={url} newTabHint={strings.newTab}>
                {review.platform ? interpolate(strings.readOn, { platform: review.platform }) : strings.readOnSite}
              </SmartLink>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
