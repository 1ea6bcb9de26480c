import { Suspense } from 'react';
import { fetchContent } from '@/content';
import { activePopupsQuery } from '@/content/queries';
import { isRenderablePopup } from './popup-types';
import { PopupsIsland } from './popups-island';

/** The site's active popups (siteSettings.popups, priority order) handed to the client runtime. */
export async function PopupsRoot() {
  const popups = (
    (await fetchContent({ query: activePopupsQuery, params: {}, tags: ['siteSettings', 'popup'] })) ?? []
  ).filter(isRenderablePopup);
  if (popups.length === 0) return null;
  return (
    // useSearchParams needs a Suspense boundary so the page itself can still render on the server.
    <Suspense fallback={null}>
      <PopupsIsland popups={popups} />
    </Suspense>
  );
}
