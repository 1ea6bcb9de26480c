/**
 * A saved search's address: the clean filter path of a search page and its sort (`/cars-for-sale/suvs?sort=priceLow`).
 * The page number is left out: a saved search is the whole result set. Pure.
 */
import { filterPath, parseFilterPath, type InventoryFilters } from '@/lib/inventory/filters';
import { listingQuery, parseSort, type SortOption } from '@/lib/inventory/sort';

export function savedSearchHref(filters: InventoryFilters, sort: SortOption): string {
  return `${filterPath(filters)}${listingQuery({ sort, page: 1 })}`;
}

/** The filters of a saved search's address; null unless it is exactly the address `savedSearchHref` writes. */
export function parseSavedSearchHref(href: string): { filters: InventoryFilters; sort: SortOption } | null {
  if (!href.startsWith('/') || href.length > 300) return null;
  const [path = '', query = ''] = href.split('?', 2);
  const filters = parseFilterPath(path);
  if (!filters) return null;
  const sort = parseSort(new URLSearchParams(query).get('sort'));
  return savedSearchHref(filters, sort) === href ? { filters, sort } : null;
}
