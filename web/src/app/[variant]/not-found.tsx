import type { Metadata } from 'next';
import { NotFoundView } from '@/components/status/not-found-view';
import { statusTitle } from '@/lib/seo/title';
import { getSiteContext } from '@/server/site/context';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getSiteContext();
  return { title: { absolute: statusTitle(404, t('notFound.title')) }, robots: { index: false, follow: true } };
}

/** notFound() outside the site layouts (a fallback: proxy.ts answers most 404s before a page renders). */
export default async function NotFound() {
  return <NotFoundView site={await getSiteContext()} />;
}
