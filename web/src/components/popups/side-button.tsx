'use client';

import { useEffect, useState } from 'react';
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

/** Floating button on the right edge, half-way down: reopens a popup that was closed but not finished. */
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
  return (
    <button
      type="button"
      className={`${styles.sideButton} ${highlighted ? styles.sideButtonHighlighted : ''}`}
      data-highlighted={highlighted ? 'true' : 'false'}
      title={hoverText ?? undefined}
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      {label}
    </button>
  );
}
