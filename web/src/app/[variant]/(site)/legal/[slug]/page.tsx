import { LEGAL_SLUGS, legalPath } from '@dealer/schemas/routes';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { RichText } from '@/components/ui/portable-text';
import { fetchContent } from '@/content';
import { legalPageBySlugQuery } from '@/content/queries';
import { formatShortDate } from '@/lib/format/date';
import { isRouteEnabled } from '@/lib/routing/route-access';
import { contentRobots } from '@/lib/seo/robots';
import { documentTitle } from '@/lib/seo/title';
import { withSiteShareDefaults } from '@/server/seo/page-seo';
import { getSiteContext } from '@/server/site/context';

export { generateStaticParams } from '@/server/pages/on-demand-params';

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
  const image = page.seo?.image?.asset?.url;
  return withSiteShareDefaults({
    title: { absolute: title },
    description: page.seo?.description ?? undefined,
    alternates: { canonical: legalPath(slug) },
    robots: page.seo?.noIndex ? contentRobots(false) : undefined,
    openGraph: image ? { images: [{ url: image, alt: page.seo?.image?.alt ?? title }] } : undefined,
  });
}

export default async function LegalPage({ params }: Props) {
  const { slug } = await params;
  const [page, site] = await Promise.all([loadLegalPage(slug), getSiteContext()]);
  return (
    <>
      <PageHeader title={page.title ?? documentTitle(legalPath(slug))}>
        {page.updatedAt ? (
          <p>
            {site.t('legal.updated', {}, 'Last updated')}{' '}
            <time dateTime={page.updatedAt}>{formatShortDate(page.updatedAt, site.store?.timezone)}</time>
          </p>
        ) : null}
      </PageHeader>
      <div className="container" style={{ paddingBlock: 'var(--chakra-spacing-10)' }}>
        <RichText value={page.body} />
      </div>
    </>
  );
}
