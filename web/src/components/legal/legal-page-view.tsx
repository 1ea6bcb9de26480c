import type { LegalPageBySlugQueryResult } from '@/content/sanity.types';
import { formatShortDate } from '@/lib/format/date';
import type { SiteContext } from '@/server/site/context';
import { PageHeader } from '../page/page-header';
import { RichText } from '../ui/portable-text';

export interface LegalPageViewProps {
  page: NonNullable<LegalPageBySlugQueryResult>;
  site: SiteContext;
  title: string;
}

/** A policy page: its title and last update (in the store's time zone), then the text. */
export function LegalPageView({ page, site, title }: LegalPageViewProps) {
  return (
    <>
      <PageHeader title={title}>
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
