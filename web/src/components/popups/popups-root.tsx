import { Suspense } from 'react';
import { sitePopupTriggers } from '@/server/popups/site-popups';
import { getSiteContext } from '@/server/site/context';
import { PopupsIslandLazy } from './popups-island-lazy';

/**
 * The site's active popups handed to the client runtime: only what decides whether and when each shows (id and
 * conditions); the runtime fetches what they show when one is about to open.
 */
export async function PopupsRoot() {
  const [site, triggers] = await Promise.all([getSiteContext(), sitePopupTriggers()]);
  if (triggers.length === 0) return null;
  return (
    // The client-only island reads useSearchParams; the boundary keeps that from suspending the page.
    <Suspense fallback={null}>
      <PopupsIslandLazy popups={triggers} lang={site.lang} />
    </Suspense>
  );
}
