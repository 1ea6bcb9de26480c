import { authorPath, pathFor } from '@dealer/schemas/routes';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ArticleList } from '@/components/articles/article-card';
import styles from '@/components/articles/articles.module.css';
import { Breadcrumbs } from '@/components/articles/breadcrumbs';
import { JsonLd } from '@/components/articles/json-ld';
import { PageHeader } from '@/components/page/page-header';
import { SanityImage } from '@/components/ui/sanity-image';
import { fetchContent } from '@/content';
import { authorPageQuery, pageSeoByRouteQuery } from '@/content/queries';
import { isRouteEnabled } from '@/lib/routing/route-access';
import { breadcrumbJsonLd, personJsonLd } from '@/lib/seo/content-structured-data';
import { documentTitle } from '@/lib/seo/title';
import { siteOrigin, withSiteShareDefaults } from '@/server/seo/page-seo';
import { getSiteContext } from '@/server/site/context';

export { generateStaticParams } from '@/server/pages/on-demand-params';

interface Props {
  params: Promise<{ slug: string }>;
}

const loadAuthor = cache(async (slug: string) => {
  const site = await getSiteContext();
  if (!isRouteEnabled('author', site.enabledPages)) notFound();
  const [author, research] = await Promise.all([
    fetchContent({ query: authorPageQuery, params: { slug }, tags: ['author', 'article', 'articleCategory'] }),
    fetchContent({ query: pageSeoByRouteQuery, params: { route: 'carResearch' }, tags: ['page'] }),
  ]);
  if (!author) notFound();
  return { author, site, researchTitle: research?.title ?? documentTitle(pathFor('carResearch')) };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const { author, site } = await loadAuthor(slug);
  const path = authorPath(slug);
  const name = documentTitle(path, author.name);
  const siteName = site.settings?.siteName;
  const image = author.image?.asset?.url;
  return withSiteShareDefaults({
    title: { absolute: siteName ? `${name} | ${siteName}` : name },
    description: author.bio ?? author.role ?? undefined,
    alternates: { canonical: path },
    openGraph: { type: 'profile', images: image ? [{ url: image, alt: author.image?.alt ?? name }] : undefined },
  });
}

/** /car-research/author/{slug}: the author's bio and articles, with Person JSON-LD. */
export default async function AuthorPage({ params }: Props) {
  const { slug } = await params;
  const { author, site, researchTitle } = await loadAuthor(slug);
  const path = authorPath(slug);
  const name = documentTitle(path, author.name);
  const origin = await siteOrigin();
  const crumbs = [
    { name: researchTitle, path: pathFor('carResearch') },
    { name, path },
  ];
  return (
    <>
      <PageHeader title={name}>{author.role ? <p>{author.role}</p> : null}</PageHeader>
      <div className={`container ${styles.body}`}>
        <Breadcrumbs items={crumbs} />
        <div className={styles.authorHead}>
          <SanityImage image={author.image} alt={author.image?.alt ?? name} sizes="10rem" className={styles.portrait} />
          {author.bio ? <p>{author.bio}</p> : null}
        </div>
        <section aria-labelledby="author-articles-title" className={styles.body} style={{ paddingBlock: 0 }}>
          <h2 id="author-articles-title" className={styles.cardTitle}>
            {site.t('articles.author.articles', { name }, 'Articles by {name}')}
          </h2>
          <ArticleList
            articles={author.articles}
            headingLevel={3}
            timeZone={site.store?.timezone}
            empty={site.t('articles.author.empty', {}, 'No articles yet.')}
          />
        </section>
      </div>
      <JsonLd
        data={[
          personJsonLd(
            {
              name,
              jobTitle: author.role,
              path,
              imageUrl: author.image?.asset?.url,
              worksFor: { name: site.settings?.siteName, url: origin },
            },
            origin,
          ),
          breadcrumbJsonLd(crumbs, origin),
        ]}
      />
    </>
  );
}
