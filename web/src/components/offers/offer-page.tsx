import { pathFor, type OfferKind } from '@dealer/schemas/routes';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { offerDisclaimer } from '@/components/sections/offers-list-section';
import styles from '@/components/sections/sections.module.css';
import { SanityImage } from '@/components/ui/sanity-image';
import { fetchContent } from '@/content';
import { offerByIdQuery } from '@/content/queries';
import { formatShortDate, isoDateInZone } from '@/lib/format/date';
import { isOfferRunning } from '@/lib/offers/running-offer';
import { isRouteEnabled } from '@/lib/routing/route-access';
import { getSiteContext } from '@/server/site/context';

import { offerTypeLabel } from './offer-type-label';
import { ScheduleOfferLink } from './schedule-offer-link';

/**
 * The offer of an offer page (404 when special offers are disabled, the id is unknown or the offer is outside its
 * start/end window on the store's calendar); cached per request. proxy.ts answers those 404s first (route-gate).
 */
export const loadOffer = cache(async (offerType: OfferKind, offerId: string) => {
  const site = await getSiteContext();
  if (!isRouteEnabled('specialOffers', site.enabledPages)) notFound();
  const offer = await fetchContent({ query: offerByIdQuery, params: { offerType, offerId }, tags: ['offer'] });
  if (!offer || !isOfferRunning(offer, isoDateInZone(new Date(), site.store?.timezone ?? undefined))) notFound();
  return offer;
});

/** /special-offers/{dealer|sales|service}/{id}: one offer with its terms. */
export async function OfferPage({ offerType, offerId }: { offerType: OfferKind; offerId: string }) {
  // Only a running offer is shown (loadOffer), so it can always be booked with.
  const [offer, site] = await Promise.all([loadOffer(offerType, offerId), getSiteContext()]);
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
    </>
  );
}
