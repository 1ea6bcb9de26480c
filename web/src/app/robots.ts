import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { sitemapRequestOrigin } from '@/server/seo/sitemap-content';

/** /robots.txt: everything may be crawled except the API; the sitemap lives at /sitemap.xml. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await sitemapRequestOrigin(await headers());
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: '/api/' }],
    sitemap: `${origin}/sitemap.xml`,
  };
}
