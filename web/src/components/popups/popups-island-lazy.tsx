'use client';
import { idleIsland } from '../ui/idle-island';

/**
 * The popups runtime, fetched once the browser is idle after hydration: nothing of it is visible on first paint
 * (popups open on later conditions), so it stays out of every page's first-load JavaScript.
 */
export const PopupsIslandLazy = idleIsland(() => import('./popups-island').then((module) => module.PopupsIsland));
