import type { Metadata } from 'next';
import { AuthorView } from '@/components/articles/author-view';
import { articleAuthorMetadata, loadArticleAuthorPage } from '@/server/pages/article-author';

export { generateStaticParams } from '@/server/pages/on-demand-params';

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleAuthorMetadata((await params).slug);
}

/** /car-research/author/{slug}: the author's bio and articles, with Person JSON-LD. */
export default async function AuthorPage({ params }: Props) {
  return <AuthorView {...await loadArticleAuthorPage((await params).slug)} />;
}
