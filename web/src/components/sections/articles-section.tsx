import { articlePath, isPageEnabled } from '@dealer/schemas/routes';
import { formatShortDate } from '@/lib/format/date';
import { SanityImage } from '../ui/sanity-image';
import { Section } from '../ui/section';
import { SmartLink } from '../ui/smart-link';
import styles from './sections.module.css';
import type { SectionWithDataProps } from './types';

/** The six latest articles, linking to their canonical /car-research/{slug} pages. */
export function ArticlesSection({ id, section, site, data: { articles } }: SectionWithDataProps<'articlesSection'>) {
  if (articles.length === 0) return null;
  const linked = isPageEnabled('articles', site.enabledPages);
  return (
    <Section id={id} title={section.title}>
      <ul className={styles.grid}>
        {articles.map((article) => (
          <li key={article._id} className={styles.card}>
            <SanityImage image={article.mainImage} sizes="(min-width: 64rem) 25vw, 100vw" className={styles.media} />
            {article.category?.title ? <p className={styles.eyebrow}>{article.category.title}</p> : null}
            <h3 className={styles.cardTitle}>
              {linked && article.slug ? (
                <SmartLink href={articlePath(article.slug)}>{article.title}</SmartLink>
              ) : (
                article.title
              )}
            </h3>
            {article.excerpt ? <p className={styles.muted}>{article.excerpt}</p> : null}
            {article.publishedAt ? (
              <p className={`${styles.small} ${styles.muted}`}>
                <time dateTime={article.publishedAt}>{formatShortDate(article.publishedAt, site.store?.timezone)}</time>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
