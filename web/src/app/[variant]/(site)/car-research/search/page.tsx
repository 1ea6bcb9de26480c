import type { Metadata } from 'next';
import { ArticleSearchView } from '@/components/articles/article-search-view';
import { articleSearchMetadata, loadArticleSearchPage, type ArticleSearchParams } from '@/server/pages/article-search';

/** Rendered per request: the results depend on the visitor's query (`?q=`); not worth a cache entry each. */
export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<ArticleSearchParams>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return articleSearchMetadata(await searchParams);
}

/**
 * /car-research/search: a GET form (works without JavaScript), results ranked by GROQ score() over title, excerpt
 * and body text, then date; 10 per page (`?page=N`); an empty state; the page's CMS sections when nothing is asked.
 */
export default async function ArticleSearchPage({ searchParams }: Props) {
  return <ArticleSearchView {...await loadArticleSearchPage(await searchParams)} />;
}
