import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { cache } from 'react';
import { fetchContent } from '@/content';
import { metadataTemplatesQuery } from '@/content/queries';
import { shareDefaults, withShareDefaults } from '@/lib/seo/share-metadata';
import { sitemapOrigin } from '@/lib/seo/sitemap';
import { getSiteContext } from '@/server/site/context';

/** The origin absolute URLs use: the selected store's `site.url`, else this request's origin. */
export const siteOrigin = cache(async (): Promise<string> => {
  const [site, list] = await Promise.all([getSiteContext(), headers()]);
  const host = list.get('x-forwarded-host') ?? list.get('host') ?? 'localhost';
  const proto =
    list.get('x-forwarded-proto') ?? (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https');
  return sitemapOrigin(site.store?.site?.url, `${proto}://${host}`);
});

/** Page metadata with Open Graph and Twitter images from the store's `site` fields where the page has none. */
export async function withSiteShareDefaults(metadata: Metadata): Promise<Metadata> {
  const site = await getSiteContext();
  return withShareDefaults(metadata, shareDefaults(site.store, site.settings?.siteName));
}

/** siteSettings' metadata templates and the site name they fill `{site_name}` with. */
export const getMetadataTemplates = cache(async () => {
  const result = await fetchContent({ query: metadataTemplatesQuery, params: {}, tags: ['siteSettings'] });
  return { siteName: result?.siteName ?? null, templates: result?.metadataTemplates ?? null };
});
