import type { Metadata } from 'next';
import { DefaultShell } from '@/components/layout/shells';
import { SiteDocument } from '@/components/layout/site-document';
import { FullLoadLinks } from '@/components/status/full-load-links';
import { NotFoundView } from '@/components/status/not-found-view';
import { statusTitle } from '@/lib/seo/title';
import { getSiteContext, requestNotFoundKind, requestPathname } from '@/server/site/context';
import '@/theme/chakra-theme.css';
import '@/theme/globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getSiteContext();
  // No robots here: Next writes `noindex` itself on every 404 answer, and a second tag would contradict or repeat it.
  return { title: { absolute: statusTitle(404, t('notFound.title')) } };
}

/**
 * 404 for URLs no page serves, including those proxy.ts rewrites here (disabled pages, slugs naming nothing):
 * a whole document with the default layout and the islands of every page (consent dialog, language switch).
 * Rendered only for those requests, so pages do not carry a copy of the shell in their payload (as they do for
 * app/[variant]/not-found.tsx). Its links are full document loads (see FullLoadLinks).
 */
export default async function GlobalNotFound() {
  const [site, path, kind] = await Promise.all([getSiteContext(), requestPathname(), requestNotFoundKind()]);
  return (
    <SiteDocument site={site}>
      <FullLoadLinks />
      <DefaultShell site={site}>
        <NotFoundView site={site} request={{ path, kind }} />
      </DefaultShell>
    </SiteDocument>
  );
}
