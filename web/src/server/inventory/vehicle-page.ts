import 'server-only';
import { vehiclePath } from '@dealer/schemas/routes';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { contentSource, fetchContent, tagRender } from '@/content';
import { embeddedDataset } from '@/content/embedded/dataset';
import { runEmbeddedQuery } from '@/content/embedded/run-query';
import { vehicleByVinQuery } from '@/content/queries';
import type { VehicleByVinQueryResult } from '@/content/sanity.types';
import { evaluateInventorySearch } from '@/lib/inventory/evaluate-search';
import { SIMILAR_VEHICLES, similarSearchParams } from '@/lib/inventory/search-params';
import { serverEnv } from '@/server/env';
import { vehicleCards } from './search';
import { formatMiles, formatPrice, vehicleTitle } from '@/lib/inventory/format';
import { isRouteEnabled } from '@/lib/routing/route-access';
import { contentRobots } from '@/lib/seo/robots';
import { configuredOrigin } from '@/server/seo/page-seo';
import { storeOrigin } from '@/server/seo/sitemap-content';
import { getSiteContext } from '@/server/site/context';

const VIN_AT_END = /-([A-HJ-NPR-Z0-9]{17})$/i;

/** The VIN at the end of `{year}-{make}-{model}-{vin}`. */
export const vinFromSlug = (slug: string) => VIN_AT_END.exec(decodeURIComponent(slug))?.[1]?.toUpperCase() ?? null;

/**
 * vehicleByVinQuery. Embedded: the GROQ runs over just this vehicle's document (references resolve through the
 * whole dataset) and the `similar` sub-query is the TypeScript search (queries.test.ts proves both give the same
 * vehicles); a groq-js scan of every document twice per page is what this avoids.
 */
const INVENTORY_TAGS = ['vehicle', 'bodyStyle', 'store'];

async function vehicleByVin(vin: string): Promise<VehicleByVinQueryResult> {
  if (contentSource() !== 'embedded') {
    return fetchContent({ query: vehicleByVinQuery, params: { vin }, tags: ['vehicle', 'bodyStyle', 'store'] });
  }
  await tagRender(INVENTORY_TAGS);
  const dataset = embeddedDataset(serverEnv().SITE_DATASET);
  const doc = dataset.documents.find((item) => item._type === 'vehicle' && item.vin === vin);
  if (!doc) return null;
  const vehicle = (await runEmbeddedQuery({ ...dataset, documents: [doc] }, vehicleByVinQuery, {
    vin,
  })) as VehicleByVinQueryResult;
  const bodyStyleRef = (doc.bodyStyle as { _ref?: string } | undefined)?._ref;
  if (!vehicle || !bodyStyleRef || typeof doc.price !== 'number') return vehicle;
  const ids = evaluateInventorySearch(dataset.documents, similarSearchParams({ bodyStyleRef, price: doc.price }))
    .map((row) => row._id)
    .filter((id) => id !== doc._id)
    .slice(0, SIMILAR_VEHICLES);
  return { ...vehicle, similar: ids.length > 0 ? await vehicleCards(ids) : [] };
}

/** The vehicle of a VDP request; 404 when unknown, 308 to the canonical path when the URL's words are stale. */
export const loadVehiclePage = cache(async (condition: string, slug: string) => {
  const site = await getSiteContext();
  if (!isRouteEnabled('vehicle', site.enabledPages)) notFound();
  const vin = vinFromSlug(slug);
  if (!vin) notFound();
  const vehicle = await vehicleByVin(vin);
  if (!vehicle?.vin || !vehicle.year || !vehicle.make || !vehicle.model) notFound();
  const path = vehiclePath({
    condition: vehicle.condition ?? 'used',
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    vin: vehicle.vin,
  });
  if (path !== `/${condition}-cars-for-sale/${decodeURIComponent(slug)}`) permanentRedirect(path);
  return { vehicle, path, site };
});

export type VehiclePageData = Awaited<ReturnType<typeof loadVehiclePage>>;
export type VehicleDetail = VehiclePageData['vehicle'];

/** Absolute origin for JSON-LD: the default store's site URL, else SITE_URL (server/seo/page-seo.ts). */
export async function pageOrigin(): Promise<string> {
  return storeOrigin(configuredOrigin());
}

export async function vehiclePageMetadata(condition: string, slug: string): Promise<Metadata> {
  const { vehicle, path } = await loadVehiclePage(condition, slug);
  const name = [vehicleTitle(vehicle), vehicle.trim].filter(Boolean).join(' ');
  const facts = [
    vehicle.isPrivate || vehicle.price == null ? null : formatPrice(vehicle.price),
    vehicle.mileage != null ? formatMiles(vehicle.mileage) : null,
    vehicle.exteriorColor,
    vehicle.store?.city ? `at our ${vehicle.store.city} store` : null,
  ].filter(Boolean);
  const description = `${name} for sale: ${facts.join(', ')}. VIN ${vehicle.vin}.`;
  const image = vehicle.images?.[0]?.asset?.url;
  return {
    title: name,
    description,
    alternates: { canonical: path },
    // Private vehicles are shown to visitors who unlocked the private inventory only: keep them out of search.
    robots: contentRobots(!vehicle.isPrivate),
    openGraph: {
      title: name,
      description,
      url: path,
      images: image ? [{ url: image, alt: vehicle.images?.[0]?.alt ?? name }] : undefined,
    },
  };
}
