'use client';

import { useEffect } from 'react';
import { BUILD_CHECK_INTERVAL_MS, BUILD_ID_PATH, isNewBuild, shouldCheckBuild } from '@/lib/navigation/build-check';
import { fetchJson } from '@/lib/http/fetch-json';
import { loadPage } from './full-load';
import { onLinkNavigation } from './on-link-navigation';

/**
 * The server's build id is asked when the tab becomes visible again and every few minutes while it is
 * (lib/navigation/build-check); once it differs from `buildId` (the one this page was rendered with), the next
 * click on a link to a page of the site loads that page in full instead of navigating on the client. Renders
 * nothing.
 */
export function BuildWatch({ buildId }: { buildId: string }) {
  useEffect(() => {
    let stale = false;
    let lastCheck = Date.now();
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
  }, [buildId]);
  return null;
}
