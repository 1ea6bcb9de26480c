import { isHrefAvailable } from '@/lib/routing/route-access';
import { SanityImage } from '../ui/sanity-image';
import { Section } from '../ui/section';
import { SmartLink } from '../ui/smart-link';
import styles from './sections.module.css';
import type { SectionProps } from './types';

/**
 * "Browse by" inventory shortcuts (price under $20,000, great deals…). Only targets the route map serves in this
 * variant are linked (filter paths are the `carsForSaleFilter` route).
 */
export function SpecialFiltersSection({ id, section, site }: SectionProps<'specialFiltersSection'>) {
  const filters = (section.filters ?? []).filter(
    (filter) => filter.label && isHrefAvailable(filter.href, site.enabledPages),
  );
  if (filters.length === 0) return null;
  return (
    <Section id={id} title={section.title}>
      {/* Each link card's parts are styled by position (sections.module.css `.linkCards`). */}
      <ul className={`${styles.grid} ${styles.linkCards}`}>
        {filters.map((filter, index) => (
          <li key={index}>
            <SmartLink href={filter.href}>
              <SanityImage image={filter.image} alt="" sizes="(min-width: 64rem) 20vw, 50vw" />
              <span>{filter.label}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
