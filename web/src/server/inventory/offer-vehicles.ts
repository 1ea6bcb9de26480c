import 'server-only';
import type { OfferByIdQueryResult } from '@/content/sanity.types';
import type { PaymentSettings } from '@/lib/inventory/card-payment';
import { filterPath } from '@/lib/inventory/filters';
import { offerVehicleSearches } from '@/lib/offers/offer-vehicle-search';
import { isRouteEnabled } from '@/lib/routing/route-access';
import type { SiteContext } from '@/server/site/context';
import { inventoryVocabulary, paymentSettingsFor, searchInventory, type VehicleCard } from './search';
import { searchHeadingFor } from './search-heading';

/** How many of the cars an offer applies to its page shows; the searches list them all. */
export const OFFER_VEHICLES_SHOWN = 6;

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
export async function loadOfferVehicles(
  offer: Pick<NonNullable<OfferByIdQueryResult>, 'offerType' | 'vehicleConditions'>,
  site: SiteContext,
): Promise<OfferVehicles | null> {
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
