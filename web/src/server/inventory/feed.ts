import 'server-only';
import { fetchPublishedContent } from '@/content';
import { vehicleFeedQuery } from '@/content/queries';
import { feedRows, renderFeedTsv, renderFeedXml } from '@/lib/inventory/google-feed';
import { sitemapRequestOrigin } from '@/server/seo/sitemap-content';
import { getSiteShell } from '@/server/site/context';

/** GET /feeds/google-vehicle-listings.{xml,tsv}: 404 when the variant has no inventory. */
export async function googleVehicleFeedResponse(request: Request, format: 'xml' | 'tsv'): Promise<Response> {
  const shell = await getSiteShell();
  if (!(shell.settings?.enabledPages ?? []).includes('inventory')) {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const [origin, vehicles] = await Promise.all([
    sitemapRequestOrigin(request.headers),
    fetchPublishedContent({ query: vehicleFeedQuery, params: {}, tags: ['vehicle', 'store'] }),
  ]);
  const rows = feedRows(vehicles, origin);
  const headers = { 'cache-control': 'public, max-age=3600' };
  if (format === 'tsv') {
    return new Response(renderFeedTsv(rows), {
      headers: { ...headers, 'content-type': 'text/tab-separated-values; charset=utf-8' },
    });
  }
  const title = shell.settings?.siteName ?? 'Vehicle listings';
  return new Response(renderFeedXml(rows, { title, link: origin }), {
    headers: { ...headers, 'content-type': 'application/xml; charset=utf-8' },
  });
}
