import { act, fireEvent, render } from '@testing-library/react';
import { LOAD_BAR_HIDE_MS, LOAD_BAR_RESET_MS, LOAD_BAR_THROTTLE_MS } from '@/lib/navigation/load-bar';
import { PageLoadBar } from './page-load-bar';

let pathname = '/';
let search = '';
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useSearchParams: () => new URLSearchParams(search),
}));

/** A link in the page; its own handler stands in for Next's Link (jsdom cannot navigate). */
function addLink(href: string, attributes: Record<string, string> = {}) {
  const link = document.createElement('a');
  link.href = href;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.textContent = 'go';
  link.addEventListener('click', (event) => event.preventDefault());
  document.body.append(link);
  return link;
}

const phase = (container: HTMLElement) => container.querySelector('[data-phase]')?.getAttribute('data-phase');

beforeEach(() => {
  jest.useFakeTimers();
  pathname = '/';
  search = '';
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

test('a slow link navigation shows the bar after 200 ms; the new URL fills, hides and resets it', () => {
  const { container, rerender } = render(<PageLoadBar />);
  const bar = container.firstElementChild;
  expect(bar).toHaveAttribute('aria-hidden', 'true');
  expect(phase(container)).toBe('idle');

  fireEvent.click(addLink('/contact-us'));
  act(() => jest.advanceTimersByTime(LOAD_BAR_THROTTLE_MS - 1));
  expect(phase(container)).toBe('idle');
  act(() => jest.advanceTimersByTime(1));
  expect(phase(container)).toBe('loading');
  expect(document.documentElement.dataset.pageLoad).toBe('loading');

  pathname = '/contact-us';
  rerender(<PageLoadBar />);
  expect(phase(container)).toBe('done');
  act(() => jest.advanceTimersByTime(LOAD_BAR_HIDE_MS));
  expect(phase(container)).toBe('hiding');
  act(() => jest.advanceTimersByTime(LOAD_BAR_RESET_MS));
  expect(phase(container)).toBe('idle');
  expect(document.documentElement.dataset.pageLoad).toBe('idle');
});

test('a query-only navigation completes too; a fast one never shows', () => {
  const { container, rerender } = render(<PageLoadBar />);
  fireEvent.click(addLink('/?page=2'));
  act(() => jest.advanceTimersByTime(LOAD_BAR_THROTTLE_MS - 50));
  search = 'page=2';
  rerender(<PageLoadBar />);
  act(() => jest.advanceTimersByTime(5000));
  expect(phase(container)).toBe('idle');
});

test.each<[string, () => void]>([
  ['a hash-only link', () => fireEvent.click(addLink('/#reviews'))],
  ['a new-tab link', () => fireEvent.click(addLink('/faqs', { target: '_blank' }))],
  ['a download', () => fireEvent.click(addLink('/faqs', { download: '' }))],
  ['a ctrl-click', () => fireEvent.click(addLink('/faqs'), { ctrlKey: true })],
  ['another site', () => fireEvent.click(addLink('https://example.org/'))],
  ['a click outside links', () => fireEvent.click(document.body)],
])('ignores %s', (_name, act_) => {
  const { container } = render(<PageLoadBar />);
  act_();
  act(() => jest.advanceTimersByTime(1000));
  expect(phase(container)).toBe('idle');
});

test('a page restored from the back/forward cache shows no stale bar', () => {
  const { container } = render(<PageLoadBar />);
  fireEvent.click(addLink('/faqs'));
  act(() => jest.advanceTimersByTime(LOAD_BAR_THROTTLE_MS));
  expect(phase(container)).toBe('loading');
  act(() => void window.dispatchEvent(new Event('pageshow')));
  expect(phase(container)).toBe('idle');
});

test('clicks after unmount are not heard', () => {
  const { unmount } = render(<PageLoadBar />);
  unmount();
  fireEvent.click(addLink('/faqs'));
  act(() => jest.advanceTimersByTime(1000));
  expect(document.documentElement.dataset.pageLoad).not.toBe('loading');
});
