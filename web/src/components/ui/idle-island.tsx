'use client';

import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from './when-idle';

/**
 * A client-only island whose code is fetched once the browser is idle after hydration: it is neither in the
 * server's HTML nor in the page's first-load JavaScript, and it neither downloads nor runs while the page
 * hydrates. Used instead of next/dynamic, whose loader runtime (about 4 KB gzip) every page would carry. A chunk
 * that fails to load rejects unhandled, which DeployWatch answers with a reload.
 */
export function idleIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  function IdleIsland(props: P) {
    const [Island, setIsland] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      let live = true;
      const cancel = whenIdle(() => {
        void load().then((component) => {
          // A transition: rendered in slices that yield to the browser, never one long task.
          if (live) startTransition(() => setIsland(() => component));
        });
      });
      return () => {
        live = false;
        cancel();
      };
    }, []);
    return Island ? <Island {...props} /> : null;
  }
  return IdleIsland;
}
