import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { publishConsent } from '@/components/consent/consent-store';
import type { ConsentState } from '@/lib/consent';
import { POPUP_DEFAULT_STRINGS } from '@/lib/i18n/popup-strings';
import type { PopupTrigger } from '@/lib/popups/trigger';
import type { RuntimePopup } from './popup-types';
import { POPUP_TRIGGERS_URL, PopupsIsland } from './popups-island';

// The runtime loads on every page with popups, right after hydration: the schema library is not part of it.
jest.mock('zod', () => {
  throw new Error('zod must not load here');
});

jest.mock('next/navigation', () => ({
  useServerInsertedHTML: () => undefined,
  usePathname: () => '/contact-us',
  useSearchParams: () => new URLSearchParams(''),
  useRouter: () => ({ push: jest.fn() }),
}));

const trigger: PopupTrigger = {
  popupId: 'hello',
  conditions: [{ rules: [{ _type: 'popupRulePages', pages: ['/contact-us'] }] }],
};

/** What GET /api/popups answers: the popup's content, no conditions. */
const content = {
  _id: 'popup.hello',
  popupId: 'hello',
  settings: { componentKind: 'dialog', position: 'center', closeButton: true },
  button: { text: 'Say hello', hoverText: null },
  component: { type: 'html', title: 'Hello there', html: '<p>Welcome</p>' },
  submitted: null,
  background: { modal: true },
  closeButton: true,
} as unknown as Omit<RuntimePopup, 'conditions'>;

type Answer = { ok: boolean; json: () => Promise<unknown> };

/** GET /api/popups/triggers: the page carries no popup data, the runtime asks for the triggers after load. */
let triggersAnswer: () => Promise<Answer>;
const answerTriggers = (triggers: PopupTrigger[]) => async () => ({
  ok: true,
  json: async () => ({ popups: triggers }),
});

const contentsFetch = jest.fn<Promise<Answer>, [string]>(async () => ({
  ok: true,
  json: async () => ({ popups: [content], strings: POPUP_DEFAULT_STRINGS }),
}));

beforeEach(() => {
  contentsFetch.mockClear();
  triggersAnswer = answerTriggers([trigger]);
  window.fetch = ((url: string) =>
    url === POPUP_TRIGGERS_URL ? triggersAnswer() : contentsFetch(url)) as unknown as typeof window.fetch;
  window.localStorage.clear();
});

const consent = (decided: boolean): ConsentState => ({
  tier: 3,
  allowed: decided ? ['essential', 'functional', 'analytics', 'targeting'] : ['essential'],
  decided,
  gpc: false,
});

test('waits for the cookie answer, opens when conditions hold, Escape hides it and the side button reopens it', async () => {
  act(() => publishConsent(consent(false)));
  render(<PopupsIsland lang="es" />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // Nothing about to open yet: what popups show is not fetched.
  expect(contentsFetch).not.toHaveBeenCalled();

  act(() => publishConsent(consent(true)));
  // The dialog module (with Chakra) loads on demand: the first load in a cold test runtime can take a while.
  const dialog = await screen.findByRole('dialog', { name: 'Hello there' }, { timeout: 15_000 });
  expect(dialog).toHaveTextContent('Welcome');
  expect(contentsFetch.mock.calls.map(([url]) => url)).toEqual(['/api/popups?lang=es']);

  fireEvent.keyDown(dialog, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const side = await screen.findByRole('button', { name: 'Say hello' });
  fireEvent.click(side);
  expect(await screen.findByRole('dialog', { name: 'Hello there' })).toBeInTheDocument();
  // Counts and the finished list persist with functional consent.
  expect(window.localStorage.getItem('viewedPagesItems')).not.toBeNull();
}, 30_000);

test('when what popups show cannot be fetched, no popup opens', async () => {
  contentsFetch.mockImplementationOnce(async () => ({ ok: false, json: async () => ({}) }) as never);
  act(() => publishConsent(consent(true)));
  render(<PopupsIsland lang="en" />);
  await waitFor(() => expect(contentsFetch).toHaveBeenCalledWith('/api/popups?lang=en'));
  // Let the failed answer settle.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('a page seen before the triggers arrived counts once they do: an items-viewed rule met on it opens the popup', async () => {
  let arrive: (answer: Answer) => void = () => undefined;
  triggersAnswer = () => new Promise<Answer>((resolve) => (arrive = resolve));
  act(() => publishConsent(consent(true)));
  render(<PopupsIsland lang="en" />);
  // The visitor is on /contact-us; the rule needs one view of it, and the triggers are still on their way.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const viewedOnce: PopupTrigger = {
    popupId: 'hello',
    conditions: [{ rules: [{ _type: 'popupRuleItemsViewed', path: '/contact-us', minCount: 1 }] }],
  };
  await act(async () => arrive(await answerTriggers([viewedOnce])()));
  expect(await screen.findByRole('dialog', { name: 'Hello there' }, { timeout: 15_000 })).toBeInTheDocument();
}, 30_000);

test('when the triggers cannot be fetched, nothing is evaluated and nothing is fetched for popups', async () => {
  triggersAnswer = async () => ({ ok: false, json: async () => ({}) });
  act(() => publishConsent(consent(true)));
  render(<PopupsIsland lang="en" />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(contentsFetch).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('names the trigger buttons its popups open on in <html data-popup-triggers>, and drops a finished one', async () => {
  const priceAlert: PopupTrigger = {
    popupId: 'price-alert',
    conditions: [{ rules: [{ _type: 'popupRuleItemClicked', selector: '[data-popup-trigger="price-alert"]' }] }],
  };
  triggersAnswer = answerTriggers([trigger, priceAlert]);
  act(() => publishConsent(consent(true)));
  const { unmount } = render(<PopupsIsland lang="en" />);
  await waitFor(() => expect(document.documentElement.dataset.popupTriggers).toBe('price-alert'));
  unmount();
  expect(document.documentElement.dataset.popupTriggers).toBeUndefined();

  // Finished (stored by an earlier visit): its button would do nothing, so it is not named.
  window.localStorage.setItem('finishedPopups', JSON.stringify(['price-alert']));
  render(<PopupsIsland lang="en" />);
  await waitFor(() => expect(contentsFetch).toHaveBeenCalled());
  expect(document.documentElement.dataset.popupTriggers).toBeUndefined();
});
