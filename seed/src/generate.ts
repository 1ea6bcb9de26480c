/** Builds one dataset in memory: its documents, its NDJSON text and the SVG files it references. */
import { SITE_VARIANTS, type SiteVariant } from '@dealer/schemas/constants';
import type { SeedContext } from './content/context';
import { brandFor, buildStores, defaultStoreIdFor } from './content/stores';
import { DEFAULT_VEHICLE_COUNT } from './content/vehicles';
import { ImageSet } from './images/registry';
import { toNdjson } from './ndjson';
import type { SeedDocument } from './types';
import { buildDealershipDocuments } from './variants/dealership';
import { buildSellCarDocuments } from './variants/sell-car';

export { SITE_VARIANTS };
export type { SiteVariant };

export interface GenerateOptions {
  /** Dealership inventory size (default 420). */
  vehicles?: number;
}

export interface Dataset {
  variant: SiteVariant;
  documents: SeedDocument[];
  ndjson: string;
  images: ImageSet;
  /** Documents per `_type`, sorted by type name. */
  counts: Record<string, number>;
}

export function createContext(variant: SiteVariant): SeedContext {
  const brand = brandFor(variant);
  const images = new ImageSet();
  return {
    variant,
    brand,
    images,
    stores: buildStores(variant, brand, images),
    defaultStoreId: defaultStoreIdFor(variant),
  };
}

export function countByType(documents: readonly SeedDocument[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const doc of [...documents].sort((a, b) => (a._type < b._type ? -1 : a._type > b._type ? 1 : 0))) {
    counts[doc._type] = (counts[doc._type] ?? 0) + 1;
  }
  return counts;
}

export function generateDataset(variant: SiteVariant, options: GenerateOptions = {}): Dataset {
  const vehicles = options.vehicles ?? DEFAULT_VEHICLE_COUNT;
  if (!Number.isInteger(vehicles) || vehicles < 0)
    throw new Error(`--vehicles must be a whole number (got ${vehicles})`);
  const ctx = createContext(variant);
  const documents = variant === 'sell-car' ? buildSellCarDocuments(ctx) : buildDealershipDocuments(ctx, vehicles);
  const ids = new Set<string>();
  for (const doc of documents) {
    if (ids.has(doc._id)) throw new Error(`Duplicate document id ${doc._id} in ${variant}`);
    ids.add(doc._id);
  }
  return { variant, documents, ndjson: toNdjson(documents), images: ctx.images, counts: countByType(documents) };
}
