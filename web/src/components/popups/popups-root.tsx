import { Suspense } from 'react';
import { fetchContent } from '@/content';
import { activePopupsQuery } from '@/content/queries';
import { POPUP_STRING_KEYS, type PopupStrings } from '@/lib/i18n/popup-strings';
import { compactConditions } from '@/lib/popups/compact';
import { localizePopup } from '@/lib/popups/localize';
import { getSiteContext } from '@/server/site/context';
import { isRenderablePopup } from './popup-types';
import { PopupsIslandLazy } from './popups-island-lazy';

/** The site's active popups (siteSettings.popups, priority order) handed to the client runtime. */
export async function PopupsRoot() {
  const [site, popups] = await Promise.all([
    getSiteContext(),
    fetchContent({ query: activePopupsQuery, params: {}, tags: ['siteSettings', 'popup'] }),
  ]);
  const renderable = (popups ?? [])
    .filter(isRenderablePopup)
    .map((popup) => localizePopup({ ...popup, conditions: compactConditions(popup.conditions) }, site.t));
  if (renderable.length === 0) return null;
  const strings = Object.fromEntries(POPUP_STRING_KEYS.map((key) => [key, site.t(key)])) as PopupStrings;
  return (
    // The client-only island reads useSearchParams; the boundary keeps that from suspending the page.
    <Suspense fallback={null}>
      <PopupsIslandLazy popups={renderable} strings={strings} />
    </Suspense>
  );
}
