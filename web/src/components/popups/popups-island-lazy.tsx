'use client';
import dynamic from 'next/dynamic';

/**
 * The popups runtime, fetched after hydration: nothing of it is visible on first paint (popups open on later
 * conditions), so it stays out of every page's first-load JavaScript.
 */
export const PopupsIslandLazy = dynamic(() => import('./popups-island').then((module) => module.PopupsIsland), {
  ssr: false,
});
