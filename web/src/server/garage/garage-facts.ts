import 'server-only';
import { slugify, vehiclePath } from '@dealer/schemas/routes';
import { contentSource, fetchContent, tagRender } from '@/content';
import { embeddedDataset } from '@/content/embedded/dataset';
import {
  garageVehiclesByIdsQuery,
  garageVehiclesByVinsQuery,
  inventoryMatchVinsQuery,
  soldVehiclesByVinsQuery,
} from '@/content/queries';
import type { GarageVehiclesByVinsQueryResult } from '@/content/sanity.types';
import { evaluateInventorySearch } from '@/lib/inventory/evaluate-search';
import { filterPath } from '@/lib/inventory/filters';
import { vehicleTitle } from '@/lib/inventory/format';
import { inventorySearchParams } from '@/lib/inventory/search-params';
import { DEFAULT_SORT } from '@/lib/inventory/sort';
import {
  selectSimilarToMissing,
  similarSearchFilters,
  type MissingVehicleTarget,
} from '@/lib/inventory/similar-to-missing';
import { MAX_SEEN_VINS } from '@/lib/garage/constants';
import type { GarageCar, GarageSearch, GarageSimilarCar, GarageVehicle } from '@/lib/garage/facts';
import { parseSavedSearchHref } from '@/lib/garage/saved-search-href';
import { serverEnv } from '@/server/env';
import { similarToMissingCandidates } from '@/server/inventory/missing-vehicle';
import { inventoryVocabulary } from '@/server/inventory/search';

/** Similar cars shown under a saved car that has been sold (the gone page shows six; a garage row has less room). */
const SIMILAR_PER_SOLD_CAR = 3;

type VehicleRow = GarageVehiclesByVinsQueryResult[number];

/**
 * A car's facts as the garage and /compare show them, for every visitor alike: a private car's price stays on the
 * server (its id goes out instead, for the private-prices API that answers unlocked visitors).
 */
function toGarageVehicle(row: VehicleRow): GarageVehicle | null {
  const { vin, year, make, model } = row;
  if (!vin || !year || !make || !model) return null;
  const isPrivate = row.isPrivate === true;
  const image = row.image?.asset?.url
    ? { url: row.image.asset.url, width: row.image.asset.width ?? 1200, height: row.image.asset.height ?? 800 }
    : null;
  return {
    vin,
    title: vehicleTitle(row),
    href: vehiclePath({ condition: row.condition ?? 'used', year, make, model, vin }),
    condition: row.condition ?? null,
    year,
    trim: row.trim ?? null,
    price: isPrivate ? null : (row.price ?? null),
    oldPrice: isPrivate ? null : (row.oldPrice ?? null),
    privateId: isPrivate ? row._id : null,
    mileage: row.mileage ?? null,
    bodyStyle: row.bodyStyle?.name ?? null,
    bodyStyleValue: row.bodyStyle?.value ?? null,
    drivetrain: row.drivetrain ?? null,
    fuelType: row.fuelType ?? null,
    fuelSlug: row.fuelType ? slugify(row.fuelType) : null,
    transmission: row.transmission ?? null,
    engine: row.engine ?? null,
    exteriorColor: row.exteriorColor ?? null,
    interiorColor: row.interiorColor ?? null,
    keyFeatures: (row.keyFeatures ?? []).filter((feature): feature is string => typeof feature === 'string'),
    image,
    store: row.store?.storeId
      ? {
          storeId: row.store.storeId,
          name: row.store.name ?? row.store.storeId,
          city: row.store.city ?? null,
          state: row.store.stateShort ?? null,
          latitude: row.store.map?.latitude ?? null,
          longitude: row.store.map?.longitude ?? null,
        }
      : null,
  };
}

/** The cars in stock among `vins`, in the order asked. */
export async function vehiclesByVins(vins: readonly string[]): Promise<GarageVehicle[]> {
  if (vins.length === 0) return [];
  const rows = await fetchContent({
    query: garageVehiclesByVinsQuery,
    params: { vins: [...vins] },
    tags: ['vehicle', 'bodyStyle', 'store'],
  });
  const byVin = new Map(rows.flatMap((row) => (row.vin ? [[row.vin, row] as const] : [])));
  return vins.flatMap((vin) => {
    const row = byVin.get(vin);
    const vehicle = row ? toGarageVehicle(row) : null;
    return vehicle ? [vehicle] : [];
  });
}

