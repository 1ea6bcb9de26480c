import { NotFoundView } from '@/components/status/not-found-view';
import { loadNotFound } from '@/server/pages/not-found';

export { notFoundMetadata as generateMetadata } from '@/server/pages/not-found';

/** notFound() from a page of this layout (e.g. a route without its `page` document): the 404 inside the shell. */
export default async function LayoutNotFound() {
  const { site } = await loadNotFound();
  return <NotFoundView site={site} />;
}
