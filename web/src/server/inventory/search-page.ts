import 'server-only';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { contentPageMetadata, loadContentPage, pageHeading } from '@/server/pages/content-page';
import {
  applyFilterQuery,
  filterPath,
  hasFilterQuery,
  parseFilterPath,
  type InventoryFilters,
} from '@/lib/inventory/filters';
import { searchHeading, type FilterNames } from '@/lib/inventory/format';
import { interpolate } from '@/lib/i18n/interpolate';
import { resolveSearchStrings } from '@/lib/inventory/search-strings';
import { getSiteContext, type SiteContext } from '@/server/site/context';
import { slugify } from '@dealer/schemas/routes';
import { listingQuery, parseListingView, type ListingView } from '@/lib/inventory/sort';
import { robotsDirectives } from '@/lib/seo/robots';
import { inventoryFilterPaths } from '@/server/seo/sitemap-content';
import { parseTerms, PERSONALIZED_TERMS_COOKIE } from '@/lib/finance/personalized-terms';
import { isProfileValid, readProfile } from '@/lib/profile/visitor-profile';
import { paymentTermsFor } from './card-payment';
import { inventoryVocabulary, paymentSettingsFor, searchInventory } from './search';

export type SearchRoute = 'carsForSale' | 'usedCarsForSale' | 'newCarsForSale';
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/** Filters and view of a request; null when the path's segments are not filters. */
function readRequest(path: string, params: Record<string, string | string[] | undefined>) {
  const base = parseFilterPath(path);
  if (!base) return null;
  const filters = applyFilterQuery(base, params);
  return { filters, view: parseListingView(params), canonical: filterPath(filters) };
}

/** Display names of filter values, from the vocabulary (see FilterNames). */
async function filterNames(): Promise<FilterNames> {
  const vocabulary = await inventoryVocabulary();
  const names: FilterNames = {};
  const add = (kind: string, values: (string | null)[]) => {
    for (const value of values) if (value) names[`${kind}:${slugify(value)}`] ??= value;
  };
  add('make', vocabulary.makes);
  add(
    'model',
    vocabulary.models.map((entry) => entry.model),
  );
  add('fuel', vocabulary.fuels);
  add('drivetrain', vocabulary.drivetrains);
  for (const style of vocabulary.bodyStyles)
    if (style.value) names[`bodyStyle:${style.value}`] = style.name ?? style.value;
  for (const store of vocabulary.stores)
    if (store.storeId) names[`store:${store.storeId}`] = store.name ?? store.storeId;
  return names;
}

/** The filter state's heading in the visitor's language (words from the search strings). */
function localizedHeading(filters: InventoryFilters, names: FilterNames, site: Pick<SiteContext, 't' | 'lang'>) {
  const strings: Readonly<Record<string, string>> = resolveSearchStrings(site.t, site.lang);
  return searchHeading(filters, names, (key, values, text) => interpolate(strings[key] ?? text, values), site.lang);
}

export interface SearchPageData {
  heading: string;
  filters: InventoryFilters;
  view: ListingView;
}

/**
 * Loads a search page. Filters submitted as query parameters (the no-JavaScript form) and non-canonical filter
 * paths redirect to the clean path, so each result set has one crawlable address.
 */
export async function loadSearchPage(route: SearchRoute, path: string, searchParams: SearchParams) {
  const params = await searchParams;
  const request = readRequest(path, params);
  if (!request) notFound();
  const { filters, view, canonical } = request;
  if (hasFilterQuery(params)) redirect(`${canonical}${listingQuery(view)}`);
  if (canonical !== normalise(path)) permanentRedirect(`${canonical}${listingQuery(view)}`);
  const [{ page, site }, vocabulary, jar] = await Promise.all([
    loadContentPage(route),
    inventoryVocabulary(),
    cookies(),
  ]);
  const payment = paymentSettingsFor(vocabulary, site.store?.storeId);
  // The visitor's saved terms personalise every payment (cards and the payments filter alike).
  const terms = parseTerms(jar.get(PERSONALIZED_TERMS_COOKIE)?.value);
  // A saved (valid) profile is the private-inventory pass, as on the vehicle page.
  const unlocked = isProfileValid(
    readProfile(Object.fromEntries(jar.getAll().map((cookie) => [cookie.name, cookie.value]))),
  );
  const [results, names] = await Promise.all([
    searchInventory(filters, view, payment ? paymentTermsFor(payment, terms) : null, unlocked),
    filterNames(),
  ]);
  const heading =
    route === 'carsForSale' && path !== '/cars-for-sale'
      ? localizedHeading(filters, names, site)
      : pageHeading(page, site.lang) || localizedHeading(filters, names, site);
  return { heading, filters, view, results, payment, terms, unlocked, names, sections: page.sections ?? [], site };
}

/**
 * Metadata: the route's CMS page metadata; filter paths get their own title and canonical. Robots
 * (indexable only without query parameters and when the path is in the filters sitemap list; an editor's
 * `seo.noIndex` still wins).
 */
export async function searchPageMetadata(
  route: SearchRoute,
  path: string,
  searchParams: SearchParams,
): Promise<Metadata> {
  const [metadata, search, filterPaths, names] = await Promise.all([
    contentPageMetadata(route),
    searchParams,
    inventoryFilterPaths(),
    filterNames(),
  ]);
  const request = readRequest(path, search);
  const robots = metadata.robots ?? robotsDirectives(path, search, filterPaths);
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
