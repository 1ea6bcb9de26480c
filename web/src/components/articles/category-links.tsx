import { articleCategoryPath } from '@dealer/schemas/routes';
import Link from 'next/link';
import type { CategoryLink } from '@/lib/articles/category-link';
import styles from './articles.module.css';

/**
 * Links to every category that has articles (loadArticleCategories); the current one is marked for assistive
 * technology.
 */
export function CategoryLinks({
  categories,
  title,
  headingLevel = 2,
  currentSlug,
}: {
  categories: readonly CategoryLink[];
  title: string;
  headingLevel?: 2 | 3;
  currentSlug?: string | null;
}) {
  if (categories.length === 0) return null;
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
        {categories.map((category) => (
          <li key={category._id}>
            <Link
              href={articleCategoryPath(category.slug)}
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
