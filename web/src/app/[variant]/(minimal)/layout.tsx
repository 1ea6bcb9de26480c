import type { ReactNode } from 'react';
import { MinimalShell } from '@/components/layout/shells';
import { PageTransition } from '@/components/navigation/page-transition';
import { PopupsRoot } from '@/components/popups/popups-root';
import { TrackingRoot } from '@/components/tracking/tracking-root';
import { loadSiteLayout } from '@/server/pages/site-layout';

/**
 * Routes with the minimal layout (routes.ts `layout: 'minimal'`, e.g. /sell-trade-my-car/your-vehicle): no menus,
 * but the same popups, tracking and experiments as the default layout (all of them wait for consent).
 */
export default async function MinimalLayout({ children }: { children: ReactNode }) {
  const { site, tracking, hasPopups } = await loadSiteLayout();
  return (
    <MinimalShell site={site}>
      <PageTransition>{children}</PageTransition>
      <PopupsRoot active={hasPopups} lang={site.lang} />
      <TrackingRoot config={tracking} />
    </MinimalShell>
  );
}
