import { REVIEW_CATEGORIES } from '@dealer/schemas/constants';
import { fetchContent } from '@/content';
import type { ReviewsQueryResult } from '@/content/sanity.types';
import { reviewsQuery } from '@/content/queries';
import { formatShortDate } from '@/lib/format/date';
import { RatingStars } from '../ui/rating-stars';
import { SanityImage } from '../ui/sanity-image';
import { Section } from '../ui/section';
import { SmartLink } from '../ui/smart-link';
import { Tabs } from '../ui/tabs';
import styles from './sections.module.css';
import type { SectionProps } from './types';
import type { Translator } from '@/lib/i18n/strings';

/** Reviews shown per category tab (nine reviews filtered by category). */
export const REVIEWS_PER_TAB = 9;

function ReviewList({ reviews, t }: { reviews: ReviewsQueryResult; t: Translator }) {
  return (
    <ul className={styles.grid}>
      {reviews.map((review) => (
        <li key={review._id} className={styles.card}>
          <div className={styles.reviewer}>
            <SanityImage image={review.reviewerPhoto} alt="" sizes="3rem" className={styles.avatar} />
            <div>
              <p className={styles.cardTitle}>{review.reviewerName}</p>
              <p className={`${styles.muted} ${styles.small}`}>
                {review.platform}
                {review.date ? ` · ${formatShortDate(review.date)}` : ''}
              </p>
            </div>
          </div>
          <RatingStars
            rating={review.rating}
            label={t('reviews.rated', { rating: review.rating ?? 0 }, 'Rated {rating} out of 5')}
          />
          <blockquote>
            <p>{review.review}</p>
          </blockquote>
          {review.url ? (
            <SmartLink href={review.url} className={styles.small} newTabHint={t('nav.newTab')}>
              {review.platform
                ? t('reviews.readOn', { platform: review.platform }, 'Read on {platform}')
                : t('reviews.readOnSite', {}, 'Read on the review site')}
            </SmartLink>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export async function ReviewsSection({ section, site }: SectionProps<'reviewsSection'>) {
  const { t } = site;
  const reviews = await fetchContent({ query: reviewsQuery, params: {}, tags: ['review'] });
  const tabs = REVIEW_CATEGORIES.map((category) => ({
    category,
    reviews: reviews.filter((review) => review.categories?.includes(category)).slice(0, REVIEWS_PER_TAB),
  })).filter((tab) => tab.reviews.length > 0);
  if (tabs.length === 0) return null;

  return (
    <Section id={section._key} title={section.title} subtitle={section.subtitle} tone="tinted">
      {tabs.length === 1 ? (
        <ReviewList reviews={tabs[0]?.reviews ?? []} t={t} />
      ) : (
        <Tabs
          label={section.title ?? 'Reviews'}
          tabs={tabs.map((tab) => ({
            id: tab.category,
            label: t(`reviews.category.${tab.category}`, {}, tab.category),
          }))}
          panels={tabs.map((tab) => (
            <ReviewList key={tab.category} reviews={tab.reviews} t={t} />
          ))}
        />
      )}
    </Section>
  );
}
