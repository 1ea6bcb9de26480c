import type { CategoryLink } from '@/lib/articles/category-link';
import { articleSearchHref, type Pagination as PageWindow } from '@/lib/articles/search';
import type { SiteContext } from '@/server/site/context';
import { PageHeader } from '../page/page-header';
import { Sections } from '../sections';
import type { LoadedSection } from '../sections/types';
import { ArticleList, type ArticleCardData } from './article-card';
import styles from './articles.module.css';
import { CategoryLinks } from './category-links';
import { Pagination } from './pagination';
import { ArticleSearchForm } from './search-form';

export interface ArticleSearchViewProps {
  /** The search page's own path (the form's action, the result pages' links). */
  path: string;
  heading: string;
  site: SiteContext;
  q: string;
  /** The asked-for results page; null when nothing was asked. */
  result: { pagination: PageWindow; articles: ArticleCardData[] } | null;
  /** The page's CMS sections, shown only when nothing was asked. */
  sections: LoadedSection[];
  /** The categories to browse instead, when nothing matched. */
  categories: CategoryLink[];
}

/** The article search: the form, the results with their pages or an empty state, else the page's sections. */
export function ArticleSearchView({ path, heading, site, q, result, sections, categories }: ArticleSearchViewProps) {
  const { t } = site;
  const count = result?.pagination.total ?? 0;
  return (
    <>
      <PageHeader title={heading} />
      <div className={`container ${styles.body}`}>
        <ArticleSearchForm
          action={path}
          query={q}
          label={t('articles.search.label', {}, 'Search car research articles')}
          placeholder={t('articles.search.placeholder', {}, 'e.g. winter tires, trade-in, oil change')}
          button={t('articles.search.button', {}, 'Search')}
        />
        {result ? (
          <section aria-labelledby="search-results-title" className={styles.body} style={{ paddingBlock: 0 }}>
            <h2 id="search-results-title" className={styles.status}>
              {count === 0
                ? t('articles.search.none', { q }, 'No articles match “{q}”.')
                : count === 1
                  ? t('articles.search.one', { q }, '1 article matches “{q}”')
                  : t('articles.search.many', { q, count }, '{count} articles match “{q}”')}
            </h2>
            {count === 0 ? (
              <p className={styles.empty}>
                {t('articles.search.emptyHelp', {}, 'Try fewer or different words, or browse the categories below.')}
              </p>
            ) : result.pagination.outOfRange ? (
              <p className={styles.empty}>
                {t('articles.search.pastEnd', {}, 'There are no more results.')}{' '}
                <a href={articleSearchHref(path, q, 1)}>
                  {t('articles.search.firstPage', {}, 'Back to the first page')}
                </a>
              </p>
            ) : (
              <ArticleList articles={result.articles} headingLevel={3} timeZone={site.store?.timezone} />
            )}
            <Pagination
              page={result.pagination.page}
              pageCount={result.pagination.pageCount}
              hrefFor={(target) => articleSearchHref(path, q, target)}
              labels={{
                nav: t('articles.search.pages', {}, 'Search result pages'),
                previous: t('pagination.previous', {}, 'Previous page'),
                next: t('pagination.next', {}, 'Next page'),
                status: t(
                  'pagination.status',
                  { page: result.pagination.page, pageCount: result.pagination.pageCount },
                  'Page {page} of {pageCount}',
                ),
              }}
            />
          </section>
        ) : null}
        {result && count === 0 ? (
          <CategoryLinks
            categories={categories}
            title={t('articles.categories', {}, 'Browse by category')}
            headingLevel={2}
          />
        ) : null}
      </div>
      {result ? null : <Sections sections={sections} site={site} />}
    </>
  );
}
