import { serializeJsonLd, storesJsonLd } from '@/lib/seo/structured-data';
import type { Store } from '@/server/site/context';

/** AutoDealer JSON-LD for every store of the site (with service departments where the store has one), one @graph. */
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
