import { articleCategoryPath } from '@dealer/schemas/routes';
import Link from 'next/link';
import { fetchContent } from '@/content';
import { articleCategoriesQuery } from '@/content/queries';
import styles from './articles.module.css';

/** Links to every category that has articles; the current one is marked for assistive technology. */
export async function CategoryLinks({
  title,
  headingLevel = 2,
  currentSlug,
}: {
  title: string;
  headingLevel?: 2 | 3;
  currentSlug?: string | null;
}) {
  const categories = await fetchContent({
    query: articleCategoriesQuery,
    params: {},
    tags: ['articleCategory', 'article'],
  });
  const listed = categories.filter((category) => category.slug && category.count > 0);
  if (listed.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <nav aria-labelledby="article-categories-title">
      <Heading
        id="article-categories-title"
        className={styles.cardTitle}
        style={{ marginBottom: 'var(--chakra-spacing-3)' }}
      >
        {title}
      </Heading>
      <ul className={styles.chips}>
        {listed.map((category) => (
          <li key={category._id}>
            <Link
              href={articleCategoryPath(category.slug ?? '')}
              aria-current={category.slug === currentSlug ? 'page' : undefined}
            >
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
