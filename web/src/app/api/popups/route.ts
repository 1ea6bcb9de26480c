import { PUBLIC_PAGE_CACHE_CONTROL } from '@/lib/http/page-cache-control';
import { LANGUAGES, parseLanguage } from '@/lib/i18n/language';
import { sitePopupContents } from '@/server/popups/site-popups';

/**
 * What the site's popups show (texts, form, look) in one language. Pages carry only what decides whether and when
 * a popup shows; the popups runtime asks here when one is about to. The same for every visitor of a language, so
 * shared caches may keep it as they keep pages (docs/caching.md).
 */
export async function GET(request: Request): Promise<Response> {
  const raw = new URL(request.url).searchParams.get('lang');
  const lang = raw === null ? null : parseLanguage(raw);
  if (lang === null || raw !== lang) {
    return Response.json(
      { errors: { lang: `Choose a language: ${LANGUAGES.join(' or ')}` } },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  return Response.json(await sitePopupContents(lang), {
    headers: { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL },
  });
}

export const dynamic = 'force-dynamic';
