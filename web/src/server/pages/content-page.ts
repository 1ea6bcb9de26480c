import 'server-only';
import { pathFor, type RouteName } from '@dealer/schemas/routes';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { fetchContent } from '@/content';
import { pageByRouteQuery } from '@/content/queries';
import { isRouteEnabled } from '@/lib/routing/route-access';
import { contentRobots } from '@/lib/seo/robots';
import { pickLanguage } from '@/lib/i18n/pick-language';
import { documentTitle } from '@/lib/seo/title';
import { withSiteShareDefaults } from '@/server/seo/page-seo';
import { getSiteContext, type SiteContext } from '@/server/site/context';
import { loadSections } from './page-sections';

/**
 * A static route's page: 404 when the variant disables its page key or when no `page` document fills the route;
 * otherwise its document. Cached per request so generateMetadata and the page share one query.
 */
export const loadContentPage = cache(async (route: RouteName) => {
  const site = await getSiteContext();
  if (!isRouteEnabled(route, site.enabledPages)) notFound();
  const page = await fetchContent({ query: pageByRouteQuery, params: { route }, tags: ['page'] });
  if (!page) notFound();
  return { page, site };
});

/**
 * The route's page with every section's data (page-sections.ts): what a page renders, read in one place. `heading`
 * is the page's h1 text in the visitor's language (the route's title when the document has none); a hero opening
 * the page carries the h1 instead (ContentPage).
 */
export const loadContentPageSections = cache(async (route: RouteName) => {
  const { page, site } = await loadContentPage(route);
  const sections = await loadSections(page.sections ?? [], site);
  return { page, site, sections, heading: pageHeading(page, site.lang) || documentTitle(pathFor(route)) };
});

/**
 * A page with one interactive block among its CMS sections (ContentPageWithSlot: the financing pages, service
 * scheduling): the page's sections and, as its heading, the document's title (the route's title when it has none).
 */
export async function loadSlotPage(route: RouteName) {
  const { site, sections, page } = await loadContentPageSections(route);
  return { site, sections, heading: page.title ?? documentTitle(pathFor(route)) };
}

/** The page's heading in the visitor's language (`titleEs` for Spanish readers when set). */
export function pageHeading(page: { title?: string | null; titleEs?: string | null }, lang: SiteContext['lang']) {
  return pickLanguage(page.title, page.titleEs, lang);
}

export async function contentPageMetadata(route: RouteName): Promise<Metadata> {
  const { page, site } = await loadContentPage(route);
  const path = pathFor(route);
  // Spanish: the Spanish meta title, else the Spanish page title; an English one only when neither is written.
  const title =
    site.lang === 'es'
      ? documentTitle(path, page.seo?.titleEs, page.titleEs, page.seo?.title, page.title)
      : documentTitle(path, page.seo?.title, page.title);
  const image = page.seo?.image?.asset?.url;
  // Open Graph / Twitter images fall back to the store's `site` images (withSiteShareDefaults).
  return withSiteShareDefaults({
    title: { absolute: title },
    description: page.seo?.description ?? undefined,
    alternates: { canonical: path },
    robots: page.seo?.noIndex ? contentRobots(false) : undefined,
    openGraph: {
      title,
      description: page.seo?.description ?? undefined,
      url: path,
      images: image ? [{ url: image, alt: page.seo?.image?.alt ?? '' }] : undefined,
    },
  });
}
