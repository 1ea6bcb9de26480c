'use client';

import { useEffect, useState } from 'react';

import { laterStepsLoaded, loadLaterSteps, type LaterSteps } from './load-later-steps';

/**
 * The later steps' module for the flow's render: loaded at once when the flow is on a later step (a resumed flow),
 * else fetched when the browser is idle after the first step has drawn, so "Continue" rarely waits for it.
 */
export function useLaterSteps(needed: boolean): LaterSteps | null {
  const [later, setLater] = useState<LaterSteps | null>(laterStepsLoaded);

  useEffect(() => {
    if (later) return;
    let cancelled = false;
    const load = () =>
      loadLaterSteps().then(
        (module) => {
          if (!cancelled) setLater(module);
        },
        // Offline: "Continue" tries again and says so.
        () => undefined,
      );
    if (needed) {
      void load();
      return () => {
        cancelled = true;
      };
    }
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => void load(), { timeout: 5000 })
        : window.setTimeout(() => void load(), 2000);
    return () => {
      cancelled = true;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [needed, later]);

  return later;
}
