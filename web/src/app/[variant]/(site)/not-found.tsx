import type { Metadata } from 'next';
import { NotFoundView } from '@/components/status/not-found-view';
import { statusTitle } from '@/lib/seo/title';
import { getSiteContext } from '@/server/site/context';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getSiteContext();
  return { title: { absolute: statusTitle(404, t('notFound.title')) }, robots: { index: false, follow: true } };
}

/** notFound() from a page of this layout (e.g. a route without its `page` document): the 404 inside the shell. */
export default async function LayoutNotFound() {
  return <NotFoundView site={await getSiteContext()} />;
}
