'use client';
import { idleIsland } from '../ui/idle-island';

/**
 * The tracking dispatcher, fetched once the browser is idle after hydration (tags load after consent and after
 * load anyway; events fired before it listens wait in its queue), so it stays out of every page's first-load
 * JavaScript.
 */
export const TrackingIslandLazy = idleIsland(() => import('./tracking-island').then((module) => module.TrackingIsland));
