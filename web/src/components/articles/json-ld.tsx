import { serializeJsonLd } from '@/lib/seo/structured-data';

/** One `<script type="application/ld+json">`; serializeJsonLd escapes "<" so editor text cannot end the script. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
