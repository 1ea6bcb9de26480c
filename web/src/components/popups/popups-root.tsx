import { Suspense } from 'react';
import { fetchContent } from '@/content';
import { activePopupsQuery } from '@/content/queries';
import { isRenderablePopup } from './popup-types';
import { PopupsIslandLazy } from './popups-island-lazy';

/** The site's active popups (siteSettings.popups, priority order) handed to the client runtime. */
export async function PopupsRoot() {
  const popups = (
    (await fetchContent({ query: activePopupsQuery, params: {}, tags: ['siteSettings', 'popup'] })) ?? []
  ).filter(isRenderablePopup);
  if (popups.length === 0) return null;
  return (
    // The client-only island reads useSearchParams; the boundary keeps that from suspending the page.
    <Suspense fallback={null}>
      <PopupsIslandLazy popups={popups} />
    </Suspense>
  );
}
