import type { Metadata } from 'next';
import type { CSSProperties } from 'react';
import { DefaultShell } from '@/components/layout/shells';
import { NotFoundView } from '@/components/status/not-found-view';
import { brandCssVariables } from '@/lib/theme/brand-color';
import { statusTitle } from '@/lib/seo/title';
import { getSiteContext } from '@/server/site/context';
import '@/theme/chakra-theme.css';
import '@/theme/globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getSiteContext();
  return { title: { absolute: statusTitle(404, t('notFound.title')) }, robots: { index: false, follow: true } };
}

/**
 * 404 for URLs no page serves, including those proxy.ts rewrites here (disabled pages, slugs naming nothing):
 * a whole document with the default layout. Rendered only for those requests, so pages do not carry a copy of
 * the shell in their payload (as they do for app/not-found.tsx).
 */
export default async function GlobalNotFound() {
  const site = await getSiteContext();
  return (
    <html lang={site.lang} style={brandCssVariables(site.store?.color) as CSSProperties}>
      <body>
        <DefaultShell site={site}>
          <NotFoundView site={site} />
        </DefaultShell>
      </body>
    </html>
  );
}
