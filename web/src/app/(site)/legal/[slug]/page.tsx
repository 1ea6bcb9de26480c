import { LEGAL_SLUGS, legalPath } from '@dealer/schemas/routes';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { RichText } from '@/components/ui/portable-text';
import { fetchContent } from '@/content';
import { legalPageBySlugQuery } from '@/content/queries';
import { formatLongDate } from '@/lib/format/date';
import { isRouteEnabled } from '@/lib/routing/route-access';
import { documentTitle } from '@/lib/seo/title';
import { getSiteContext } from '@/server/site/context';

interface Props {
  params: Promise<{ slug: string }>;
}

/** /legal/{slug}: only the four policy slugs (anything else: 'Page Not Found: {path}'). */
const loadLegalPage = cache(async (slug: string) => {
  const site = await getSiteContext();
  if (!isRouteEnabled('legal', site.enabledPages)) notFound();
  if (!(LEGAL_SLUGS as readonly string[]).includes(slug)) notFound();
  const page = await fetchContent({ query: legalPageBySlugQuery, params: { slug }, tags: ['legalPage'] });
  if (!page) notFound();
  return page;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const page = await loadLegalPage(slug);
  const title = documentTitle(legalPath(slug), page.seo?.title, page.title);
  return {
    title: { absolute: title },
    description: page.seo?.description ?? undefined,
    alternates: { canonical: legalPath(slug) },
    robots: page.seo?.noIndex ? { index: false, follow: true } : undefined,
  };
}

export default async function LegalPage({ params }: Props) {
  const { slug } = await params;
  const page = await loadLegalPage(slug);
  return (
    <>
      <PageHeader title={page.title ?? documentTitle(legalPath(slug))}>
        {page.updatedAt ? <p>Last updated {formatLongDate(page.updatedAt)}</p> : null}
      </PageHeader>
      <div className="container" style={{ paddingBlock: 'var(--chakra-spacing-10)' }}>
        <RichText value={page.body} />
      </div>
    </>
  );
}
