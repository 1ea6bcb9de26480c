import { NextResponse, type NextRequest } from 'next/server';
import { isSitemapSource, sitemapEntries } from '@/lib/seo/sitemap';
import { loadSitemapContent, sitemapRequestOrigin } from '@/server/seo/sitemap-content';

/**
 * GET /api/___sitemaps___/{pages|filters|vehicles|offers|articles|team-members}: a JSON array of
 * `{loc, lastmod?}` with absolute URLs (the default store's `site.url`, else this request's origin).
 * `filters?without=1` answers the same list with `loc` as a path without the origin (the robots rule compares
 * paths). The folder is named `%5F…` because Next treats folders starting with `_` as private.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest, { params }: { params: Promise<{ source: string }> }) {
  const { source } = await params;
  if (!isSitemapSource(source)) return NextResponse.json({ error: 'Unknown sitemap source' }, { status: 404 });
  const withoutOrigin = source === 'filters' && request.nextUrl.searchParams.get('without') === '1';
  const [content, origin] = await Promise.all([
    loadSitemapContent([source]),
    withoutOrigin ? null : sitemapRequestOrigin(request.headers),
  ]);
  return NextResponse.json(sitemapEntries(source, content, origin), {
    headers: { 'cache-control': 'public, max-age=0, s-maxage=300' },
  });
}
