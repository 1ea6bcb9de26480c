import 'server-only';
import { pathFor } from '@dealer/schemas/routes';
import type { Metadata } from 'next';
import { fetchContent } from '@/content';
import { articleCardsByIdsQuery, articleSearchRankQuery } from '@/content/queries';
import { ARTICLE_SEARCH_PAGE_SIZE, paginate, parseArticleSearchParams, searchTerms } from '@/lib/articles/search';
import { articleSearchRobots, contentRobots } from '@/lib/seo/robots';
import { documentTitle } from '@/lib/seo/title';
import { withSiteShareDefaults } from '@/server/seo/page-seo';
import { loadArticleCategories } from './articles';
import { contentPageMetadata, loadContentPage, pageHeading } from './content-page';
import { loadSections } from './page-sections';

export type ArticleSearchParams = Record<string, string | string[] | undefined>;

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

export async function articleSearchMetadata(params: ArticleSearchParams): Promise<Metadata> {
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
 * /car-research/search: the query and page asked for, the results (null without a query), the page's sections
 * (only without a query) and the categories to browse (only when nothing matched).
 */
export async function loadArticleSearchPage(params: ArticleSearchParams) {
  const { page, site } = await loadContentPage('articleSearch');
  const { q, page: pageNumber } = parseArticleSearchParams(params);
  const result = q ? await searchArticles(q, pageNumber) : null;
  const count = result?.pagination.total ?? 0;
  const [sections, categories] = await Promise.all([
    result ? [] : loadSections(page.sections ?? [], site),
    result && count === 0 ? loadArticleCategories() : [],
  ]);
  return {
    path: PATH,
    heading: pageHeading(page, site.lang) || documentTitle(PATH),
    site,
    q,
    result,
    sections,
    categories,
  };
}
