'use client';

import { useEffect, useState } from 'react';
import { isChunkLoadError, isFailedChunkScript } from '@/lib/navigation/chunk-reload';
import { idleIsland } from '../ui/idle-island';
import { reloadAfterChunkError } from './reload-after-chunk-error';

/** The build check (a few minutes apart at the earliest) is fetched once the browser is idle after hydration. */
const BuildWatchLazy = idleIsland(() => import('./build-watch').then((module) => module.BuildWatch));

/**
 * After a deploy:
 * - a script chunk of this build that fails to load (a `/_next/static/` script's error event, or a rejected
 *   chunk import) reloads the page, at most once per path per 10 s;
 * - once the server names a newer build, the next click on a link to a page of the site loads that page in full
 *   (BuildWatch).
 */
export function DeployWatch({ buildId }: { buildId: string }) {
  // When the page started in the browser (its build check waits for an idle moment, the clock does not).
  const [startedAt] = useState(() => Date.now());
  useEffect(() => {
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
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return <BuildWatchLazy buildId={buildId} startedAt={startedAt} />;
}
