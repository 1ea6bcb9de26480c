import { isHrefAvailable } from '@/lib/routing/route-access';
import { ButtonLink } from '../ui/button-link';
import { SanityImage } from '../ui/sanity-image';
import styles from './sections.module.css';
import type { SectionProps } from './types';

/** Lifetime warranty / financing / dealership / sell callouts: text beside an image, one call to action. */
export function CalloutSection({ id, section, site }: SectionProps<'calloutSection'>) {
  const headingId = `${id}-title`;
  const tinted = section.variant === 'warranty' || section.variant === 'sell';
  return (
    <section
      {...(section.title ? { 'aria-labelledby': headingId } : {})}
      // The band is its own container and split grid (sections.module.css `.callout`): no inner wrapper to send.
      className={`${styles.callout} ${styles.split}${tinted ? ` ${styles.calloutTinted}` : ''}`}
    >
      {/* The text block's parts are styled by position (sections.module.css `.split`). */}
      <div>
        {section.eyebrow ? <p className={styles.eyebrow}>{section.eyebrow}</p> : null}
        {section.title ? <h2 id={headingId}>{section.title}</h2> : null}
        {section.text ? <p>{section.text}</p> : null}
        {section.ctaLabel && isHrefAvailable(section.ctaHref, site.enabledPages) ? (
          <ButtonLink href={section.ctaHref}>{section.ctaLabel}</ButtonLink>
        ) : null}
      </div>
      <SanityImage image={section.image} sizes="(min-width: 48rem) 45vw, 100vw" />
    </section>
  );
}
