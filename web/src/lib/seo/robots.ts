/**
 * The robots meta rule (docs/routes-and-seo.md#robots-rule). The inventory search page (`/cars-for-sale`, `/used-cars-for-sale`,
 * `/new-cars-for-sale` and the filter paths under `/cars-for-sale/`) is indexable only when the URL has no query
 * parameters and its path is in the filters sitemap list; otherwise noindex. Every other page is indexable.
 * Content always allows following, large image previews and unlimited snippets and video previews.
 */

export interface RobotsDirectives {
  index: boolean;
  follow: true;
  'max-image-preview': 'large';
  'max-snippet': -1;
  'max-video-preview': -1;
}

const SEARCH_ROOTS = new Set(['/cars-for-sale', '/used-cars-for-sale', '/new-cars-for-sale']);

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether a path is the inventory search page or one of its filter paths (vehicle pages are not). */
export function isInventorySearchPath(pathname: string): boolean {
  const path = trimSlash(pathname.toLowerCase());
  return SEARCH_ROOTS.has(path) || path.startsWith('/cars-for-sale/');
}

function hasQuery(search: string | URLSearchParams | Record<string, unknown> | null | undefined): boolean {
  if (!search) return false;
  if (typeof search === 'string') return new URLSearchParams(search.replace(/^\?/, '')).size > 0;
  if (search instanceof URLSearchParams) return search.size > 0;
  return Object.values(search).some((value) => value !== undefined);
}

/**
 * @param pathname the path without query (a query on it counts as parameters too)
 * @param search the query: a string (`?a=1`), URLSearchParams or Next's `searchParams` object
 * @param filterPaths the filters sitemap list as paths (`filters?without=1`)
 */
export function robotsDirectives(
  pathname: string,
  search: string | URLSearchParams | Record<string, unknown> | null | undefined,
  filterPaths: readonly string[],
): RobotsDirectives {
  const [path = '/', inlineQuery] = pathname.split('?');
  let index = true;
  if (isInventorySearchPath(path)) {
    const listed = filterPaths.some((item) => trimSlash(item.toLowerCase()) === trimSlash(path.toLowerCase()));
    index = listed && !hasQuery(search) && !hasQuery(inlineQuery);
  }
  return { index, follow: true, 'max-image-preview': 'large', 'max-snippet': -1, 'max-video-preview': -1 };
}

/** The directives of any content page: index or not, and always the spec's follow and preview settings. */
export const contentRobots = (index: boolean): RobotsDirectives => ({
  index,
  follow: true,
  'max-image-preview': 'large',
  'max-snippet': -1,
  'max-video-preview': -1,
});

/**
 * The article search page (`/car-research/search`): indexable without query parameters (the search form itself);
 * any result page (`?q=`, `?page=`, anything else) is noindex.
 */
export const articleSearchRobots = (
  search: string | URLSearchParams | Record<string, unknown> | null | undefined,
): RobotsDirectives => contentRobots(!hasQuery(search));
