import '@testing-library/jest-dom';
import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { keepTabInside, useScrollPaddingAbove } from './consent-dialog-behaviour';

/** A ResizeObserver the test reports sizes through, as the browser does after its own layout. */
class FakeResizeObserver {
  static current: FakeResizeObserver | null = null;
  observed: Element[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.observed = [];
  }
  report(blockSize: number) {
    const entry = { borderBoxSize: [{ blockSize, inlineSize: 400 }] } as unknown as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
}

beforeEach(() => {
  FakeResizeObserver.current = null;
  Object.assign(window, { ResizeObserver: FakeResizeObserver });
  document.documentElement.style.scrollPaddingBottom = '';
});

function banner() {
  const element = document.createElement('section');
  // Any read of the height while hydrating would force a layout: fail loudly if the hook measures.
  Object.defineProperty(element, 'offsetHeight', {
    get: () => {
      throw new Error('offsetHeight read during hydration');
    },
  });
  return { current: element };
}

test('the page keeps focused elements above the banner by its observed height, never measuring it as it mounts', () => {
  const ref = banner();
  const { unmount } = renderHook(() => useScrollPaddingAbove(ref, true));
  expect(FakeResizeObserver.current?.observed).toEqual([ref.current]);
  expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  FakeResizeObserver.current?.report(119.5);
  expect(document.documentElement.style.scrollPaddingBottom).toBe('136px');
  FakeResizeObserver.current?.report(200);
  expect(document.documentElement.style.scrollPaddingBottom).toBe('216px');
  unmount();
  expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  expect(FakeResizeObserver.current?.observed).toEqual([]);
});

test('an inactive banner (the modal dialog, or hidden) leaves the scroll padding alone', () => {
  renderHook(() => useScrollPaddingAbove(banner(), false));
  expect(FakeResizeObserver.current).toBeNull();
  expect(document.documentElement.style.scrollPaddingBottom).toBe('');
});

test('Shift+Tab on the first control wraps to the last: hidden inputs (a server action form’s) are not ends', () => {
  render(
    <div data-testid="dialog" onKeyDown={keepTabInside}>
      <form>
        <input type="hidden" name="$ACTION_ID_x" value="" />
        <button type="submit">English</button>
      </form>
      <button type="button">Accept all</button>
      <input type="hidden" name="trailing" value="" />
    </div>,
  );
  const english = screen.getByRole('button', { name: 'English' });
  english.focus();
  fireEvent.keyDown(screen.getByTestId('dialog'), { key: 'Tab', shiftKey: true });
  expect(screen.getByRole('button', { name: 'Accept all' })).toHaveFocus();
  fireEvent.keyDown(screen.getByTestId('dialog'), { key: 'Tab' });
  expect(english).toHaveFocus();
});
