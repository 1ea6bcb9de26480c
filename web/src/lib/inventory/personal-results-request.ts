/** `GET /api/vehicles/personal-results?path=&sort=&page=&store=` (see personal-results.ts): validation. Pure. */
import { filterPath, parseFilterPath, type InventoryFilters } from './filters';
import { MAX_PAGE, parsePage, SORT_OPTIONS, type ListingView, type SortOption } from './sort';

export const RESULTS_PATH_MESSAGE = 'Give the path of a search page, such as /cars-for-sale/suvs';
export const RESULTS_SORT_MESSAGE = `Sort is one of ${SORT_OPTIONS.join(', ')}`;
export const RESULTS_PAGE_MESSAGE = `Page is a whole number from 1 to ${MAX_PAGE}`;
export const RESULTS_STORE_MESSAGE = 'Store is a store id';
const UNKNOWN_PARAMETER_MESSAGE = 'This field is not allowed';

const STORE_ID = /^[a-z0-9][a-z0-9-]{0,47}$/;
const ALLOWED = ['path', 'sort', 'page', 'store'];

export interface PersonalResultsRequest {
  filters: InventoryFilters;
  view: ListingView;
  /** The store whose finance settings price the payments filter (the page's store). */
  storeId: string | null;
}

export function parsePersonalResultsRequest(
  params: URLSearchParams,
): PersonalResultsRequest | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const key of params.keys()) if (!ALLOWED.includes(key)) errors[key] = UNKNOWN_PARAMETER_MESSAGE;
  const path = params.get('path') ?? '';
  const filters = path.startsWith('/') ? parseFilterPath(path) : null;
  // Only the clean address of a result set (the one the cached page has).
  if (!filters || filterPath(filters) !== path) errors.path = RESULTS_PATH_MESSAGE;
  const sort = params.get('sort') ?? 'newest';
  if (!(SORT_OPTIONS as readonly string[]).includes(sort)) errors.sort = RESULTS_SORT_MESSAGE;
  const page = params.get('page') ?? '1';
  if (!/^\d{1,4}$/.test(page) || Number(page) < 1 || Number(page) > MAX_PAGE) errors.page = RESULTS_PAGE_MESSAGE;
  const store = params.get('store');
  if (store !== null && !STORE_ID.test(store)) errors.store = RESULTS_STORE_MESSAGE;
  if (Object.keys(errors).length > 0 || !filters) return { errors };
  return { filters, view: { sort: sort as SortOption, page: parsePage(page) }, storeId: store };
}
