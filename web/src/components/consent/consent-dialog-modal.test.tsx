/**
 * A site that must ask before tracking opens every first visit with the modal consent dialog. It is made modal as
 * the page is parsed (a script right after the server-rendered dialog), not after hydration, where it restyled the
 * whole page in one long task.
 */
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { consentStringKeys, resolveConsent, type ConsentStrings, type CookieTier } from '@/lib/consent';
import { ConsentDialog } from './consent-dialog';
import { SHOW_MODAL_SCRIPT } from './consent-dialog-behaviour';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));
jest.mock('@/components/language/set-language', () => ({ setLanguage: jest.fn() }));

const strings = (tier: CookieTier): ConsentStrings =>
  Object.fromEntries(consentStringKeys(tier).map((key) => [key, key])) as ConsentStrings;

const dialog = (tier: CookieTier, banner: 'show' | 'hide' = 'show') => (
  <ConsentDialog
    initialConsent={resolveConsent({ tier, stored: null, gpc: false })}
    initialBanner={banner}
    lang="en"
    strings={{ en: strings(tier), es: strings(tier) }}
    languages={{ label: { en: 'Language', es: 'Idioma' }, names: { en: 'English', es: 'Español' } }}
    policyHref={null}
  />
);

test.each([2, 3] as const)('tier %i: the server HTML has the script right after the open dialog', (tier) => {
  // Unescaped: the page's policy allows it by the hash of this exact text.
  expect(renderToString(dialog(tier))).toContain(`</dialog><script>${SHOW_MODAL_SCRIPT}</script>`);
});

test.each([
  ['tier 1 (a non-modal banner)', dialog(1)],
  ['an answered visitor (no dialog)', dialog(2, 'hide')],
])('%s: no script', (_case, element) => {
  expect(renderToString(element)).not.toContain('<script');
});

/** Runs the parse-time script as the browser would, right after the server-rendered dialog. */
function runAfter(element: HTMLDialogElement) {
  const script = document.createElement('script');
  element.after(script);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  try {
    new Function(SHOW_MODAL_SCRIPT)();
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
  }
}

test('the script makes the dialog before it modal, once', () => {
  document.body.innerHTML = '<dialog open id="d"></dialog>';
  const element = document.getElementById('d') as HTMLDialogElement;
  const calls: string[] = [];
  element.close = () => {
    calls.push('close');
  };
  element.showModal = () => {
    calls.push('showModal');
  };
  runAfter(element);
  expect(calls).toEqual(['close', 'showModal']);
});

test('before the scripts arrive, Tab and Shift+Tab wrap inside the dialog the script made modal', () => {
  document.body.innerHTML =
    '<a href="/before">Page</a><dialog open id="d"><a href="/policy">Policy</a><button>Middle</button><button>Accept</button></dialog>';
  const element = document.getElementById('d') as HTMLDialogElement;
  element.close = () => undefined;
  element.showModal = () => undefined;
  runAfter(element);
  const [first, middle, last] = [...element.querySelectorAll<HTMLElement>('a, button')];
  const press = (from: HTMLElement, shiftKey: boolean, handledAlready = false) => {
    from.focus();
    const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
    if (handledAlready) event.preventDefault();
    from.dispatchEvent(event);
    return { prevented: event.defaultPrevented, focused: document.activeElement };
  };
  expect(press(last!, false)).toEqual({ prevented: true, focused: first });
  expect(press(first!, true)).toEqual({ prevented: true, focused: last });
  expect(press(middle!, false)).toEqual({ prevented: false, focused: middle });
  expect(press(last!, false, true)).toEqual({ prevented: true, focused: last });
});

test('a browser render never creates the script (it would not run); the effect makes the dialog modal', async () => {
  const showModal = jest.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  const close = jest.fn(function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  });
  const original = { showModal: HTMLDialogElement.prototype.showModal, close: HTMLDialogElement.prototype.close };
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
  try {
    const { container } = render(dialog(2));
    await act(async () => undefined);
    expect(container.querySelector('script')).toBeNull();
    expect(showModal).toHaveBeenCalledTimes(1);
  } finally {
    Object.assign(HTMLDialogElement.prototype, original);
  }
});
