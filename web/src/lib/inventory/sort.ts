/** Sort options and pagination of the search results (19 per page, newest first). */
import type { SearchParamsInput } from './filters';

export const SORT_OPTIONS = ['newest', 'oldest', 'mileage', 'year', 'priceHigh', 'priceLow'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'newest';
export const ITEMS_PER_PAGE = 19;
/** Pages past this are not offered (a crawler trap guard; 19 × 500 is far above any lot). */
export const MAX_PAGE = 500;

export const SORT_LABELS: Record<SortOption, string> = {
  newest: 'Newest arrivals',
  oldest: 'Oldest arrivals',
  mileage: 'Lowest mileage',
  year: 'Newest model year',
  priceHigh: 'Price: high to low',
  priceLow: 'Price: low to high',
};

const first = (params: SearchParamsInput, key: string): string | undefined => {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
};

export function parseSort(value: string | null | undefined): SortOption {
  return (SORT_OPTIONS as readonly string[]).includes(value ?? '') ? (value as SortOption) : DEFAULT_SORT;
}

export function parsePage(value: string | null | undefined): number {
  const page = /^\d{1,4}$/.test(value ?? '') ? Number(value) : 1;
  return Math.min(MAX_PAGE, Math.max(1, page));
}

export interface ListingView {
  sort: SortOption;
  page: number;
}

export const parseListingView = (params: SearchParamsInput): ListingView => ({
  sort: parseSort(first(params, 'sort')),
  page: parsePage(first(params, 'page')),
});

/** The query string of a view: only what differs from the defaults (`?sort=priceLow&page=2`). */
export function listingQuery(view: ListingView): string {
  const params = new URLSearchParams();
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface PageSlice {
  page: number;
  pageCount: number;
  start: number;
  end: number;
}

/** The slice of `total` results a page shows; a page past the end clamps to the last page. */
export function pageSlice(total: number, requestedPage: number, perPage = ITEMS_PER_PAGE): PageSlice {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  const start = (page - 1) * perPage;
  return { page, pageCount, start, end: Math.min(total, start + perPage) };
}

/** Page numbers to link around the current one (first, last, and a window), with null for a gap. */
export function pageLinks(page: number, pageCount: number, window = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n += 1) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= window) pages.push(n);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
