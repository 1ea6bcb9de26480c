import type { TargetAndTransition, Transition } from 'motion/react';

/** Where an element comes from when it enters: below (popups, the offer), a side (flow steps), or it grows. */
export type EntranceFrom = 'below' | 'start' | 'end' | 'grow';

export interface EntranceProps {
  /** `false`: the element is drawn in its final state at once. */
  initial: TargetAndTransition | false;
  animate: TargetAndTransition;
  transition: Transition;
}

const OFFSET_PX = 24;

/**
 * Movement only, never a fade: text that fades in is briefly below the contrast a reader needs (and what an
 * accessibility check sees when a popup opens during it).
 */
const START: Record<EntranceFrom, TargetAndTransition> = {
  below: { y: OFFSET_PX },
  start: { x: -OFFSET_PX },
  end: { x: OFFSET_PX },
  grow: { scale: 0.9 },
};

/**
 * The entrance animation of an element that appears because something happened (a step, a popup, the offer): it
 * slides or grows in from `from`. A visitor who prefers reduced motion gets no movement at all: the element is in its
 * final state from its first frame.
 */
export function entrance(from: EntranceFrom, reduceMotion: boolean, delaySeconds = 0): EntranceProps {
  return {
    initial: reduceMotion ? false : START[from],
    animate: { x: 0, y: 0, scale: 1 },
    transition: reduceMotion ? { duration: 0 } : { duration: 0.28, ease: 'easeOut', delay: delaySeconds },
  };
}

/** The direction a flow step enters from: forward steps come from the end, a step back from the start. */
export function stepEntranceFrom(previousIndex: number | null, index: number): EntranceFrom | null {
  if (previousIndex === null || previousIndex === index) return null;
  return index > previousIndex ? 'end' : 'start';
}
