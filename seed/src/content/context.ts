/** What every content module needs to know about the dataset being built. */
import type { SiteVariant } from '@dealer/schemas/constants';
import type { BrandArt } from '../images/library';
import type { ImageSet } from '../images/registry';
import type { StoreDoc } from '../types';
import { docId } from '../keys';

export interface Brand extends BrandArt {
  /** Apex domain for e-mail addresses and the site URL. */
  domain: string;
  siteUrl: string;
  /** Lead inbox, e.g. leads@prairieautobuyers.com. */
  leadsEmail: string;
  description: string;
}

export interface SeedContext {
  variant: SiteVariant;
  brand: Brand;
  images: ImageSet;
  stores: StoreDoc[];
  defaultStoreId: string;
}

export const storeDocId = (storeId: string) => docId('store', storeId);

export function defaultStore(ctx: SeedContext): StoreDoc {
  const store = ctx.stores.find((candidate) => candidate.storeId === ctx.defaultStoreId);
  if (!store) throw new Error(`Default store ${ctx.defaultStoreId} is missing`);
  return store;
}
