import 'server-only';
import type { Metadata } from 'next';
import { cache } from 'react';
import { fetchContent } from '@/content';
import { metadataTemplatesQuery } from '@/content/queries';
import { shareDefaults, withShareDefaults } from '@/lib/seo/share-metadata';
import { sitemapOrigin } from '@/lib/seo/sitemap';
import { serverEnv } from '@/server/env';
import { getSiteContext } from '@/server/site/context';

/**
 * The origin absolute URLs in pages use: the selected store's `site.url`, else SITE_URL (pages are cached and
 * shared, so not the request's host).
 */
export const siteOrigin = cache(async (): Promise<string> => {
  const site = await getSiteContext();
  return sitemapOrigin(site.store?.site?.url, configuredOrigin());
});

/** SITE_URL, else this server on localhost. */
export function configuredOrigin(): string {
  return serverEnv().SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
}

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
