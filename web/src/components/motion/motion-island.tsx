'use client';

import { LazyMotion, MotionConfig } from 'motion/react';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motion-features').then((module) => module.domAnimation);

/**
 * Wrap an already lazily loaded island that animates with `m.*` elements in this. The animation features load in
 * their own chunk on first use, so no page's first-load JavaScript carries them; `reducedMotion="user"` drops every
 * movement for visitors who ask the system for less motion (the elements also start in their final state there, see
 * entrance.ts).
 */
export function MotionIsland({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
