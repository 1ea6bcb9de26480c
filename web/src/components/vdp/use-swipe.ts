import { useRef, type PointerEvent } from 'react';

import { swipeStep } from './gallery-navigation';

/**
 * Pointer handlers that turn a horizontal drag (finger, pen or mouse) into one step: `onStep(1)` to the next photo,
 * `onStep(-1)` to the previous. The element needs `touch-action: pan-y` so a sideways finger reaches it while
 * vertical drags still scroll the page.
 */
export function useSwipe(onStep: (step: -1 | 1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
      if (step !== 0) onStep(step);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
