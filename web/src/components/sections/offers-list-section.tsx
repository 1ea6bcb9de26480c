import { OFFER_EXPIRATION_PLACEHOLDER } from '@dealer/schemas/constants';
import { offerPath, pathFor, type OfferKind } from '@dealer/schemas/routes';
import Link from 'next/link';
import { formatShortDate } from '@/lib/format/date';
import type { SiteContext } from '@/server/site/context';
import { offerTypeLabel } from '../offers/offer-type-label';
import { ScheduleOfferLink } from '../offers/schedule-offer-link';
import { SanityImage } from '../ui/sanity-image';
import { Section } from '../ui/section';
import { SmartLink } from '../ui/smart-link';
import styles from './sections.module.css';
import type { SectionData, SectionWithDataProps } from './types';

type Offer = SectionData['offersListSection']['offers'][number];

/** The disclaimer with `{expiration_end_date}` replaced by the offer's end date (mm/dd/yy). */
export function offerDisclaimer(disclaimer: string | null | undefined, endDate: string | null | undefined): string {
  return (disclaimer ?? '').split(OFFER_EXPIRATION_PLACEHOLDER).join(formatShortDate(endDate));
}

/**
 * The groups of an all-offers list, in the order a shopper reads them: buying a car, then the dealer's own
 * extras, then service; each with the heading and the page that lists the whole group, where one exists.
 */
function offerGroups(
  site: SiteContext,
): { type: OfferKind; title: string; more: { href: string; label: string } | null }[] {
  return [
    { type: 'sales', title: site.t('offers.group.sales'), more: null },
    {
      type: 'dealer',
      title: site.t('offers.group.dealer'),
      more: { href: pathFor('dealerOffers'), label: site.t('offers.group.allDealer') },
    },
    {
      type: 'service',
      title: site.t('offers.group.service'),
      more: { href: pathFor('serviceOffers'), label: site.t('offers.group.allService') },
    },
  ];
}

function OfferCards({
  offers,
  fallbackType,
  site,
  Heading,
}: {
  offers: readonly Offer[];
  fallbackType: OfferKind;
  site: SiteContext;
  Heading: 'h3' | 'h4';
}) {
  return (
    <ul className={styles.gridWide}>
      {offers.map((offer) => (
        <li key={offer._id} className={styles.card}>
          <SanityImage image={offer.image} sizes="(min-width: 64rem) 30vw, 100vw" className={styles.media} />
          {offer.typeLabel ? (
            <p className={styles.eyebrow}>{offerTypeLabel(site, offer.offerType, offer.typeLabel)}</p>
          ) : null}
          <Heading className={styles.cardTitle}>
            {offer.offerId ? (
              <SmartLink href={offerPath(offer.offerType ?? fallbackType, offer.offerId)}>{offer.name}</SmartLink>
            ) : (
              offer.name
            )}
          </Heading>
          {offer.badge ? <p className={styles.badge}>{offer.badge}</p> : null}
          {offer.description ? <p>{offer.description}</p> : null}
          {offer.endDate ? (
            <p className={styles.small}>
              {site.t('offers.expiresOn', { date: formatShortDate(offer.endDate) }, 'Expires {date}')}
            </p>
          ) : null}
          {offer.disclaimer ? (
            <p className={`${styles.small} ${styles.muted}`}>{offerDisclaimer(offer.disclaimer, offer.endDate)}</p>
          ) : null}
          <ScheduleOfferLink
            offer={{ offerType: offer.offerType ?? fallbackType, offerId: offer.offerId, name: offer.name }}
            site={site}
          />
        </li>
      ))}
    </ul>
  );
}

/** Running offers of one type (sales, service, dealer), or of every type grouped by type; empty state. */
export function OffersListSection({ id, section, site, data: { offers } }: SectionWithDataProps<'offersListSection'>) {
  const offerType = section.offerType as OfferKind | null | undefined;
  if (offers.length === 0)
    return (
      <Section id={id} title={section.title}>
        <p className={styles.empty} role="status">
          {site.t('offers.empty')}
        </p>
      </Section>
    );
  if (offerType) {
    return (
      <Section id={id} title={section.title}>
        <OfferCards offers={offers} fallbackType={offerType} site={site} Heading="h3" />
      </Section>
    );
  }
  return (
    <Section id={id} title={section.title}>
      {offerGroups(site).map((group) => {
        const inGroup = offers.filter((offer) => offer.offerType === group.type);
        if (inGroup.length === 0) return null;
        return (
          <section key={group.type} aria-labelledby={`${id}-${group.type}`} data-testid={`offers-${group.type}`}>
            <h3 id={`${id}-${group.type}`}>{group.title}</h3>
            <OfferCards offers={inGroup} fallbackType={group.type} site={site} Heading="h4" />
            {group.more ? (
              <p>
                <Link href={group.more.href}>{group.more.label}</Link>
              </p>
            ) : null}
          </section>
        );
      })}
    </Section>
  );
}
