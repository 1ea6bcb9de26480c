'use client';

import dynamic from 'next/dynamic';

/** Sanity's click-to-edit overlays, fetched only when an editor is previewing in draft mode. */
export const VisualEditingIsland = dynamic(
  () => import('next-sanity/visual-editing').then((module) => module.VisualEditing),
  { ssr: false },
);
