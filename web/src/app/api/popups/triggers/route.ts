import { PUBLIC_PAGE_CACHE_CONTROL } from '@/lib/http/page-cache-control';
import { sitePopupTriggers } from '@/server/popups/site-popups';

/**
 * What decides whether and when each of the site's popups shows (its id and conditions), for the popups runtime to
 * ask after a page has loaded. The same for every visitor and language, so shared caches may keep it as they keep
 * pages (docs/caching.md).
 */
export async function GET(): Promise<Response> {
  return Response.json(
    { popups: await sitePopupTriggers() },
    { headers: { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL } },
  );
}

export const dynamic = 'force-dynamic';
