import { render } from '@testing-library/react';
import { ClickToCallListener } from './click-to-call-listener';

/** What reached the tracking island's queue (it is not loaded here, as in the moments after hydration). */
const queued = () => (window.__dealerTrackPending ?? []).map(({ name, value }) => ({ name, value }));

/** The tap's conversion code arrives with the first tap (a chunk of its own): wait for it. */
async function tapsHandled() {
  await import('@/lib/tracking/fire-conversion');
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  window.__dealerTrackPending = [];
  window.__dealerTrackFired = new Set();
  window.__dealerTrackReady = false;
  document.body.innerHTML = '';
});

test.each([
  ['a tap on a tel: link', '<a href="tel:+16305550118">(630) 555-0118</a>', 'a', [{ name: 'ClickToCall', value: 5 }]],
  [
    'a tap on the text inside one',
    '<a href="tel:+16305550118"><span>Call us</span></a>',
    'span',
    [{ name: 'ClickToCall', value: 5 }],
  ],
  ['a tap on another link', '<a href="/contact-us">Contact</a>', 'a', []],
  ['a tap elsewhere', '<p>Call us at (630) 555-0118</p>', 'p', []],
])('%s before the tracking island loaded', async (_case, html, target, expected) => {
  render(<ClickToCallListener />);
  const page = document.createElement('div');
  page.innerHTML = html;
  document.body.append(page);
  // A tel: link would hand over to the dialer; the listener only counts the tap.
  page.querySelector('a')?.addEventListener('click', (event) => event.preventDefault());
  (page.querySelector(target) as HTMLElement).click();
  await tapsHandled();
  expect(queued()).toEqual(expected);
});

test('every tap counts (each call attempt is its own event)', async () => {
  render(<ClickToCallListener />);
  document.body.insertAdjacentHTML('beforeend', '<a href="tel:+16305550118">Call</a>');
  const link = document.querySelector('a[href^="tel:"]') as HTMLAnchorElement;
  link.addEventListener('click', (event) => event.preventDefault());
  link.click();
  link.click();
  await tapsHandled();
  expect(queued()).toHaveLength(2);
});
