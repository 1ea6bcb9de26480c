import type { Metadata } from 'next';
import { ArticleView } from '@/components/articles/article-view';
import { articleMetadata, loadArticlePage } from '@/server/pages/article';

export { generateStaticParams } from '@/server/pages/on-demand-params';

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata((await params).slug);
}

/**
 * /car-research/{slug}: an article with Article and BreadcrumbList JSON-LD. Also served, by re-export, under the
 * alias prefixes /staff-reviews, /car-advice-education, /faqs, /news, /community-outreach and /faqs-okd.
 */
export default async function ArticlePage({ params }: Props) {
  return <ArticleView {...await loadArticlePage((await params).slug)} />;
}
