/**
 * Cache-Control of a page (docs/caching.md). A page Next.js serves from its cache (its own header names an
 * `s-maxage`) may be kept by a CDN for a minute, and served stale while the CDN refreshes it, but only when the
 * request carried no cookie at all: every cookie this site sets (language, store, banner, consent, profile, saved
 * terms) either picks a different cached variant or is personal, and a shared cache keys on the URL. `Vary` tells
 * caches that honour it which request headers choose the variant. Anything else stays private: browsers
 * revalidate on each navigation; `no-store` is left out so the back/forward cache still works. Pure.
 */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=3600';
export const PAGE_VARY = ['Cookie', 'Accept-Language'] as const;

export interface PageResponseFacts {
  status: number;
  /** Cache-Control as Next.js set it. */
  nextCacheControl: string | null;
  /** The request carried a Cookie header. */
  hasCookies: boolean;
  /** Draft mode (a preview) is never cached. */
  preview?: boolean;
}

/**
 * The header to send, or null to leave Next's (error pages keep theirs). A 304 revalidates a stored 200, and a cache
 * replaces the stored answer's headers with the 304's: an answer from Next's cache must say on its 304 what it said
 * on its 200, or a cookie-chosen variant the browser revalidates would come back marked shared (`s-maxage=300`).
 * Other 304s (build and public files) keep Next's header.
 */
export function pageCacheControl(facts: PageResponseFacts): string | null {
  const cachedByNext = /\bs-maxage=\d+/.test(facts.nextCacheControl ?? '');
  if (facts.status !== 200 && !(facts.status === 304 && cachedByNext)) return null;
  return cachedByNext && !facts.hasCookies && !facts.preview ? PUBLIC_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL;
}

/** Next's Vary list with the page's own (and any other names given) added once. */
export function pageVary(existing: string | null, also: readonly string[] = []): string {
  const names = (existing ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of [...PAGE_VARY, ...also])
    if (!names.some((item) => item.toLowerCase() === name.toLowerCase())) names.push(name);
  return names.join(', ');
}
