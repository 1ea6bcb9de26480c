import type { AuthorPageQueryResult } from '@/content/sanity.types';
import type { BreadcrumbItem } from '@/lib/seo/content-structured-data';
import type { SiteContext } from '@/server/site/context';
import { PageHeader } from '../page/page-header';
import { SanityImage } from '../ui/sanity-image';
import { ArticleList } from './article-card';
import styles from './articles.module.css';
import { Breadcrumbs } from './breadcrumbs';
import { JsonLd } from './json-ld';

export interface AuthorViewProps {
  author: NonNullable<AuthorPageQueryResult>;
  site: SiteContext;
  /** The author's name (the route's title when the document has none). */
  name: string;
  crumbs: BreadcrumbItem[];
  jsonLd: Record<string, unknown>[];
}

/** An author's page: role, portrait and bio, their articles, and the Person and BreadcrumbList JSON-LD. */
export function AuthorView({ author, site, name, crumbs, jsonLd }: AuthorViewProps) {
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
      <JsonLd data={jsonLd} />
    </>
  );
}
