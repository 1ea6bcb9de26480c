import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_VARIANT, encodeVariant, SITE_VARIANT_HEADER, type SiteVariant } from '@/lib/site-variant/site-variant';
import { searchRequest } from '@/lib/inventory/search-request';
import { rewriteNeedsRequestHeaders } from '@/lib/site-variant/rewrite-headers';
import type { ListingView } from '@/lib/inventory/sort';
import { inventoryRedirectLocation, isInvalidFilterPath } from '@/server/inventory/redirects';
import { requestVariant } from '@/server/site/request-variant';
import { routeGateAnswer, type RouteGateAnswer } from '@/server/site/route-gate';
import { GONE_RESPONSE_HEADER } from '@/lib/http/gone-status';
import { encodeMissingPage, MISSING_PAGE_HEADER, missingPageStatus } from '@/lib/routing/missing-page';
import { pageContentSecurityPolicy } from '@/server/security/page-policy';
import { FAVICON, hasFileExtension, isFileRoute, SITE_ICON } from '@/lib/routing/file-routes';

/** Path of no route: rewriting here makes Next render app/global-not-found.tsx with a 404 status, on the server. */
const NOT_FOUND_REWRITE = '/_not-found';

/**
 * The request's own URL with another path (the query kept). Built on `nextUrl`'s origin so it keeps the server's
 * internal origin: a rewrite to any other origin (e.g. `localhost` when the server listens on 127.0.0.1) would be
 * proxied over HTTP back into this proxy, again and again. A string, not a cloned NextURL: Next turns the target
 * into a string anyway, and a NextURL's `href` is costly to compute on every request.
 */
function internalUrl(request: NextRequest, pathname: string): string {
  return `${request.nextUrl.origin}${pathname}${request.nextUrl.search}`;
}

async function variantOf(request: NextRequest, view: ListingView | undefined): Promise<SiteVariant> {
  try {
    return await requestVariant({
      cookie: (name) => request.cookies.get(name)?.value,
      acceptLanguage: request.headers.get('accept-language'),
      gpc: request.headers.get('sec-gpc'),
      search: request.nextUrl.searchParams,
      view,
    });
  } catch (error) {
    console.error('[proxy] cache variant unavailable', error);
    return DEFAULT_VARIANT;
  }
}

/**
 * Before every page (docs/caching.md):
 * - Redirects legacy and non-canonical inventory URLs.
 * - Answers 404 for pages the variant disables and for slugs that name nothing, before a page renders (see
 *   lib/routing/route-gate.ts for why this is not left to `notFound()` in the pages, which stay as a fallback);
 *   410 for a sold car's page and an ended offer's, which the 404 page explains (lib/routing/missing-page.ts).
 * - Picks the page's cache variant (language, store, banner state, experiment; server/site/request-variant.ts) and
 *   rewrites `/path` to `/{variant}/path`, the app/[variant] tree: pages never read cookies, so Next caches each
 *   variant of each page and every visitor with the same choices shares it.
 * - Sets the page's Content-Security-Policy; the hashes of the document's inline scripts are added when it is sent
 *   (server/http/document-hook.ts). Cache-Control is decided there too. Other security headers: next.config.ts.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isFileRoute(pathname)) return NextResponse.next();
  const policy = pageContentSecurityPolicy(request);
  const secured = (response: NextResponse) => {
    response.headers.set('content-security-policy', policy);
    return response;
  };

  // Browsers ask for /favicon.ico by themselves; the site's icon is app/icon.svg.
  if (pathname === FAVICON) return secured(NextResponse.redirect(new URL(SITE_ICON, request.url), 308));

  // Redirects first (legacy vehicle URLs, then route rules), permanent, keeping the query.
  try {
    const location = await inventoryRedirectLocation(pathname);
    if (location) return secured(NextResponse.redirect(new URL(`${location}${search}`, request.url), 308));
  } catch (error) {
    console.error('[proxy] inventory redirect failed', error);
  }

  // A file name the app does not serve (`/wp-login.php`, `/.env`) names nothing: the site's 404 page.
  let answer: RouteGateAnswer | null = hasFileExtension(pathname) ? { kind: 'unmatched', missing: null } : null;
  if (!answer)
    try {
      answer = await routeGateAnswer(pathname);
      // Search filter paths whose segments mean nothing fail route validation.
      if (!answer && isInvalidFilterPath(pathname)) answer = { kind: 'invalid', missing: null };
    } catch (error) {
      // Content unavailable: let the page render (and fail or 404 on its own).
      console.error('[proxy] route gate failed', error);
    }
  const kind = answer?.kind ?? null;
  const missing = answer?.missing ?? null;

  // Search pages: filters in the query string and non-canonical paths redirect; the sort and page join the variant.
  const searchPage = kind ? null : searchRequest(pathname, request.nextUrl.searchParams);
  if (searchPage?.kind === 'redirect') {
    return secured(NextResponse.redirect(new URL(searchPage.location, request.url), searchPage.permanent ? 308 : 307));
  }
  const variant = encodeVariant(await variantOf(request, searchPage?.view));
  const target = kind ? NOT_FOUND_REWRITE : `/${variant}${pathname === '/' ? '' : pathname}`;
  if (
    !rewriteNeedsRequestHeaders({ pathname, notFound: Boolean(kind), hasHeader: (name) => request.headers.has(name) })
  ) {
    return secured(NextResponse.rewrite(internalUrl(request, target)));
  }
  // What the 404 page and the pages that read the path are told; whatever the visitor sent under these names is
  // replaced or removed.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-pathname', `${pathname}${search}`);
  requestHeaders.set(SITE_VARIANT_HEADER, variant);
  if (kind) requestHeaders.set('x-not-found-kind', kind);
  else requestHeaders.delete('x-not-found-kind');
  if (missing) requestHeaders.set(MISSING_PAGE_HEADER, encodeMissingPage(missing));
  else requestHeaders.delete(MISSING_PAGE_HEADER);
  const response = NextResponse.rewrite(internalUrl(request, target), { request: { headers: requestHeaders } });
  // Next answers its 404 page with 404; the document hook turns a marked answer into 410 Gone.
  if (missing && missingPageStatus(missing) === 410) response.headers.set(GONE_RESPONSE_HEADER, '1');
  return secured(response);
}

export const config = {
  // Pages and unknown names: not API routes, seed media or Next's own assets.
  matcher: ['/((?!api/|media/|_next/static/|_next/image).*)'],
};
