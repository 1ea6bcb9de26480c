import type { ActivePromotionsQueryResult } from '@/content/sanity.types';
import { isHrefAvailable } from '@/lib/routing/route-access';
import { ButtonLink } from '../ui/button-link';
import { SanityImage } from '../ui/sanity-image';
import { Section } from '../ui/section';
import styles from './sections.module.css';
import type { SectionWithDataProps } from './types';

type Promotion = ActivePromotionsQueryResult[number];

function PromotionCard({ promotion, enabledPages }: { promotion: Promotion; enabledPages: readonly string[] }) {
  return (
    // The card's parts are styled by position (sections.module.css `.promo`).
    <article className={styles.promo}>
      <SanityImage image={promotion.image} sizes="(min-width: 64rem) 24rem, 85vw" />
      {promotion.category ? <p>{promotion.category}</p> : null}
      <h3>{promotion.title ?? promotion.name}</h3>
      {promotion.description ? <p>{promotion.description}</p> : null}
      {promotion.ctaText && isHrefAvailable(promotion.url, enabledPages) ? (
        <div>
          <ButtonLink href={promotion.url} variant="outline">
            {promotion.ctaText}
          </ButtonLink>
        </div>
      ) : null}
    </article>
  );
}

/** Promotions running now (start ≤ now ≤ end): the carousel ones first, then the grid items. */
export function PromotionsSection({
  id,
  section,
  site,
  data: { promotions },
}: SectionWithDataProps<'promotionsSection'>) {
  const carousel = promotions.filter((promotion) => promotion.position === 'promotions-carousel');
  const grid = promotions.filter((promotion) => promotion.position !== 'promotions-carousel');
  if (promotions.length === 0) return null;

  return (
    <Section id={id} title={section.title}>
      {carousel.length > 0 ? (
        <div role="region" aria-roledescription="carousel" aria-label={section.title ?? 'Promotions'}>
          <ul className={styles.carousel} tabIndex={0}>
            {carousel.map((promotion, index) => (
              <li key={index}>
                <PromotionCard promotion={promotion} enabledPages={site.enabledPages} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {grid.length > 0 ? (
        <ul className={styles.grid}>
          {grid.map((promotion, index) => (
            <li key={index}>
              <PromotionCard promotion={promotion} enabledPages={site.enabledPages} />
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
