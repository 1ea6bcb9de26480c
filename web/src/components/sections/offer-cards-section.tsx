import { isHrefAvailable } from '@/lib/routing/route-access';
import { ButtonLink } from '../ui/button-link';
import { Section } from '../ui/section';
import styles from './sections.module.css';
import type { SectionProps } from './types';

/** The instant cash and profit-sharing offers side by side (or any set of offer cards). */
export function OfferCardsSection({ id, section, site }: SectionProps<'offerCardsSection'>) {
  const cards = section.cards ?? [];
  if (cards.length === 0) return null;
  return (
    <Section id={id} title={section.title}>
      {/* Each card's parts are styled by position (sections.module.css `.offerCards`). */}
      <ul className={styles.offerCards}>
        {cards.map((card, index) => (
          <li key={index}>
            <h3>{card.title}</h3>
            {card.text ? <p>{card.text}</p> : null}
            {card.bullets && card.bullets.length > 0 ? (
              <ul>
                {card.bullets.map((bullet, index) => (
                  <li key={index}>{bullet}</li>
                ))}
              </ul>
            ) : null}
            {card.ctaLabel && isHrefAvailable(card.ctaHref, site.enabledPages) ? (
              <div>
                <ButtonLink href={card.ctaHref}>{card.ctaLabel}</ButtonLink>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
