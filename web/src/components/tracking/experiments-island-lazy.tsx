'use client';
import dynamic from 'next/dynamic';

/** The experiments runtime, fetched after hydration; the Statsig SDK itself is a further chunk loaded on consent. */
export const ExperimentsIslandLazy = dynamic(
  () => import('./experiments-island').then((module) => module.ExperimentsIsland),
  { ssr: false },
);
