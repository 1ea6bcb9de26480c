import { pathFor } from '@dealer/schemas/routes';
import type { Metadata } from 'next';
import { ArticleList } from '@/components/articles/article-card';
import styles from '@/components/articles/articles.module.css';
import { CategoryLinks } from '@/components/articles/category-links';
import { Pagination } from '@/components/articles/pagination';
import { ArticleSearchForm } from '@/components/articles/search-form';
import { contentPageMetadata, loadContentPage, pageHeading } from '@/components/page/content-page';
import { PageHeader } from '@/components/page/page-header';
import { Sections } from '@/components/sections';
import { fetchContent } from '@/content';
import { articleCardsByIdsQuery, articleSearchRankQuery } from '@/content/queries';
import {
  articleSearchHref,
  ARTICLE_SEARCH_PAGE_SIZE,
  paginate,
  parseArticleSearchParams,
  searchTerms,
} from '@/lib/articles/search';
import { articleSearchRobots, contentRobots } from '@/lib/seo/robots';
import { documentTitle } from '@/lib/seo/title';
import { loadArticleCategories } from '@/server/pages/articles';
import { loadSections } from '@/server/pages/page-sections';
import { withSiteShareDefaults } from '@/server/seo/page-seo';

/** Rendered per request: the results depend on the visitor's query (`?q=`); not worth a cache entry each. */
export const dynamic = 'force-dynamic';

type SearchParams = Record<string, string | string[] | undefined>;

interface Props {
  searchParams: Promise<SearchParams>;
}

const PATH = pathFor('articleSearch');

/** Ranked ids (GROQ score()), then the cards of the asked-for page in rank order. */
async function searchArticles(q: string, page: number) {
  const terms = searchTerms(q);
  if (terms.length === 0) return { pagination: paginate(0, page), articles: [] };
  const ids = await fetchContent({ query: articleSearchRankQuery, params: { terms }, tags: ['article'] });
  const pagination = paginate(ids.length, page, ARTICLE_SEARCH_PAGE_SIZE);
  const pageIds = ids.slice(pagination.start, pagination.end);
  if (pageIds.length === 0) return { pagination, articles: [] };
  const cards = await fetchContent({
    query: articleCardsByIdsQuery,
    params: { ids: pageIds },
    tags: ['article', 'articleCategory'],
  });
  const byId = new Map(cards.map((card) => [card._id, card]));
  return { pagination, articles: pageIds.flatMap((id) => byId.get(id) ?? []) };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const params = await searchParams;
  const base = await contentPageMetadata('articleSearch');
  const { page, site } = await loadContentPage('articleSearch');
  const { q, page: pageNumber } = parseArticleSearchParams(params);
  const pageTitle = documentTitle(PATH, page.seo?.title, page.title);
  const title = q
    ? site.t('articles.search.documentTitle', { q, page: pageNumber, title: pageTitle }, '{q} – {title}')
    : pageTitle;
  return withSiteShareDefaults({
    ...base,
    title: { absolute: title },
    // Robots: results pages are not indexed; the bare search page is, unless the editor hid it.
    robots: page.seo?.noIndex ? contentRobots(false) : articleSearchRobots(params),
  });
}

/**
 * /car-research/search: a GET form (works without JavaScript), results ranked by GROQ score() over title, excerpt
 * and body text, then date; 10 per page (`?page=N`); an empty state; the page's CMS sections when nothing is asked.
 */
export default async function ArticleSearchPage({ searchParams }: Props) {
  const { page, site } = await loadContentPage('articleSearch');
  const { q, page: pageNumber } = parseArticleSearchParams(await searchParams);
  const { t } = site;
  const timeZone = site.store?.timezone;
  const result = q ? await searchArticles(q, pageNumber) : null;
  const count = result?.pagination.total ?? 0;
  // Without a query the page shows its sections; with no match, the categories to browse instead.
  const [sections, categories] = await Promise.all([
    result ? [] : loadSections(page.sections ?? [], site),
    result && count === 0 ? loadArticleCategories() : [],
  ]);
  return (
    <>
      <PageHeader title={pageHeading(page, site.lang) || documentTitle(PATH)} />
      <div className={`container ${styles.body}`}>
        <ArticleSearchForm
          action={PATH}
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
                <a href={articleSearchHref(PATH, q, 1)}>
                  {t('articles.search.firstPage', {}, 'Back to the first page')}
                </a>
              </p>
            ) : (
              <ArticleList articles={result.articles} headingLevel={3} timeZone={timeZone} />
            )}
            <Pagination
              page={result.pagination.page}
              pageCount={result.pagination.pageCount}
              hrefFor={(target) => articleSearchHref(PATH, q, target)}
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
