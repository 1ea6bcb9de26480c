import type { Metadata } from 'next';
import { layoutNotFoundScreen } from '@/components/status/layout-not-found';
import { statusTitle } from '@/lib/seo/title';
import { getSiteContext } from '@/server/site/context';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getSiteContext();
  return { title: { absolute: statusTitle(404, t('notFound.title')) }, robots: { index: false, follow: true } };
}

/** notFound() from a page of this layout (e.g. a route without its `page` document): the 404 inside the shell. */
export default function LayoutNotFound() {
  return layoutNotFoundScreen();
}
