import { isPageEnabled, pathFor } from '@dealer/schemas/routes';
import { SanityImage } from '../ui/sanity-image';
import { Section } from '../ui/section';
import { SmartLink } from '../ui/smart-link';
import { resolveSearchStrings, valueName } from '@/lib/inventory/search-strings';
import styles from './sections.module.css';
import type { SectionWithDataProps } from './types';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Active body styles with their starting prices, linking into the inventory when the variant has one. */
export function BodyStylesSection({
  id,
  section,
  site,
  data: { bodyStyles },
}: SectionWithDataProps<'bodyStylesSection'>) {
  if (bodyStyles.length === 0) return null;
  const inventory = isPageEnabled('inventory', site.enabledPages);
  const names = resolveSearchStrings(site.t, site.lang);
  return (
    <Section id={id} title={section.title}>
      {/* Each card's parts are styled by position (sections.module.css `.linkCards`). */}
      <ul className={`${styles.grid} ${styles.linkCards}`}>
        {bodyStyles.map((style, index) => {
          const body = (
            <>
              <SanityImage image={style.image ?? style.icon} alt="" sizes="(min-width: 64rem) 20vw, 50vw" />
              <span>
                {style.value && style.name ? valueName(names, 'bodyStyle', style.value, style.name) : style.name}
              </span>
              {style.startingPrice ? (
                <span>{site.t('bodyStyles.from', { price: usd.format(style.startingPrice) }, 'From {price}')}</span>
              ) : null}
            </>
          );
          return (
            <li key={index}>
              {inventory && style.value ? (
                <SmartLink href={`${pathFor('carsForSale')}/${encodeURIComponent(style.value)}`}>{body}</SmartLink>
              ) : (
                <div>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
