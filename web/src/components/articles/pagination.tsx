import Link from 'next/link';
import styles from './articles.module.css';

/** Previous / next links with the position in between; plain links, so crawlers and no-JS visitors can page. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  labels,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  labels: { nav: string; previous: string; next: string; status: string };
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.nav} className={styles.pagination}>
      {page > 1 ? (
        <Link className={styles.pageLink} href={hrefFor(Math.min(page - 1, pageCount))} rel="prev">
          {labels.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className={styles.meta}>{labels.status}</p>
      {page < pageCount ? (
        <Link className={styles.pageLink} href={hrefFor(page + 1)} rel="next">
          {labels.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
