'use client';

import {
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';

/** The mobile breakpoint is below 640 px; dialogs do not drag there (they fill the screen). */
export const DRAG_MIN_VIEWPORT_WIDTH = 640;
/** Keyboard alternative: arrow keys move by this many pixels, with Shift by the larger step. */
export const KEYBOARD_STEP_PX = 10;
export const KEYBOARD_LARGE_STEP_PX = 50;

export interface DragOffset {
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const NO_OFFSET: DragOffset = { x: 0, y: 0 };

/**
 * Keep a box inside the viewport. `box` is where the element is drawn now (with `current` applied); the answer is
 * the offset nearest to `wanted` that keeps the whole box on screen (or its top-left corner, when it is bigger).
 */
export function clampOffset(
  wanted: DragOffset,
  current: DragOffset,
  box: Box,
  viewport: { width: number; height: number },
): DragOffset {
  const baseLeft = box.left - current.x;
  const baseTop = box.top - current.y;
  const clampAxis = (value: number, base: number, size: number, limit: number) => {
    const min = -base;
    const max = Math.max(min, limit - size - base);
    return Math.min(Math.max(value, min), max);
  };
  return {
    x: clampAxis(wanted.x, baseLeft, box.width, viewport.width),
    y: clampAxis(wanted.y, baseTop, box.height, viewport.height),
  };
}

/** Arrow keys (Shift for a larger step) → the offset change; Home → back to the start; anything else → null. */
export function keyboardMove(key: string, shift: boolean): DragOffset | 'reset' | null {
  const step = shift ? KEYBOARD_LARGE_STEP_PX : KEYBOARD_STEP_PX;
  switch (key) {
    case 'ArrowLeft':
      return { x: -step, y: 0 };
    case 'ArrowRight':
      return { x: step, y: 0 };
    case 'ArrowUp':
      return { x: 0, y: -step };
    case 'ArrowDown':
      return { x: 0, y: step };
    case 'Home':
      return 'reset';
    default:
      return null;
  }
}

export interface UseDraggableOptions {
  /** Turn dragging off (for example while maximised). */
  disabled?: boolean;
  /** Below this viewport width dragging is off and the element returns to its place. */
  minViewportWidth?: number;
}

export interface DragHandleProps {
  onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
  'data-drag-handle': '' | undefined;
  style: CSSProperties | undefined;
}

export interface UseDraggableResult<T extends HTMLElement> {
  /** Callback ref for the element that moves (the dialog panel). */
  setTarget: (element: T | null) => void;
  /** Spread on the drag handle (the dialog header). Pointer drags start here; interactive children are ignored. */
  handleProps: DragHandleProps;
  /**
   * Spread on a focusable "move" button inside the handle: the keyboard alternative (arrow keys move, Shift for a
   * bigger step, Home puts the element back). Give it an accessible name such as "Move dialog".
   */
  keyboardHandleProps: { onKeyDown: (event: ReactKeyboardEvent<HTMLElement>) => void; hidden: boolean };
  /** Style for the moving element: the individual `translate` property, so animations on `transform` still work. */
  style: CSSProperties;
  offset: DragOffset;
  /** Whether dragging is on (not disabled and the viewport is wide enough). */
  enabled: boolean;
  reset: () => void;
}

const INTERACTIVE = 'button, a[href], input, select, textarea, [role="button"], [contenteditable="true"]';

function viewportSize() {
  return { width: window.innerWidth, height: window.innerHeight };
}

/** Whether the viewport is at least `minWidth` px wide; false on the server and before hydration. */
export function useWideViewport(minWidth: number): boolean {
  const query = `(min-width: ${minWidth}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', onChange);
      window.addEventListener('resize', onChange);
      return () => {
        list?.removeEventListener?.('change', onChange);
        window.removeEventListener('resize', onChange);
      };
    },
    () => window.matchMedia?.(query).matches ?? window.innerWidth >= minWidth,
    () => false,
  );
}

/** `wanted` clamped so the element stays on screen, given the offset it is drawn with now. */
function clampFor(element: HTMLElement | null, wanted: DragOffset, current: DragOffset): DragOffset {
  if (!element) return current;
  const rect = element.getBoundingClientRect();
  return clampOffset(
    wanted,
    current,
    { left: rect.left, top: rect.top, width: rect.width, height: rect.height },
    viewportSize(),
  );
}

/**
 * Drag an element by a handle ("Dialog draggable"): pointer drags (mouse, pen, touch), a keyboard
 * alternative, always kept inside the viewport, off on small screens. The element moves by a CSS `translate`
 * offset from where layout put it, so it needs no positioning of its own.
 */
export function useDraggable<T extends HTMLElement = HTMLElement>(
  options: UseDraggableOptions = {},
): UseDraggableResult<T> {
  const { disabled = false, minViewportWidth = DRAG_MIN_VIEWPORT_WIDTH } = options;
  const [target, setTarget] = useState<T | null>(null);
  const [stored, setStored] = useState<DragOffset>(NO_OFFSET);
  const wide = useWideViewport(minViewportWidth);
  const enabled = wide && !disabled;
  // Off (small screen, maximised) means back in the layout position.
  const offset = enabled ? stored : NO_OFFSET;

  const reset = useCallback(() => setStored(NO_OFFSET), []);

  // A smaller window must not leave the element off screen.
  useEffect(() => {
    if (!enabled || !target) return;
    const onResize = () => setStored((current) => clampFor(target, current, current));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [enabled, target]);

  const [stopDrag, setStopDrag] = useState<(() => void) | null>(null);
  useEffect(() => () => stopDrag?.(), [stopDrag]);

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      // Primary button of the primary pointer only (no right-click drags, no second finger).
      if (!enabled || event.button !== 0 || event.isPrimary === false) return;
      if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
      event.preventDefault();
      const start = { x: event.clientX, y: event.clientY };
      const from = stored;
      // Measured once, while the element is drawn at `from`: later moves clamp against this box, not a re-render.
      const rect = target?.getBoundingClientRect();
      if (!rect) return;
      const box = { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
      const pointerId = event.pointerId;
      const onMove = (move: PointerEvent) => {
        if (move.pointerId !== pointerId) return;
        const wanted = { x: from.x + move.clientX - start.x, y: from.y + move.clientY - start.y };
        setStored(clampOffset(wanted, from, box, viewportSize()));
      };
      const stop = () => {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onEnd);
        window.removeEventListener('pointercancel', onEnd);
      };
      const onEnd = (end: PointerEvent) => {
        if (end.pointerId !== pointerId) return;
        stop();
        setStopDrag(null);
      };
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onEnd);
      window.addEventListener('pointercancel', onEnd);
      // Unmounting mid-drag removes the listeners too.
      setStopDrag(() => stop);
    },
    [enabled, stored, target],
  );

  const onKeyDown = useCallback(
    (event: ReactKeyboardEvent<HTMLElement>) => {
      if (!enabled) return;
      const move = keyboardMove(event.key, event.shiftKey);
      if (!move) return;
      event.preventDefault();
      if (move === 'reset') reset();
      else setStored((current) => clampFor(target, { x: current.x + move.x, y: current.y + move.y }, current));
    },
    [enabled, reset, target],
  );

  return {
    setTarget,
    handleProps: {
      onPointerDown,
      'data-drag-handle': enabled ? '' : undefined,
      style: enabled ? { cursor: 'move', touchAction: 'none', userSelect: 'none' } : undefined,
    },
    keyboardHandleProps: { onKeyDown, hidden: !enabled },
    style: offset.x === 0 && offset.y === 0 ? {} : { translate: `${offset.x}px ${offset.y}px` },
    offset,
    enabled,
    reset,
  };
}
