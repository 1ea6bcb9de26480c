'use client';

import { useEffect } from 'react';
import { BUILD_CHECK_INTERVAL_MS, BUILD_ID_PATH, isNewBuild, shouldCheckBuild } from '@/lib/navigation/build-check';
import { fetchJson } from '@/lib/http/fetch-json';
import { loadPage } from './full-load';
import { onLinkNavigation } from './on-link-navigation';

/**
 * The server's build id is asked when the tab becomes visible again and every few minutes while it is
 * (lib/navigation/build-check); once it differs from `buildId` (the one this page was rendered with), the next
 * click on a link to a page of the site loads that page in full instead of navigating on the client. `startedAt`:
 * when the page started (the first check is due an interval after it). Renders nothing.
 */
export function BuildWatch({ buildId, startedAt }: { buildId: string; startedAt?: number }) {
  useEffect(() => {
    let stale = false;
    // The page's start (DeployWatch hydrated), not this island's: it arrives later, when the browser is idle.
    let lastCheck = startedAt ?? Date.now();
    const check = () => {
      const now = Date.now();
      if (stale || document.visibilityState === 'hidden' || !shouldCheckBuild(now, lastCheck)) return;
      lastCheck = now;
      // One try: the next check comes soon enough.
      fetchJson(BUILD_ID_PATH, { cache: 'no-store', retries: 0 })
        .then((response) => {
          stale = response.ok && isNewBuild(buildId, response.body);
        })
        .catch(() => undefined);
    };
    const interval = setInterval(check, BUILD_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', check);
    // Arrived after the first check was due (a page that waited long for an idle moment): ask now.
    if (Date.now() - lastCheck >= BUILD_CHECK_INTERVAL_MS) check();

    const offLinks = onLinkNavigation((url, event) => {
      if (!stale) return;
      // Ahead of Next's Link handler: it never sees the click.
      event.preventDefault();
      event.stopPropagation();
      loadPage(url.href);
    });
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', check);
      offLinks();
    };
  }, [buildId, startedAt]);
  return null;
}
