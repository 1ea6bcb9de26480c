import { articleCategoryPath, pathFor } from '@dealer/schemas/routes';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ArticleList } from '@/components/articles/article-card';
import styles from '@/components/articles/articles.module.css';
import { Breadcrumbs } from '@/components/articles/breadcrumbs';
import { CategoryLinks } from '@/components/articles/category-links';
import { JsonLd } from '@/components/articles/json-ld';
import { PageHeader } from '@/components/page/page-header';
import { fetchContent } from '@/content';
import { articleCategoryPageQuery, pageSeoByRouteQuery } from '@/content/queries';
import { isRouteEnabled } from '@/lib/routing/route-access';
import { breadcrumbJsonLd } from '@/lib/seo/content-structured-data';
import { documentTitle } from '@/lib/seo/title';
import { loadArticleCategories } from '@/server/pages/articles';
import { siteOrigin, withSiteShareDefaults } from '@/server/seo/page-seo';
import { getSiteContext } from '@/server/site/context';

export { generateStaticParams } from '@/server/pages/on-demand-params';

interface Props {
  params: Promise<{ slug: string }>;
}

const loadCategory = cache(async (slug: string) => {
  const site = await getSiteContext();
  if (!isRouteEnabled('articleCategory', site.enabledPages)) notFound();
  const [category, research] = await Promise.all([
    fetchContent({ query: articleCategoryPageQuery, params: { slug }, tags: ['articleCategory', 'article'] }),
    fetchContent({ query: pageSeoByRouteQuery, params: { route: 'carResearch' }, tags: ['page'] }),
  ]);
  if (!category) notFound();
  return { category, site, researchTitle: research?.title ?? documentTitle(pathFor('carResearch')) };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
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

/** /car-research/category/{slug}: every article of one category, newest first. */
export default async function ArticleCategoryPage({ params }: Props) {
  const { slug } = await params;
  const [{ category, site, researchTitle }, categories] = await Promise.all([
    loadCategory(slug),
    loadArticleCategories(),
  ]);
  const path = articleCategoryPath(slug);
  const title = documentTitle(path, category.title);
  const crumbs = [
    { name: researchTitle, path: pathFor('carResearch') },
    { name: title, path },
  ];
  return (
    <>
      <PageHeader title={title}>{category.description ? <p>{category.description}</p> : null}</PageHeader>
      <div className={`container ${styles.body}`}>
        <Breadcrumbs items={crumbs} />
        <ArticleList
          articles={category.articles}
          timeZone={site.store?.timezone}
          linkCategory={false}
          empty={site.t('articles.category.empty', {}, 'No articles in this category yet.')}
        />
        <CategoryLinks
          categories={categories}
          title={site.t('articles.categories', {}, 'Browse by category')}
          currentSlug={slug}
        />
      </div>
      <JsonLd data={breadcrumbJsonLd(crumbs, await siteOrigin())} />
    </>
  );
}
