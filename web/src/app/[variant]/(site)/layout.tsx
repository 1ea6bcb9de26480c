import type { ReactNode } from 'react';
import { DefaultShell } from '@/components/layout/shells';
import { PageTransition } from '@/components/navigation/page-transition';
import { PopupsRoot } from '@/components/popups/popups-root';
import { TrackingRoot } from '@/components/tracking/tracking-root';
import { loadTrackingConfig } from '@/server/pages/tracking';
import { getSiteContext } from '@/server/site/context';

/** Routes with the default layout (routes.ts `layout: 'default'`). */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [site, tracking] = await Promise.all([getSiteContext(), loadTrackingConfig()]);
  return (
    <DefaultShell site={site}>
      <PageTransition>{children}</PageTransition>
      <PopupsRoot />
      <TrackingRoot config={tracking} />
    </DefaultShell>
  );
}
