import { articleCategoryPath, articlePath } from '@dealer/schemas/routes';
import Link from 'next/link';
import type { ArticleCardsByIdsQueryResult } from '@/content/sanity.types';
import { formatShortDate } from '@/lib/format/date';
import { SanityImage } from '../ui/sanity-image';
import styles from './articles.module.css';

export type ArticleCardData = ArticleCardsByIdsQueryResult[number];

/** One article in a list: image, category, linked title, excerpt and the date (mm/dd/yy in the store's zone). */
export function ArticleCard({
  article,
  headingLevel = 2,
  timeZone,
  linkCategory = true,
}: {
  article: ArticleCardData;
  headingLevel?: 2 | 3;
  timeZone?: string | null;
  linkCategory?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.card}>
      <SanityImage
        image={article.mainImage}
        alt=""
        sizes="(min-width: 64rem) 25vw, (min-width: 40rem) 50vw, 100vw"
        className={styles.cardImage}
      />
      {article.category?.title ? (
        <p className={styles.eyebrow}>
          {linkCategory && article.category.slug ? (
            <Link href={articleCategoryPath(article.category.slug)}>{article.category.title}</Link>
          ) : (
            article.category.title
          )}
        </p>
      ) : null}
      <Heading className={styles.cardTitle}>
        {article.slug ? <Link href={articlePath(article.slug)}>{article.title}</Link> : article.title}
      </Heading>
      {article.excerpt ? <p>{article.excerpt}</p> : null}
      {article.publishedAt ? (
        <p className={styles.meta}>
          <time dateTime={article.publishedAt}>{formatShortDate(article.publishedAt, timeZone)}</time>
        </p>
      ) : null}
    </li>
  );
}

/** A grid of article cards, or the editor's empty-state text. */
export function ArticleList({
  articles,
  headingLevel = 2,
  timeZone,
  empty,
  linkCategory = true,
}: {
  articles: readonly ArticleCardData[];
  headingLevel?: 2 | 3;
  timeZone?: string | null;
  empty?: string;
  linkCategory?: boolean;
}) {
  if (articles.length === 0) return empty ? <p className={styles.empty}>{empty}</p> : null;
  return (
    <ul className={styles.list}>
      {articles.map((article) => (
        <ArticleCard
          key={article._id}
          article={article}
          headingLevel={headingLevel}
          timeZone={timeZone}
          linkCategory={linkCategory}
        />
      ))}
    </ul>
  );
}
