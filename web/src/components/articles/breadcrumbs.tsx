import Link from 'next/link';
import type { BreadcrumbItem } from '@/lib/seo/content-structured-data';
import styles from './articles.module.css';

/** The visible trail that matches the BreadcrumbList JSON-LD; the last item is the current page. */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <nav aria-label="Breadcrumb" className={`${styles.crumbs} ${styles.meta}`}>
      <ol>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.path} aria-current="page">
              {item.name}
            </li>
          ) : (
            <li key={item.path}>
              <Link href={item.path}>{item.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
