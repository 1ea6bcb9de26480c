import { NotFoundView } from '@/components/status/not-found-view';
import { loadNotFound } from '@/server/pages/not-found';

export { notFoundMetadata as generateMetadata } from '@/server/pages/not-found';

/** notFound() outside the site layouts (a fallback: proxy.ts answers most 404s before a page renders). */
export default async function NotFound() {
  const { site } = await loadNotFound();
  return <NotFoundView site={site} />;
}
