'use client';

import { m, useReducedMotion } from 'motion/react';
import { useState, type ReactNode } from 'react';

import { entrance, stepEntranceFrom } from '../motion/entrance';
import { MotionIsland } from '../motion/motion-island';

/**
 * The sell flow's step content: a new step slides in from the side it lies on (forward from the end, back from the
 * start), so the visitor sees which way they moved. The first step, and every step with reduced motion, is simply
 * there.
 */
export function StepTransition({ stepId, index, children }: { stepId: string; index: number; children: ReactNode }) {
  const reduceMotion = useReducedMotion() ?? false;
  // The previous step's index, adjusted while rendering (not in an effect) so the new step starts on the right side.
  const [shown, setShown] = useState({ stepId, index, previous: null as number | null });
  if (shown.stepId !== stepId) setShown({ stepId, index, previous: shown.index });
  const from = stepEntranceFrom(shown.previous, index);
  return (
    <MotionIsland>
      <m.div
        key={stepId}
        data-step-motion={stepId}
        {...(from ? entrance(from, reduceMotion) : { initial: false, animate: { opacity: 1, x: 0 } })}
      >
        {children}
      </m.div>
    </MotionIsland>
  );
}
