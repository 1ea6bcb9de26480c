'use client';

import { useEffect, useState } from 'react';
import { whenIdle } from '@/components/ui/when-idle';

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
    const cancelIdle = whenIdle(() => void load(), 5000, 2000);
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [needed, later]);

  return later;
}
