import { pathFor } from '@dealer/schemas/routes';
import Link from 'next/link';
import type { ArticleBySlugQueryResult } from '@/content/sanity.types';
import { formatShortDate } from '@/lib/format/date';
import type { BreadcrumbItem } from '@/lib/seo/content-structured-data';
import type { SiteContext } from '@/server/site/context';
import { PageHeader } from '../page/page-header';
import sectionStyles from '../sections/sections.module.css';
import { RichText } from '../ui/portable-text';
import { SanityImage } from '../ui/sanity-image';
import styles from './articles.module.css';
import { Breadcrumbs } from './breadcrumbs';
import { JsonLd } from './json-ld';

export interface ArticleViewProps {
  article: NonNullable<ArticleBySlugQueryResult>;
  site: SiteContext;
  title: string;
  categoryPath: string | null;
  /** The author's page, when author pages are enabled; otherwise the name is plain text. */
  authorLink: string | null;
  crumbs: BreadcrumbItem[];
  jsonLd: Record<string, unknown>[];
}

/** An article: heading with author, date and category, breadcrumbs, image, body, and its JSON-LD. */
export function ArticleView({ article, site, title, categoryPath, authorLink, crumbs, jsonLd }: ArticleViewProps) {
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
            <time dateTime={article.publishedAt}>{formatShortDate(article.publishedAt, site.store?.timezone)}</time>
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
      <JsonLd data={jsonLd} />
    </article>
  );
}
