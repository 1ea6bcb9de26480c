import type { ReactNode } from 'react';
import { MinimalShell } from '@/components/layout/shells';
import { PageTransition } from '@/components/navigation/page-transition';
import { PopupsRoot } from '@/components/popups/popups-root';
import { TrackingRoot } from '@/components/tracking/tracking-root';
import { loadTrackingConfig } from '@/server/pages/tracking';
import { getSiteContext } from '@/server/site/context';

/**
 * Routes with the minimal layout (routes.ts `layout: 'minimal'`, e.g. /sell-trade-my-car/your-vehicle): no menus,
 * but the same popups, tracking and experiments as the default layout (all of them wait for consent).
 */
export default async function MinimalLayout({ children }: { children: ReactNode }) {
  const [site, tracking] = await Promise.all([getSiteContext(), loadTrackingConfig()]);
  return (
    <MinimalShell site={site}>
      <PageTransition>{children}</PageTransition>
      <PopupsRoot />
      <TrackingRoot config={tracking} />
    </MinimalShell>
  );
}
