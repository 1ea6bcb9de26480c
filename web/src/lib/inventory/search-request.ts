/**
 * What a request for a search page asks for, decided before the page renders (proxy.ts), so the page itself reads
 * no query string and stays cacheable: filters sent as query parameters (the no-JavaScript filter form) and
 * non-canonical filter paths redirect to the one clean address of that result set; the sort and page become part
 * of the page's cache variant (lib/site-variant). Pure.
 */
import { applyFilterQuery, filterPath, hasFilterQuery, parseFilterPath } from './filters';
import { listingQuery, parseListingView, type ListingView } from './sort';

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

export type SearchRequest =
  { kind: 'page'; view: ListingView } | { kind: 'redirect'; location: string; permanent: boolean } | null;

/** null: not a search page (or its segments are not filters: the route gate answers 404). */
export function searchRequest(pathname: string, params: URLSearchParams): SearchRequest {
  const base = parseFilterPath(pathname);
  if (!base) return null;
  const filters = applyFilterQuery(base, params);
  const view = parseListingView(params);
  const canonical = filterPath(filters);
  if (hasFilterQuery(params))
    return { kind: 'redirect', location: `${canonical}${listingQuery(view)}`, permanent: false };
  if (canonical !== normalise(pathname)) {
    return { kind: 'redirect', location: `${canonical}${listingQuery(view)}`, permanent: true };
  }
  return { kind: 'page', view };
}
