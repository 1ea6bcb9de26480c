import { REVIEWS_FIRST_SCREEN, reviewBatch, reviewTabLists } from '@/lib/reviews/review-batch';
import { Section } from '../ui/section';
import { reviewAvatar } from './review-avatar';
import { ReviewTabs } from './review-tabs';
import styles from './sections.module.css';
import type { SectionWithDataProps } from './types';

export function ReviewsSection({ id, section, site, data }: SectionWithDataProps<'reviewsSection'>) {
  const { t } = site;
  const tabs = reviewTabLists(data.reviews);
  const first = tabs[0];
  if (!first) return null;

  return (
    <Section id={id} title={section.title} subtitle={section.subtitle} tone="tinted">
      <ReviewTabs
        label={section.title ?? 'Reviews'}
        tabs={tabs.map((tab) => ({
          category: tab.category,
          label: t(`reviews.category.${tab.category}`, {}, tab.category),
        }))}
        first={reviewBatch(first.reviews.slice(0, REVIEWS_FIRST_SCREEN), reviewAvatar)}
        firstTotal={first.reviews.length}
        classes={{ list: `${styles.grid} ${styles.reviews}`, card: styles.card ?? '', more: styles.more ?? '' }}
        strings={{
          rated: t('reviews.rated', {}, 'Rated {rating} out of 5'),
          readOn: t('reviews.readOn', {}, 'Read on {platform}'),
          readOnSite: t('reviews.readOnSite', {}, 'Read on the review site'),
          newTab: t('nav.newTab'),
          loading: t('reviews.loading', {}, 'Loading reviews…'),
          loadFailed: t('reviews.loadFailed', {}, 'The reviews could not be loaded.'),
          retry: t('error.retry'),
          more: t('reviews.more', {}, 'Show more reviews'),
        }}
      />
    </Section>
  );
}
