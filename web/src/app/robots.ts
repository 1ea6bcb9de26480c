import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { sitemapRequestOrigin } from '@/server/seo/sitemap-content';

/** /robots.txt: everything may be crawled except the API; the sitemap lives at /sitemap.xml. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const head = await headers();
  const host = head.get('x-forwarded-host') ?? head.get('host') ?? 'localhost';
  const protocol = head.get('x-forwarded-proto') ?? 'http';
  const origin = await sitemapRequestOrigin(`${protocol}://${host}`);
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: '/api/' }],
    sitemap: `${origin}/sitemap.xml`,
  };
}
