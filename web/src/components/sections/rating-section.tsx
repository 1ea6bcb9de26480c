import { RatingStars } from '../ui/rating-stars';
import { Section } from '../ui/section';
import { SmartLink } from '../ui/smart-link';
import styles from './sections.module.css';
import type { SectionProps } from './types';

/** The selected store's Google rating and review count (e.g. 4.8 from 180 reviews). */
export function RatingSection({ id, section, site }: SectionProps<'ratingSection'>) {
  const google = site.store?.ratings?.google;
  if (!google?.rating) return null;
  const rating = google.rating.toFixed(1);
  const { t } = site;
  return (
    <Section id={id} title={section.title} tone="brand">
      <div className={styles.rating}>
        <p className={styles.ratingValue}>{rating}</p>
        <div>
          <RatingStars
            rating={google.rating}
            label={t('rating.rated', { rating }, 'Rated {rating} out of 5 on Google')}
          />
          <p>
            {google.count
              ? t('rating.count', { count: google.count.toLocaleString('en-US') }, 'From {count} Google reviews')
              : t('rating.google', {}, 'Google reviews')}
            {google.url ? (
              <>
                {' · '}
                <SmartLink href={google.url} newTabHint={t('nav.newTab')}>
                  {t('rating.read', {}, 'Read our reviews')}
                </SmartLink>
              </>
            ) : null}
          </p>
        </div>
      </div>
      {section.text ? <p className={styles.note}>{section.text}</p> : null}
    </Section>
  );
}
