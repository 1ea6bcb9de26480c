import type { Metadata } from 'next';
import { CategoryView } from '@/components/articles/category-view';
import { articleCategoryMetadata, loadArticleCategoryPage } from '@/server/pages/article-category';

export { generateStaticParams } from '@/server/pages/on-demand-params';

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleCategoryMetadata((await params).slug);
}

/** /car-research/category/{slug}: every article of one category, newest first. */
export default async function ArticleCategoryPage({ params }: Props) {
  return <CategoryView {...await loadArticleCategoryPage((await params).slug)} />;
}
