'use client';
import dynamic from 'next/dynamic';

/**
 * The tracking dispatcher, fetched after hydration (tags load after consent and after load anyway), so it stays
 * out of every page's first-load JavaScript.
 */
export const TrackingIslandLazy = dynamic(() => import('./tracking-island').then((module) => module.TrackingIsland), {
  ssr: false,
});
