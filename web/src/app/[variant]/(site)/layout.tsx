import type { ReactNode } from 'react';
import { DefaultShell } from '@/components/layout/shells';
import { PageTransition } from '@/components/navigation/page-transition';
import { PopupsRoot } from '@/components/popups/popups-root';
import { TrackingRoot } from '@/components/tracking/tracking-root';
import { loadSiteLayout } from '@/server/pages/site-layout';

/** Routes with the default layout (routes.ts `layout: 'default'`). */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const { site, tracking, hasPopups } = await loadSiteLayout();
  return (
    <DefaultShell site={site}>
      <PageTransition>{children}</PageTransition>
      <PopupsRoot active={hasPopups} lang={site.lang} />
      <TrackingRoot config={tracking} />
    </DefaultShell>
  );
}
