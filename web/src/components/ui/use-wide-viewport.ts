'use client';

import { useSyncExternalStore } from 'react';

/** Whether the viewport is at least `minWidth` px wide; false on the server and before hydration. */
export function useWideViewport(minWidth: number): boolean {
  const query = `(min-width: ${minWidth}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', onChange);
      window.addEventListener('resize', onChange);
      return () => {
        list?.removeEventListener?.('change', onChange);
        window.removeEventListener('resize', onChange);
      };
    },
    () => window.matchMedia?.(query).matches ?? window.innerWidth >= minWidth,
    () => false,
  );
}
