import { act, fireEvent, render, screen } from '@testing-library/react';

import { matchMediaStub } from '../../../test/match-media';
import { clampOffset, keyboardMove, useDraggable, type DragOffset } from './use-draggable';

const VIEWPORT = { width: 1000, height: 800 };

describe('clampOffset', () => {
  // A 400×300 box laid out at (300, 250) with no offset yet.
  const box = { left: 300, top: 250, width: 400, height: 300 };
  test.each<[string, DragOffset, DragOffset]>([
    ['inside stays', { x: 50, y: -40 }, { x: 50, y: -40 }],
    ['past the left edge stops at 0', { x: -500, y: 0 }, { x: -300, y: 0 }],
    ['past the right edge stops at the edge', { x: 500, y: 0 }, { x: 300, y: 0 }],
    ['past the top stops at 0', { x: 0, y: -400 }, { x: 0, y: -250 }],
    ['past the bottom stops at the edge', { x: 0, y: 900 }, { x: 0, y: 250 }],
  ])('%s', (_name, wanted, expected) => {
    expect(clampOffset(wanted, { x: 0, y: 0 }, box, VIEWPORT)).toEqual(expected);
  });

  test('measures from the layout position, not the moved one', () => {
    // Drawn at (400, 250) because it already moved 100 px right.
    const moved = { ...box, left: 400 };
    expect(clampOffset({ x: 1000, y: 0 }, { x: 100, y: 0 }, moved, VIEWPORT)).toEqual({ x: 300, y: 0 });
  });

  test('a box bigger than the viewport keeps its top-left corner on screen', () => {
    const big = { left: -100, top: 0, width: 1200, height: 300 };
    expect(clampOffset({ x: 0, y: 0 }, { x: 0, y: 0 }, big, VIEWPORT)).toEqual({ x: 100, y: 0 });
  });
});

describe('keyboardMove', () => {
  test.each([
    ['ArrowLeft', false, { x: -10, y: 0 }],
    ['ArrowRight', false, { x: 10, y: 0 }],
    ['ArrowUp', false, { x: 0, y: -10 }],
    ['ArrowDown', true, { x: 0, y: 50 }],
    ['Home', false, 'reset'],
    ['Enter', false, null],
  ] as const)('%s (shift %s)', (key, shift, expected) => {
    expect(keyboardMove(key, shift)).toEqual(expected);
  });
});

/** jsdom has no PointerEvent: a bubbling mouse event carrying the pointer fields React reads. */
function pointerDown(target: Element, clientX: number, clientY: number) {
  const event = new MouseEvent('pointerdown', { bubbles: true, cancelable: true, button: 0, clientX, clientY });
  fireEvent(target, Object.assign(event, { pointerId: 1, isPrimary: true }));
}

function setViewport(wide: boolean) {
  window.matchMedia = matchMediaStub(wide);
}

function Panel() {
  const { setTarget, style, handleProps, keyboardHandleProps } = useDraggable<HTMLDivElement>();
  return (
    <div ref={setTarget} data-testid="panel" style={style}>
      <div data-testid="handle" {...handleProps}>
        Title
        <button type="button" aria-label="Move dialog" {...keyboardHandleProps}>
          ✥
        </button>
        <button type="button">Close</button>
      </div>
    </div>
  );
}

describe('useDraggable', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  function renderPanel() {
    render(<Panel />);
    const panel = screen.getByTestId('panel');
    // jsdom has no layout: a 200×100 panel at (400, 300) in a 1024×768 window, moved by its translate.
    panel.getBoundingClientRect = () => {
      const [x = 0, y = 0] = (panel.style.translate || '0px 0px').split(' ').map((part) => parseFloat(part));
      return { left: 400 + x, top: 300 + y, width: 200, height: 100 } as DOMRect;
    };
    return panel;
  }

  test('a pointer drag on the handle moves the panel, clamped to the viewport', () => {
    setViewport(true);
    const panel = renderPanel();
    const handle = screen.getByTestId('handle');
    pointerDown(handle, 10, 10);
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pointermove'), { pointerId: 1, clientX: 60, clientY: 30 }));
    });
    expect(panel.style.translate).toBe('50px 20px');
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pointermove'), { pointerId: 1, clientX: -2000, clientY: 10 }));
    });
    expect(panel.style.translate).toBe('-400px 0px');
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pointerup'), { pointerId: 1 }));
      window.dispatchEvent(Object.assign(new Event('pointermove'), { pointerId: 1, clientX: 500, clientY: 500 }));
    });
    expect(panel.style.translate).toBe('-400px 0px');
  });

  test('pointer downs on buttons inside the handle do not drag', () => {
    setViewport(true);
    const panel = renderPanel();
    pointerDown(screen.getByRole('button', { name: 'Close' }), 0, 0);
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pointermove'), { pointerId: 1, clientX: 80, clientY: 80 }));
    });
    expect(panel.style.translate).toBe('');
  });

  test('arrow keys on the move button move the panel; Home puts it back', () => {
    setViewport(true);
    const panel = renderPanel();
    const move = screen.getByRole('button', { name: 'Move dialog' });
    fireEvent.keyDown(move, { key: 'ArrowRight' });
    fireEvent.keyDown(move, { key: 'ArrowDown', shiftKey: true });
    expect(panel.style.translate).toBe('10px 50px');
    fireEvent.keyDown(move, { key: 'Home' });
    expect(panel.style.translate).toBe('');
  });

  test('off on small screens: no handle cursor, move button hidden, drags ignored', () => {
    setViewport(false);
    const panel = renderPanel();
    const handle = screen.getByTestId('handle');
    expect(handle).not.toHaveAttribute('data-drag-handle');
    expect(screen.getByText('✥')).not.toBeVisible();
    pointerDown(handle, 0, 0);
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pointermove'), { pointerId: 1, clientX: 80, clientY: 80 }));
    });
    expect(panel.style.translate).toBe('');
  });
});
