import 'server-only';
import { articleCategoryPath, pathFor } from '@dealer/schemas/routes';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { fetchContent } from '@/content';
import { articleCategoryPageQuery } from '@/content/queries';
import { isRouteEnabled } from '@/lib/routing/route-access';
import { breadcrumbJsonLd } from '@/lib/seo/content-structured-data';
import { documentTitle } from '@/lib/seo/title';
import { siteOrigin, withSiteShareDefaults } from '@/server/seo/page-seo';
import { getSiteContext } from '@/server/site/context';
import { loadArticleCategories, loadResearchTitle } from './articles';

/** A category with its articles (404 when category pages are disabled or no category has the slug); cached. */
const loadCategory = cache(async (slug: string) => {
  const site = await getSiteContext();
  if (!isRouteEnabled('articleCategory', site.enabledPages)) notFound();
  const [category, researchTitle] = await Promise.all([
    fetchContent({ query: articleCategoryPageQuery, params: { slug }, tags: ['articleCategory', 'article'] }),
    loadResearchTitle(),
  ]);
  if (!category) notFound();
  return { category, site, researchTitle };
});

export async function articleCategoryMetadata(slug: string): Promise<Metadata> {
  const { category, site } = await loadCategory(slug);
  const path = articleCategoryPath(slug);
  const name = documentTitle(path, category.title);
  const siteName = site.settings?.siteName;
  return withSiteShareDefaults({
    title: { absolute: siteName ? `${name} | ${siteName}` : name },
    description: category.description ?? undefined,
    alternates: { canonical: path },
  });
}

/**
 * /car-research/category/{slug}: the category and its articles, the other categories to browse, the heading, the
 * breadcrumb trail and its BreadcrumbList JSON-LD.
 */
export async function loadArticleCategoryPage(slug: string) {
  const [{ category, site, researchTitle }, categories, origin] = await Promise.all([
    loadCategory(slug),
    loadArticleCategories(),
    siteOrigin(),
  ]);
  const path = articleCategoryPath(slug);
  const title = documentTitle(path, category.title);
  const crumbs = [
    { name: researchTitle, path: pathFor('carResearch') },
    { name: title, path },
  ];
  return { slug, category, categories, site, title, crumbs, jsonLd: breadcrumbJsonLd(crumbs, origin) };
}
