import 'server-only';
import { articleCategoryPath, articlePath, authorPath, isPageEnabled, pathFor } from '@dealer/schemas/routes';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { fetchContent } from '@/content';
import { articleBySlugQuery } from '@/content/queries';
import { isRouteEnabled } from '@/lib/routing/route-access';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/seo/content-structured-data';
import { contentRobots } from '@/lib/seo/robots';
import { documentTitle } from '@/lib/seo/title';
import { siteOrigin, withSiteShareDefaults } from '@/server/seo/page-seo';
import { getSiteContext } from '@/server/site/context';
import { loadResearchTitle } from './articles';

/**
 * An article (404 when the variant disables articles or no article has the slug), with the title of /car-research
 * for its breadcrumb trail; cached per request, so metadata and page share one query.
 */
const loadArticle = cache(async (slug: string) => {
  const site = await getSiteContext();
  if (!isRouteEnabled('article', site.enabledPages)) notFound();
  const [article, researchTitle] = await Promise.all([
    fetchContent({ query: articleBySlugQuery, params: { slug }, tags: ['article', 'articleCategory', 'author'] }),
    loadResearchTitle(),
  ]);
  if (!article) notFound();
  return { article, site, researchTitle };
});

export async function articleMetadata(slug: string): Promise<Metadata> {
  const { article } = await loadArticle(slug);
  const title = documentTitle(articlePath(slug), article.seo?.title, article.title);
  const image = article.seo?.image?.asset?.url ? article.seo.image : article.mainImage;
  return withSiteShareDefaults({
    title: { absolute: title },
    description: article.seo?.description ?? article.excerpt ?? undefined,
    // One page under several prefixes: the canonical link always names /car-research/{slug}.
    alternates: { canonical: articlePath(slug) },
    robots: article.seo?.noIndex ? contentRobots(false) : undefined,
    openGraph: {
      type: 'article',
      publishedTime: article.publishedAt ?? undefined,
      authors: article.author?.name ? [article.author.name] : undefined,
      section: article.category?.title ?? undefined,
      images: image?.asset?.url ? [{ url: image.asset.url, alt: image.alt ?? article.title ?? '' }] : undefined,
    },
  });
}

/**
 * /car-research/{slug} (and its alias prefixes): the article, its heading, the links to its category and author
 * (the author's only where author pages are enabled), the breadcrumb trail and the Article and BreadcrumbList JSON-LD.
 */
export async function loadArticlePage(slug: string) {
  const [{ article, site, researchTitle }, origin] = await Promise.all([loadArticle(slug), siteOrigin()]);
  const path = articlePath(slug);
  const title = article.title ?? documentTitle(path);
  const categoryPath = article.category?.slug ? articleCategoryPath(article.category.slug) : null;
  const authorLink =
    article.author?.slug && isPageEnabled('author', site.enabledPages) ? authorPath(article.author.slug) : null;
  const crumbs = [
    { name: researchTitle, path: pathFor('carResearch') },
    ...(categoryPath && article.category?.title ? [{ name: article.category.title, path: categoryPath }] : []),
    { name: title, path },
  ];
  const store = site.store;
  const jsonLd = [
    articleJsonLd(
      {
        title,
        excerpt: article.excerpt,
        publishedAt: article.publishedAt,
        path,
        imageUrl: article.mainImage?.asset?.url,
        category: article.category?.title,
        author: article.author?.name ? { name: article.author.name, path: authorLink } : null,
        publisher: {
          name: site.settings?.siteName ?? store?.name,
          logoUrl: store?.logo?.light?.asset?.url ?? store?.logo?.icon?.asset?.url,
        },
      },
      origin,
    ),
    breadcrumbJsonLd(crumbs, origin),
  ];
  return { article, site, title, categoryPath, authorLink, crumbs, jsonLd };
}

export type ArticlePageData = Awaited<ReturnType<typeof loadArticlePage>>;
