'use client';

import { useState, type ReactNode } from 'react';

import { stepEntranceFrom } from '../motion/entrance';
import styles from './step-transition.module.css';

/**
 * The sell flow's step content: a new step slides in from the side it lies on (forward from the end, back from the
 * start), so the visitor sees which way they moved. The first step, and every step with reduced motion, is simply
 * there. A CSS animation: the flow is the page's first content, so it carries no animation runtime.
 */
export function StepTransition({ stepId, index, children }: { stepId: string; index: number; children: ReactNode }) {
  // The previous step's index, adjusted while rendering (not in an effect) so the new step starts on the right side.
  const [shown, setShown] = useState({ stepId, index, previous: null as number | null });
  if (shown.stepId !== stepId) setShown({ stepId, index, previous: shown.index });
  const from = stepEntranceFrom(shown.previous, index);
  return (
    <div key={stepId} data-step-motion={stepId} className={from ? styles[`from-${from}`] : undefined}>
      {children}
    </div>
  );
}
