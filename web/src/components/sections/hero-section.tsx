import { isHrefAvailable } from '@/lib/routing/route-access';
import { ButtonLink } from '../ui/button-link';
import { SanityImage } from '../ui/sanity-image';
import styles from './sections.module.css';
import type { SectionProps } from './types';

/** Hero slides. The first slide's title is the page's h1 when the hero opens the page; several slides scroll-snap. */
export function HeroSection({ id, section, site, first }: SectionProps<'heroSection'>) {
  const slides = (section.slides ?? []).filter((slide) => slide.title);
  if (slides.length === 0) return null;
  const labelId = `${id}-label`;
  const many = slides.length > 1;

  const content = slides.map((slide, index) => {
    const Heading = first && index === 0 ? 'h1' : 'h2';
    // A slide is its own container, its parts are styled by position (sections.module.css `.hero`): no wrapper
    // elements to send. Unset attributes are left out, since each would travel in the payload as "$undefined".
    return (
      <div
        key={index}
        {...(many
          ? { role: 'group', 'aria-roledescription': 'slide', 'aria-label': `${index + 1} of ${slides.length}` }
          : {})}
      >
        <div>
          <Heading {...(index === 0 ? { id: labelId } : {})}>{slide.title}</Heading>
          {slide.subtitle ? <p>{slide.subtitle}</p> : null}
          {slide.ctaLabel && isHrefAvailable(slide.ctaHref, site.enabledPages) ? (
            <ButtonLink href={slide.ctaHref}>{slide.ctaLabel}</ButtonLink>
          ) : null}
        </div>
        <SanityImage image={slide.image} sizes="(min-width: 48rem) 45vw, 100vw" priority={first && index === 0} />
      </div>
    );
  });

  return (
    <section className={styles.hero} aria-labelledby={labelId}>
      {many ? (
        <div
          className={styles.heroTrack}
          role="region"
          aria-roledescription="carousel"
          aria-label="Highlights"
          tabIndex={0}
        >
          {content}
        </div>
      ) : (
        content
      )}
    </section>
  );
}
