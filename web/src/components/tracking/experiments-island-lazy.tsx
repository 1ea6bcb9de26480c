'use client';
import { idleIsland } from '../ui/idle-island';

/**
 * The experiments runtime, fetched once the browser is idle after hydration; the Statsig SDK itself is a further
 * chunk loaded on consent.
 */
export const ExperimentsIslandLazy = idleIsland(() =>
  import('./experiments-island').then((module) => module.ExperimentsIsland),
);
