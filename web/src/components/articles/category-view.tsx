import type { ArticleCategoryPageQueryResult } from '@/content/sanity.types';
import type { CategoryLink } from '@/lib/articles/category-link';
import type { BreadcrumbItem } from '@/lib/seo/content-structured-data';
import type { SiteContext } from '@/server/site/context';
import { PageHeader } from '../page/page-header';
import { ArticleList } from './article-card';
import styles from './articles.module.css';
import { Breadcrumbs } from './breadcrumbs';
import { CategoryLinks } from './category-links';
import { JsonLd } from './json-ld';

export interface CategoryViewProps {
  slug: string;
  category: NonNullable<ArticleCategoryPageQueryResult>;
  /** Every category worth a link (the current one is marked). */
  categories: CategoryLink[];
  site: SiteContext;
  title: string;
  crumbs: BreadcrumbItem[];
  jsonLd: Record<string, unknown>;
}

/** A category's page: its articles, newest first, and the categories to browse. */
export function CategoryView({ slug, category, categories, site, title, crumbs, jsonLd }: CategoryViewProps) {
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
      <JsonLd data={jsonLd} />
    </>
  );
}
