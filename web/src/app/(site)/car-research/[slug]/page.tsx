import { articlePath, pathFor } from '@dealer/schemas/routes';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PageHeader } from '@/components/page/page-header';
import styles from '@/components/sections/sections.module.css';
import { RichText } from '@/components/ui/portable-text';
import { SanityImage } from '@/components/ui/sanity-image';
import { fetchContent } from '@/content';
import { articleBySlugQuery } from '@/content/queries';
import { formatLongDate } from '@/lib/format/date';
import { isRouteEnabled } from '@/lib/routing/route-access';
import { documentTitle } from '@/lib/seo/title';
import { getSiteContext } from '@/server/site/context';

interface Props {
  params: Promise<{ slug: string }>;
}

const loadArticle = cache(async (slug: string) => {
  const site = await getSiteContext();
  if (!isRouteEnabled('article', site.enabledPages)) notFound();
  const article = await fetchContent({
    query: articleBySlugQuery,
    params: { slug },
    tags: ['article', 'articleCategory', 'author'],
  });
  if (!article) notFound();
  return article;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const article = await loadArticle(slug);
  const title = documentTitle(articlePath(slug), article.seo?.title, article.title);
  const image = article.seo?.image?.asset?.url ?? article.mainImage?.asset?.url;
  return {
    title: { absolute: title },
    description: article.seo?.description ?? article.excerpt ?? undefined,
    alternates: { canonical: articlePath(slug) },
    robots: article.seo?.noIndex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: 'article',
      title,
      publishedTime: article.publishedAt ?? undefined,
      images: image ? [image] : undefined,
    },
  };
}

/**
 * /car-research/{slug}: an article. Also served, by re-export, under the alias prefixes /staff-reviews,
 * /car-advice-education, /faqs, /news, /community-outreach and /faqs-okd; the canonical link is always this path.
 */
export default async function ArticlePage({ params }: Props) {
  const { slug } = await params;
  const article = await loadArticle(slug);
  return (
    <article>
      <PageHeader title={article.title ?? documentTitle(articlePath(slug))}>
        <p>
          {[
            article.author?.name,
            article.publishedAt ? formatLongDate(article.publishedAt) : null,
            article.category?.title,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </PageHeader>
      <div
        className="container"
        style={{ paddingBlock: 'var(--chakra-spacing-10)', display: 'grid', gap: 'var(--chakra-spacing-8)' }}
      >
        <SanityImage
          image={article.mainImage}
          sizes="(min-width: 48rem) 46rem, 100vw"
          priority
          className={styles.media}
        />
        <RichText value={article.body} />
        <p>
          <Link href={pathFor('carResearch')}>More car research</Link>
        </p>
      </div>
    </article>
  );
}
