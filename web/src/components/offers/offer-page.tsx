import { pathFor, type OfferKind } from '@dealer/schemas/routes';
import Link from 'next/link';
import { PageHeader } from '@/components/page/page-header';
import { offerDisclaimer } from '@/components/sections/offers-list-section';
import styles from '@/components/sections/sections.module.css';
import { SanityImage } from '@/components/ui/sanity-image';
import { formatShortDate } from '@/lib/format/date';
import type { OfferByIdQueryResult } from '@/content/sanity.types';
import type { OfferVehicles as OfferVehiclesData } from '@/server/inventory/offer-vehicles';
import type { SiteContext } from '@/server/site/context';

import { offerTypeLabel } from './offer-type-label';
import { OfferVehicles } from './offer-vehicles';
import { ScheduleOfferLink } from './schedule-offer-link';

/** /special-offers/{dealer|sales|service}/{id}: one offer with its terms and the cars it applies to (loadOfferPage). */
export function OfferPage({
  offerType,
  offer,
  vehicles,
  site,
}: {
  offerType: OfferKind;
  /** The running offer, its dates those of its current window (a monthly offer's rolled dates). */
  offer: NonNullable<OfferByIdQueryResult>;
  vehicles: OfferVehiclesData | null;
  site: SiteContext;
}) {
  // Only a running offer reaches this page (loadOffer), so it can always be booked with.
  const back =
    offerType === 'service'
      ? pathFor('serviceOffers')
      : offerType === 'dealer'
        ? pathFor('dealerOffers')
        : pathFor('specialOffers');
  return (
    <>
      <PageHeader title={offer.name ?? site.t('offers.fallbackTitle', {}, 'Special Offer')}>
        {offer.typeLabel ? offerTypeLabel(site, offer.offerType, offer.typeLabel) : null}
      </PageHeader>
      <div
        className={`container ${styles.split}`}
        style={{ paddingBlock: 'var(--chakra-spacing-10)', alignItems: 'start' }}
      >
        <SanityImage image={offer.image} sizes="(min-width: 48rem) 45vw, 100vw" priority className={styles.media} />
        <div>
          {offer.badge ? <p className={styles.badge}>{offer.badge}</p> : null}
          {offer.description ? <p className={styles.splitText}>{offer.description}</p> : null}
          {offer.endDate ? (
            <p>{site.t('offers.expiresOn', { date: formatShortDate(offer.endDate) }, 'Expires {date}')}</p>
          ) : null}
          {offer.disclaimer ? (
            <p className={`${styles.small} ${styles.muted}`}>{offerDisclaimer(offer.disclaimer, offer.endDate)}</p>
          ) : null}
          <ScheduleOfferLink offer={offer} site={site} />
          <p>
            <Link href={back}>{site.t('offers.all', {}, 'See all offers')}</Link>
          </p>
        </div>
      </div>
      {vehicles ? <OfferVehicles vehicles={vehicles} site={site} /> : null}
    </>
  );
}
