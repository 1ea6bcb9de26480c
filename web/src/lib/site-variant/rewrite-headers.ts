import { matchPath, type RouteName } from '@dealer/schemas/routes';
import { MISSING_PAGE_HEADER } from '@/lib/routing/missing-page';
import { SITE_VARIANT_HEADER } from './site-variant';

/** Request headers proxy.ts writes for the render; a visitor's own copies must never reach it. */
export const PROXY_REQUEST_HEADERS = [
  'x-pathname',
  'x-not-found-kind',
  MISSING_PAGE_HEADER,
  SITE_VARIANT_HEADER,
] as const;

/** Pages (rendered per request) that read the path and query proxy.ts records in `x-pathname`. */
const PATH_READING_ROUTES: readonly RouteName[] = ['serviceSchedule'];

/**
 * Whether proxy.ts must hand the render a changed set of request headers. Doing so copies every request header
 * into the rewrite (Next's override format), a cost on each cached page, so it happens only when a render reads
 * them: the 404 page (path, 404 kind, variant; for a 404 the proxy decided and for a path of no route), the pages
 * that read the path, and any request that arrives
 * carrying one of those headers itself (they are replaced, so a visitor cannot choose them). Pure.
 */
export function rewriteNeedsRequestHeaders(input: {
  pathname: string;
  notFound: boolean;
  hasHeader: (name: string) => boolean;
}): boolean {
  if (input.notFound) return true;
  if (PROXY_REQUEST_HEADERS.some((name) => input.hasHeader(name))) return true;
  const route = matchPath(input.pathname)?.name;
  // A path of no route is answered by Next's 404 page, which reads them too.
  return route === undefined || PATH_READING_ROUTES.includes(route);
}
