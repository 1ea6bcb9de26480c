import { Suspense } from 'react';
import { sitePopupTriggers } from '@/server/popups/site-popups';
import { getSiteContext } from '@/server/site/context';
import { PopupsIslandLazy } from './popups-island-lazy';

/**
 * The popups runtime, on sites with active popups. The page carries no popup data (it would travel twice with
 * every page, in the markup's payload): the runtime fetches the triggers after load, and what a popup shows when one
 * is about to open.
 */
export async function PopupsRoot() {
  const [site, triggers] = await Promise.all([getSiteContext(), sitePopupTriggers()]);
  if (triggers.length === 0) return null;
  return (
    // The client-only island reads useSearchParams; the boundary keeps that from suspending the page.
    <Suspense fallback={null}>
      <PopupsIslandLazy lang={site.lang} />
    </Suspense>
  );
}
