/**
 * The article search page's URL rules (`/car-research/search?q=…&page=N`): reading the query, turning it into
 * GROQ `match` patterns, and the page arithmetic. Pure; the page runs the query.
 */

export const ARTICLE_SEARCH_PAGE_SIZE = 10;
/** Longer input is cut: nobody searches articles with a paragraph, and it bounds the query's work. */
export const MAX_QUERY_LENGTH = 100;
const MAX_TERMS = 8;

export type SearchParamsInput = Record<string, string | string[] | undefined> | URLSearchParams | null | undefined;

function firstValue(params: SearchParamsInput, name: string): string | undefined {
  if (!params) return undefined;
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

export interface ArticleSearchParams {
  /** The visitor's text, trimmed and shortened; '' when absent. */
  q: string;
  /** 1-based; anything that is not a positive whole number is page 1. */
  page: number;
}

export function parseArticleSearchParams(params: SearchParamsInput): ArticleSearchParams {
  const q = (firstValue(params, 'q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
  const rawPage = (firstValue(params, 'page') ?? '').trim();
  const page = /^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  return { q, page };
}

/**
 * GROQ `match` patterns for the text: one prefix pattern per distinct word ('SUVs winter' → ['suvs*', 'winter*']);
 * punctuation and GROQ wildcards are dropped so input cannot change the pattern's meaning. All must match.
 */
export function searchTerms(q: string): string[] {
  const words = q
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS).map((word) => `${word}*`);
}

export interface Pagination {
  page: number;
  pageCount: number;
  total: number;
  /** Index of the first item of the page and one past the last, for slicing the ranked list. */
  start: number;
  end: number;
  /** The asked-for page lies beyond the last one. */
  outOfRange: boolean;
}

export function paginate(total: number, page: number, pageSize = ARTICLE_SEARCH_PAGE_SIZE): Pagination {
  const count = Math.max(0, Math.floor(total));
  const pageCount = Math.ceil(count / pageSize);
  const current = Math.max(1, Math.floor(page));
  const start = (current - 1) * pageSize;
  return {
    page: current,
    pageCount,
    total: count,
    start,
    end: Math.min(start + pageSize, count),
    outOfRange: count > 0 ? current > pageCount : current > 1,
  };
}

/** The URL of one results page; page 1 has no `page` parameter. */
export function articleSearchHref(basePath: string, q: string, page = 1): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}
