'use client';

import { useEffect, useState, type ComponentType } from 'react';

export type LazyComponent<P> =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; Component: ComponentType<P> };

/**
 * A component whose code is fetched once `wanted` turns true, outside the page's first-load JavaScript (and without
 * next/dynamic's loader runtime). An island that draws from an API asks for both at once, so the code arrives while
 * the answer is on its way. A chunk that fails to load (offline, a newer build) is `failed`; `retry` asks again.
 */
export function useLazyComponent<P>(load: () => Promise<ComponentType<P>>, wanted: boolean) {
  const [loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    load().then(
      (component) => {
        if (live) setLoaded(() => component);
      },
      () => {
        if (live) setFailedAttempt(attempt);
      },
    );
    return () => {
      live = false;
    };
    // `load` is a module-level function; the attempt asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, loaded, attempt]);
  const state: LazyComponent<P> = loaded
    ? { state: 'ready', Component: loaded }
    : failedAttempt === attempt
      ? { state: 'failed' }
      : { state: 'loading' };
  return { lazy: state, retry: () => setAttempt((count) => count + 1) };
}