/**
 * Cars like a sold one, as its gone page picks them (lib/inventory/similar-to-missing.ts): the same make and model,
 * else the same body style within ±30 % of its last price; public cars only.
 */
async function similarToSold(
  target: MissingVehicleTarget,
): Promise<{ similar: GarageSimilarCar[]; searchHref: string }> {
  const candidates = await similarToMissingCandidates(target);
  const { ids, matchedBy } = selectSimilarToMissing(target, candidates, SIMILAR_PER_SOLD_CAR);
  const cars = ids.length > 0 ? await vehiclesByIds(ids) : [];
  return {
    similar: cars.map(({ vin, title, href, price, image }) => ({ vin, title, href, price, image })),
    searchHref: filterPath(similarSearchFilters(target, matchedBy)),
  };
}

/** Public cars by document id, in the order asked (the similar cars' ids). */
async function vehiclesByIds(ids: readonly string[]): Promise<GarageVehicle[]> {
  const rows = await fetchContent({
    query: garageVehiclesByIdsQuery,
    params: { ids: [...ids] },
    tags: ['vehicle', 'bodyStyle', 'store'],
  });
  const byId = new Map(rows.map((row) => [row._id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const vehicle = row ? toGarageVehicle(row) : null;
    return vehicle ? [vehicle] : [];
  });
}

/** The saved cars now: in stock with today's facts, sold (the catalogue's record, with similar cars), or unknown. */
export async function garageCars(vins: readonly string[]): Promise<GarageCar[]> {
  if (vins.length === 0) return [];
  const inStock = new Map((await vehiclesByVins(vins)).map((vehicle) => [vehicle.vin, vehicle]));
  const missing = vins.filter((vin) => !inStock.has(vin));
  const soldRows =
    missing.length > 0
      ? await fetchContent({
          query: soldVehiclesByVinsQuery,
          params: { vins: missing },
          tags: ['soldVehicle', 'bodyStyle'],
        })
      : [];
  const soldByVin = new Map(soldRows.flatMap((row) => (row.vin ? [[row.vin, row] as const] : [])));
  return Promise.all(
    vins.map(async (vin): Promise<GarageCar> => {
      const vehicle = inStock.get(vin);
      if (vehicle) return { status: 'inStock', vin, vehicle };
      const record = soldByVin.get(vin);
      if (!record) return { status: 'unknown', vin };
      const target: MissingVehicleTarget = {
        make: record.make,
        model: record.model,
        bodyStyle: record.bodyStyle ? { _id: record.bodyStyle._id, value: record.bodyStyle.value } : null,
        price: record.price,
      };
      const { similar, searchHref } = await similarToSold(target);
      return {
        status: 'sold',
        vin,
        title: vehicleTitle(record),
        trim: record.trim ?? null,
        lastPrice: record.price ?? null,
        similar,
        searchHref,
      };
    }),
  );
}

/** The cars a search page lists now, by VIN (the embedded dataset evaluates the filter in TypeScript). */
async function matchingVins(href: string): Promise<string[]> {
  const parsed = parseSavedSearchHref(href);
  if (!parsed) return [];
  const vocabulary = await inventoryVocabulary();
  // The cars the search page lists for a visitor who has not unlocked the private inventory (private ones too,
  // unless it searches or sorts by price), newest arrivals first whatever the saved sort: the VINs kept
  // (MAX_SEEN_VINS) are then the newest, so a new arrival is never past the cut.
  const params = { ...inventorySearchParams(parsed.filters, vocabulary, parsed.sort, null, false), sort: DEFAULT_SORT };
  if (contentSource() === 'embedded') {
    await tagRender(['vehicle']);
    const dataset = embeddedDataset(serverEnv().SITE_DATASET);
    return evaluateInventorySearch(dataset.documents, params).flatMap((row) => {
      const vin = dataset.byId.get(row._id)?.vin;
      return typeof vin === 'string' ? [vin] : [];
    });
  }
  const rows = await fetchContent({ query: inventoryMatchVinsQuery, params: { ...params }, tags: ['vehicle'] });
  return rows.flatMap((row) => (row.vin ? [row.vin] : []));
}

/** Each saved search's matches now: their count and VINs (the browser counts the new ones against its own set). */
export async function garageSearches(hrefs: readonly string[]): Promise<GarageSearch[]> {
  return Promise.all(
    hrefs.map(async (href) => {
      const vins = await matchingVins(href);
      return { href, count: vins.length, vins: vins.slice(0, MAX_SEEN_VINS) };
    }),
  );
}
