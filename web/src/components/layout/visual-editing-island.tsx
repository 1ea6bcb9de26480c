'use client';

import { idleIsland } from '../ui/idle-island';

/** Sanity's click-to-edit overlays, fetched only when an editor is previewing in draft mode. */
export const VisualEditingIsland = idleIsland(() =>
  import('next-sanity/visual-editing').then((module) => module.VisualEditing),
);
