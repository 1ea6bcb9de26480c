import type { Metadata } from 'next';
import { layoutNotFoundScreen } from '@/components/status/layout-not-found';
import { statusTitle } from '@/lib/seo/title';
import { getSiteContext } from '@/server/site/context';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getSiteContext();
  return { title: { absolute: statusTitle(404, t('notFound.title')) }, robots: { index: false, follow: true } };
}

/** notFound() outside the site layouts (a fallback: proxy.ts answers most 404s before a page renders). */
export default function NotFound() {
  return layoutNotFoundScreen();
}
