import 'server-only';
import { LEGAL_SLUGS, legalPath } from '@dealer/schemas/routes';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { fetchContent } from '@/content';
import { legalPageBySlugQuery } from '@/content/queries';
import { isRouteEnabled } from '@/lib/routing/route-access';
import { contentRobots } from '@/lib/seo/robots';
import { documentTitle } from '@/lib/seo/title';
import { withSiteShareDefaults } from '@/server/seo/page-seo';
import { getSiteContext } from '@/server/site/context';

/**
 * /legal/{slug}: only the four policy slugs (anything else: 'Page Not Found: {path}'); cached per request, so
 * metadata and page share one query.
 */
const loadLegalDocument = cache(async (slug: string) => {
  const site = await getSiteContext();
  if (!isRouteEnabled('legal', site.enabledPages)) notFound();
  if (!(LEGAL_SLUGS as readonly string[]).includes(slug)) notFound();
  const page = await fetchContent({ query: legalPageBySlugQuery, params: { slug }, tags: ['legalPage'] });
  if (!page) notFound();
  return { page, site };
});

export async function legalPageMetadata(slug: string): Promise<Metadata> {
  const { page } = await loadLegalDocument(slug);
  const title = documentTitle(legalPath(slug), page.seo?.title, page.title);
  const image = page.seo?.image?.asset?.url;
  return withSiteShareDefaults({
    title: { absolute: title },
    description: page.seo?.description ?? undefined,
    alternates: { canonical: legalPath(slug) },
    robots: page.seo?.noIndex ? contentRobots(false) : undefined,
    openGraph: image ? { images: [{ url: image, alt: page.seo?.image?.alt ?? title }] } : undefined,
  });
}

/** The policy document, its heading (the route's title when it has none) and the site. */
export async function loadLegalPage(slug: string) {
  const { page, site } = await loadLegalDocument(slug);
  return { page, site, title: page.title ?? documentTitle(legalPath(slug)) };
}
