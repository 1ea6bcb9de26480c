import type { NextRequest } from 'next/server';
import { allSitemapEntries, renderUrlset } from '@/lib/seo/sitemap';
import { loadSitemapContent, sitemapRequestOrigin } from '@/server/seo/sitemap-content';

/**
 * /sitemap.xml: one sitemaps.org `urlset` holding every sitemap source (pages, filters, vehicles, offers, articles,
 * team members), not an index; see lib/seo/sitemap.ts.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  const [content, origin] = await Promise.all([loadSitemapContent(), sitemapRequestOrigin(request.headers)]);
  return new Response(renderUrlset(allSitemapEntries(content, origin)), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=300' },
  });
}
