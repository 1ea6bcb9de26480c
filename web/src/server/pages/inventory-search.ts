import 'server-only';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { filterPath, parseFilterPath, type InventoryFilters } from '@/lib/inventory/filters';
import { listingQuery, type ListingView } from '@/lib/inventory/sort';
import { robotsDirectives } from '@/lib/seo/robots';
import { inventoryFilterPaths } from '@/server/seo/sitemap-content';
import { getSiteContext } from '@/server/site/context';
import { inventoryVocabulary, paymentSettingsFor, searchInventory } from '@/server/inventory/search';
import { filterNames, localizedHeading } from '@/server/inventory/search-heading';
import { contentPageMetadata, loadContentPage, pageHeading } from './content-page';
import { loadSections } from './page-sections';

export type SearchRoute = 'carsForSale' | 'usedCarsForSale' | 'newCarsForSale';

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/**
 * Filters and view of a request; null when the path's segments are not filters. The page reads no query string:
 * proxy.ts has redirected query filters to their path and put the sort and page in the cache variant.
 */
async function readRequest(path: string) {
  const filters = parseFilterPath(path);
  if (!filters) return null;
  const { variant } = await getSiteContext();
  return { filters, view: variant.view, canonical: filterPath(filters) };
}

export interface SearchPageData {
  heading: string;
  filters: InventoryFilters;
  view: ListingView;
}

/**
 * Loads a search page, as every visitor gets it from the cache: default payment terms (the payments filter) and
 * the private inventory locked (private vehicles listed without a price, left out of price searches). The
 * visitor's saved terms and unlocked prices are the browser islands' (docs/caching.md). A non-canonical filter path
 * redirects to the clean one, so each result set has one crawlable address (proxy.ts does so first).
 */
export async function loadSearchPage(route: SearchRoute, path: string) {
  const request = await readRequest(path);
  if (!request) notFound();
  const { filters, view, canonical } = request;
  if (canonical !== normalise(path)) permanentRedirect(`${canonical}${listingQuery(view)}`);
  const [{ page, site }, vocabulary] = await Promise.all([loadContentPage(route), inventoryVocabulary()]);
  const payment = paymentSettingsFor(vocabulary, site.store?.storeId);
  const [results, names, sections] = await Promise.all([
    searchInventory(filters, view, payment, false),
    filterNames(),
    loadSections(page.sections ?? [], site),
  ]);
  const heading =
    route === 'carsForSale' && path !== '/cars-for-sale'
      ? localizedHeading(filters, names, site)
      : pageHeading(page, site.lang) || localizedHeading(filters, names, site);
  return { heading, filters, view, results, payment, names, sections, site };
}

/**
 * Metadata: the route's CMS page metadata; filter paths get their own title and canonical. Robots
 * (indexable only without a sort or page in the query and when the path is in the filters sitemap list; an
 * editor's `seo.noIndex` still wins).
 */
export async function searchPageMetadata(route: SearchRoute, path: string): Promise<Metadata> {
  const [metadata, request, filterPaths, names] = await Promise.all([
    contentPageMetadata(route),
    readRequest(path),
    inventoryFilterPaths(),
    filterNames(),
  ]);
  const query = request ? listingQuery(request.view) : '';
  const robots = metadata.robots ?? robotsDirectives(path, query, filterPaths);
  if (!request || route !== 'carsForSale' || request.canonical === '/cars-for-sale') return { ...metadata, robots };
  const title = localizedHeading(request.filters, names, await getSiteContext());
  return {
    ...metadata,
    title,
    robots,
    alternates: { canonical: request.canonical },
    openGraph: { ...metadata.openGraph, title, url: request.canonical },
  };
}
