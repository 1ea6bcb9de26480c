import { serializeJsonLd, storesJsonLd } from '@/lib/seo/structured-data';
import type { Store } from '@/server/site/context';

/**
 * AutoDealer JSON-LD for every store of the site (with service departments where the store has one), one @graph.
 * Only the pages about the business carry it, the home page and the locations (contact) page: search engines read a
 * business from its own pages, and on every other page it was some 6 KB sent twice (markup and page payload).
 */
export function StoreStructuredData({ stores }: { stores: Store[] }) {
  if (stores.length === 0) return null;
  return (
    <script
      type="application/ld+json"
      // JSON-LD must be inline text; serializeJsonLd escapes "<" so editor content cannot break out.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(storesJsonLd(stores)) }}
    />
  );
}
