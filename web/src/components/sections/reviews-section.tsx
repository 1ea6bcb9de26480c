import { REVIEW_CATEGORIES } from '@dealer/schemas/constants';
import type { ReviewsQueryResult } from '@/content/sanity.types';
import { formatShortDate } from '@/lib/format/date';
import { reviewTabs } from '@/lib/reviews/review-tabs';
import { sanityImageAttributes } from '../ui/sanity-image';
import { Section } from '../ui/section';
import type { ReviewCard } from './review-list';
import { ReviewTabs } from './review-tabs';
import type { SectionWithDataProps } from './types';
import type { Translator } from '@/lib/i18n/strings';

/** Reviews shown per category tab (nine reviews filtered by category). */
export const REVIEWS_PER_TAB = 9;

function reviewCard(review: ReviewsQueryResult[number], t: Translator): ReviewCard {
  return {
    id: review._id,
    name: review.reviewerName,
    source: `${review.platform ?? ''}${review.date ? ` · ${formatShortDate(review.date)}` : ''}`,
    platform: review.platform,
    rating: review.rating,
    ratingLabel: t('reviews.rated', { rating: review.rating ?? 0 }, 'Rated {rating} out of 5'),
    text: review.review,
    url: review.url,
    linkText: review.platform
      ? t('reviews.readOn', { platform: review.platform }, 'Read on {platform}')
      : t('reviews.readOnSite', {}, 'Read on the review site'),
    avatar: sanityImageAttributes(review.reviewerPhoto, '3rem'),
  };
}

export function ReviewsSection({ section, site, data }: SectionWithDataProps<'reviewsSection'>) {
  const { t } = site;
  const all = data.reviews;
  const { reviews, tabs } = reviewTabs({
    reviews: all,
    categories: REVIEW_CATEGORIES,
    perTab: REVIEWS_PER_TAB,
    categoriesOf: (review) => review.categories,
  });
  if (tabs.length === 0) return null;

  return (
    <Section id={section._key} title={section.title} subtitle={section.subtitle} tone="tinted">
      <ReviewTabs
        label={section.title ?? 'Reviews'}
        reviews={reviews.map((review) => reviewCard(review, t))}
        tabs={tabs.map((tab) => ({ ...tab, label: t(`reviews.category.${tab.category}`, {}, tab.category) }))}
        newTabHint={t('nav.newTab')}
      />
    </Section>
  );
}
