'use client';

import { useEffect } from 'react';
import { BUILD_CHECK_INTERVAL_MS, BUILD_ID_PATH, isNewBuild, shouldCheckBuild } from '@/lib/navigation/build-check';
import { fetchJson } from '@/lib/http/fetch-json';
import { isChunkLoadError, isFailedChunkScript } from '@/lib/navigation/chunk-reload';
import { loadPage } from './full-load';
import { onLinkNavigation } from './on-link-navigation';
import { reloadAfterChunkError } from './reload-after-chunk-error';

/**
 * After a deploy:
 * - a script chunk of this build that fails to load (a `/_next/static/` script's error event, or a rejected
 *   chunk import) reloads the page, at most once per path per 10 s;
 * - the server's build id is asked when the tab becomes visible again and every few minutes while it is
 *   (lib/navigation/build-check); once it differs from `buildId` (the one this page was rendered with), the next
 *   click on a link to a page of the site loads that page in full instead of navigating on the client.
 * Renders nothing.
 */
export function DeployWatch({ buildId }: { buildId: string }) {
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

    const onError = (event: Event) => {
      const failed =
        isFailedChunkScript(event.target) || (event instanceof ErrorEvent && isChunkLoadError(event.error));
      if (failed) reloadAfterChunkError();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadAfterChunkError();
    };
    // Capture: a script's load error does not bubble.
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', check);
      offLinks();
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [buildId]);
  return null;
}
