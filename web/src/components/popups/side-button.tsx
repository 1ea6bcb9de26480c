'use client';

import { m, useReducedMotion } from 'motion/react';
import { useEffect, useState } from 'react';
import { MotionIsland } from '@/components/motion/motion-island';
import styles from './popups.module.css';

/** The side button enlarges after 10 s for 4 s. */
export const SIDE_BUTTON_HIGHLIGHT_DELAY_MS = 10_000;
export const SIDE_BUTTON_HIGHLIGHT_MS = 4_000;

/** True while the button is enlarged: from 10 s after it appeared, for 4 s. */
export function useSideButtonHighlight(): boolean {
  const [highlighted, setHighlighted] = useState(false);
  useEffect(() => {
    let end: ReturnType<typeof setTimeout> | undefined;
    const start = setTimeout(() => {
      setHighlighted(true);
      end = setTimeout(() => setHighlighted(false), SIDE_BUTTON_HIGHLIGHT_MS);
    }, SIDE_BUTTON_HIGHLIGHT_DELAY_MS);
    return () => {
      clearTimeout(start);
      if (end) clearTimeout(end);
    };
  }, []);
  return highlighted;
}

/** Centred on the right edge and turned to read bottom-up (motion owns the transform, so it is set here). */
const PLACED = { y: '-50%', rotate: 180 } as const;
/** The highlight: a fifth larger (with more padding from the stylesheet). */
export const SIDE_BUTTON_HIGHLIGHT_SCALE = 1.15;

/**
 * Floating button on the right edge, half-way down: reopens a popup that was closed but not finished. It slides in
 * from the edge, so the visitor sees where the popup went; the highlight grows it. With reduced motion it is simply
 * there, and the highlight is the larger size without the animation.
 */
export function SideButton({
  label,
  hoverText,
  onOpen,
}: {
  label: string;
  hoverText?: string | null;
  onOpen: () => void;
}) {
  const highlighted = useSideButtonHighlight();
  const reduceMotion = useReducedMotion() ?? false;
  const scale = highlighted ? SIDE_BUTTON_HIGHLIGHT_SCALE : 1;
  return (
    <MotionIsland>
      <m.button
        type="button"
        className={`${styles.sideButton} ${highlighted ? styles.sideButtonHighlighted : ''}`}
        data-highlighted={highlighted ? 'true' : 'false'}
        title={hoverText ?? undefined}
        aria-haspopup="dialog"
        onClick={onOpen}
        style={PLACED}
        initial={reduceMotion ? false : { ...PLACED, x: 48, opacity: 0 }}
        animate={{ ...PLACED, x: 0, opacity: 1, scale }}
        transition={reduceMotion ? { duration: 0 } : { duration: 0.3, ease: 'easeOut' }}
      >
        {label}
      </m.button>
    </MotionIsland>
  );
}
