import 'server-only';
import type { OfferKind } from '@dealer/schemas/routes';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { fetchContent } from '@/content';
import { offerByIdQuery } from '@/content/queries';
import { filterPath } from '@/lib/inventory/filters';
import { isoDateInZone } from '@/lib/format/date';
import { offerWindow, windowIncludes } from '@/lib/offers/offer-window';
import { offerVehicleSearches } from '@/lib/offers/offer-vehicle-search';
import { isRouteEnabled } from '@/lib/routing/route-access';
import {
  inventoryVocabulary,
  paymentSettingsFor,
  searchInventory,
  type PaymentSettings,
  type VehicleCard,
} from '@/server/inventory/search';
import { searchHeadingFor } from '@/server/inventory/search-page';
import { getSiteContext, type SiteContext } from '@/server/site/context';

/** How many of the cars an offer applies to its page shows; the searches list them all. */
export const OFFER_VEHICLES_SHOWN = 6;

/**
 * The offer of an offer page (404 when special offers are disabled or the id is unknown; proxy.ts answers an offer
 * outside its dates with 410 first, route-gate), with the dates of its current window (a monthly offer's rolled
 * dates); cached per request, so metadata and page share one query.
 */
export const loadOffer = cache(async (offerType: OfferKind, offerId: string) => {
  const site = await getSiteContext();
  if (!isRouteEnabled('specialOffers', site.enabledPages)) notFound();
  const offer = await fetchContent({ query: offerByIdQuery, params: { offerType, offerId }, tags: ['offer'] });
  if (!offer) notFound();
  const today = isoDateInZone(new Date(), site.store?.timezone ?? undefined);
  const window = offerWindow(offer, today);
  if (!windowIncludes(window, today)) notFound();
  return { ...offer, ...window };
});

export type RunningOffer = Awaited<ReturnType<typeof loadOffer>>;

export interface OfferVehicles {
  /** The first cars of the searches, in search order, without repeats. */
  cars: VehicleCard[];
  /** One search per eligible-vehicles row: its address, its heading and how many cars it lists now. */
  searches: { path: string; heading: string; total: number }[];
  /** The store's finance settings for the cards' payment line. */
  payment: PaymentSettings | null;
}

/**
 * The cars a sales or dealer offer applies to (its `vehicleConditions` as inventory searches, newest first). A
 * service offer's conditions describe the car brought in for service, not cars for sale: no list. None either where
 * the site has no inventory (the sell-car variant): the offer is shown without a car list.
 */
export async function loadOfferVehicles(offer: RunningOffer, site: SiteContext): Promise<OfferVehicles | null> {
  if (offer.offerType === 'service' || !isRouteEnabled('carsForSale', site.enabledPages)) return null;
  const filters = offerVehicleSearches(offer.vehicleConditions);
  const [results, headings, vocabulary] = await Promise.all([
    Promise.all(filters.map((search) => searchInventory(search, { sort: 'newest', page: 1 }, null))),
    Promise.all(filters.map((search) => searchHeadingFor(search, site))),
    inventoryVocabulary(),
  ]);
  const seen = new Set<string>();
  const cars = results
    .flatMap((result) => result.vehicles)
    .filter((car) => !seen.has(car._id) && seen.add(car._id))
    .slice(0, OFFER_VEHICLES_SHOWN);
  return {
    cars,
    searches: filters.map((search, index) => ({
      path: filterPath(search),
      heading: headings[index] ?? '',
      total: results[index]?.total ?? 0,
    })),
    payment: paymentSettingsFor(vocabulary, site.store?.storeId),
  };
}

/** /special-offers/{dealer|sales|service}/{id}: the running offer, the cars it applies to and the site. */
export async function loadOfferPage(offerType: OfferKind, offerId: string) {
  const [offer, site] = await Promise.all([loadOffer(offerType, offerId), getSiteContext()]);
  return { offer, site, vehicles: await loadOfferVehicles(offer, site) };
}
