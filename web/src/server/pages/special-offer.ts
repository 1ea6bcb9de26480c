import 'server-only';
import type { OfferKind } from '@dealer/schemas/routes';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { fetchContent } from '@/content';
import { offerByIdQuery } from '@/content/queries';
import { isoDateInZone } from '@/lib/format/date';
import { isOfferRunning } from '@/lib/offers/running-offer';
import { isRouteEnabled } from '@/lib/routing/route-access';
import { getSiteContext } from '@/server/site/context';

/**
 * The offer of an offer page (404 when special offers are disabled, the id is unknown or the offer is outside its
 * start/end window on the store's calendar); cached per request, so metadata and page share one query. proxy.ts
 * answers those 404s first (route-gate).
 */
export const loadOffer = cache(async (offerType: OfferKind, offerId: string) => {
  const site = await getSiteContext();
  if (!isRouteEnabled('specialOffers', site.enabledPages)) notFound();
  const offer = await fetchContent({ query: offerByIdQuery, params: { offerType, offerId }, tags: ['offer'] });
  if (!offer || !isOfferRunning(offer, isoDateInZone(new Date(), site.store?.timezone ?? undefined))) notFound();
  return offer;
});

export type RunningOffer = Awaited<ReturnType<typeof loadOffer>>;

/** /special-offers/{dealer|sales|service}/{id}: the running offer and the site it is shown on. */
export async function loadOfferPage(offerType: OfferKind, offerId: string) {
  const [offer, site] = await Promise.all([loadOffer(offerType, offerId), getSiteContext()]);
  return { offer, site };
}
