import { NextResponse, type NextRequest } from 'next/server';
import { inventoryRedirectLocation, isInvalidFilterPath } from '@/server/inventory/redirects';
import { routeNotFoundKind } from '@/server/site/route-gate';
import { createNonce } from '@/server/security/nonce';
import { pageContentSecurityPolicy } from '@/server/security/page-policy';
import { HTML_CACHE_CONTROL } from '@/server/security/security-headers';

/** Path of no route: rewriting here makes Next render app/not-found.tsx with a 404 status, on the server. */
const NOT_FOUND_REWRITE = '/_not-found';

/**
 * - Records the requested path in `x-pathname` for server components that are not given the URL (the 404 page
 *   prints 'Page not found: {path}').
 * - Answers 404 for pages the variant disables and for slugs that name nothing, before a page renders (see
 *   lib/routing/route-gate.ts for why this is not left to `notFound()` in the pages, which stay as a fallback).
 * - Sets the page's Content-Security-Policy with a fresh nonce (server/security): on the request, where Next.js
 *   reads the nonce for its own script tags, and on the response. The other security headers come from
 *   next.config.ts for every path.
 */
/** robots.txt, sitemap.xml, icons: not pages, so they keep their own caching. */
const hasFileExtension = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname);

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-pathname', `${pathname}${search}`);
  requestHeaders.delete('x-not-found-kind');
  const policy = await pageContentSecurityPolicy(request, createNonce());
  requestHeaders.set('content-security-policy', policy);
  /** Every answer of the proxy carries the policy; pages are never stored by shared caches (see HTML_CACHE_CONTROL). */
  const secured = (response: NextResponse) => {
    response.headers.set('content-security-policy', policy);
    if (response.status < 300 && !hasFileExtension(pathname)) response.headers.set('cache-control', HTML_CACHE_CONTROL);
    return response;
  };

  // Redirects first (legacy vehicle URLs, then route rules), permanent, keeping the query.
  try {
    const location = await inventoryRedirectLocation(pathname);
    if (location) return secured(NextResponse.redirect(new URL(`${location}${search}`, request.url), 308));
  } catch (error) {
    console.error('[proxy] inventory redirect failed', error);
  }

  let kind: Awaited<ReturnType<typeof routeNotFoundKind>> = null;
  try {
    kind = await routeNotFoundKind(pathname);
    // Search filter paths whose segments mean nothing fail route validation.
    if (!kind && isInvalidFilterPath(pathname)) kind = 'invalid';
  } catch (error) {
    // Content unavailable: let the page render (and fail or 404 on its own).
    console.error('[proxy] route gate failed', error);
  }
  if (kind) {
    requestHeaders.set('x-not-found-kind', kind);
    return secured(
      NextResponse.rewrite(new URL(NOT_FOUND_REWRITE, request.url), { request: { headers: requestHeaders } }),
    );
  }
  return secured(NextResponse.next({ request: { headers: requestHeaders } }));
}

export const config = {
  // Pages only: not API routes, seed media, Next's own assets or the favicon.
  matcher: ['/((?!api/|media/|_next/static/|_next/image|favicon.ico).*)'],
};
