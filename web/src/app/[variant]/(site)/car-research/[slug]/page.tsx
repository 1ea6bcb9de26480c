import { articleCategoryPath, articlePath, authorPath, isPageEnabled, pathFor } from '@dealer/schemas/routes';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import styles from '@/components/articles/articles.module.css';
import { Breadcrumbs } from '@/components/articles/breadcrumbs';
import { JsonLd } from '@/components/articles/json-ld';
import { PageHeader } from '@/components/page/page-header';
import sectionStyles from '@/components/sections/sections.module.css';
import { RichText } from '@/components/ui/portable-text';
import { SanityImage } from '@/components/ui/sanity-image';
import { fetchContent } from '@/content';
import { articleBySlugQuery, pageSeoByRouteQuery } from '@/content/queries';
import { formatShortDate } from '@/lib/format/date';
import { isRouteEnabled } from '@/lib/routing/route-access';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/seo/content-structured-data';
import { contentRobots } from '@/lib/seo/robots';
import { documentTitle } from '@/lib/seo/title';
import { siteOrigin, withSiteShareDefaults } from '@/server/seo/page-seo';
import { getSiteContext } from '@/server/site/context';

export { generateStaticParams } from '@/server/pages/on-demand-params';

interface Props {
  params: Promise<{ slug: string }>;
}

const loadArticle = cache(async (slug: string) => {
  const site = await getSiteContext();
  if (!isRouteEnabled('article', site.enabledPages)) notFound();
  const [article, research] = await Promise.all([
    fetchContent({ query: articleBySlugQuery, params: { slug }, tags: ['article', 'articleCategory', 'author'] }),
    fetchContent({ query: pageSeoByRouteQuery, params: { route: 'carResearch' }, tags: ['page'] }),
  ]);
  if (!article) notFound();
  return { article, site, researchTitle: research?.title ?? documentTitle(pathFor('carResearch')) };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
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
 * /car-research/{slug}: an article with Article and BreadcrumbList JSON-LD. Also served, by re-export, under the
 * alias prefixes /staff-reviews, /car-advice-education, /faqs, /news, /community-outreach and /faqs-okd.
 */
export default async function ArticlePage({ params }: Props) {
  const { slug } = await params;
  const { article, site, researchTitle } = await loadArticle(slug);
  const path = articlePath(slug);
  const title = article.title ?? documentTitle(path);
  const origin = await siteOrigin();
  const timeZone = site.store?.timezone;
  const categoryPath = article.category?.slug ? articleCategoryPath(article.category.slug) : null;
  const authorLink =
    article.author?.slug && isPageEnabled('author', site.enabledPages) ? authorPath(article.author.slug) : null;
  const crumbs = [
    { name: researchTitle, path: pathFor('carResearch') },
    ...(categoryPath && article.category?.title ? [{ name: article.category.title, path: categoryPath }] : []),
    { name: title, path },
  ];
  const store = site.store;
  return (
    <article>
      <PageHeader title={title}>
        <p>
          {article.author?.name ? (
            <>
              {authorLink ? <Link href={authorLink}>{article.author.name}</Link> : article.author.name}
              {' · '}
            </>
          ) : null}
          {article.publishedAt ? (
            <time dateTime={article.publishedAt}>{formatShortDate(article.publishedAt, timeZone)}</time>
          ) : null}
          {article.category?.title ? (
            <>
              {' · '}
              {categoryPath ? <Link href={categoryPath}>{article.category.title}</Link> : article.category.title}
            </>
          ) : null}
        </p>
      </PageHeader>
      <div className={`container ${styles.body}`}>
        <Breadcrumbs items={crumbs} />
        <SanityImage
          image={article.mainImage}
          sizes="(min-width: 48rem) 46rem, 100vw"
          priority
          className={sectionStyles.media}
        />
        <RichText value={article.body} />
        <p>
          <Link href={pathFor('carResearch')}>{site.t('articles.more', {}, 'More car research')}</Link>
        </p>
      </div>
      <JsonLd
        data={[
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
        ]}
      />
    </article>
  );
}
