import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { publishConsent } from '@/components/consent/consent-store';
import type { ConsentState } from '@/lib/consent';
import type { RuntimePopup } from './popup-types';
import { PopupsIsland } from './popups-island';

jest.mock('next/navigation', () => ({
  useServerInsertedHTML: () => undefined,
  usePathname: () => '/contact-us',
  useSearchParams: () => new URLSearchParams(''),
  useRouter: () => ({ push: jest.fn() }),
}));

const popup = {
  _id: 'popup.hello',
  popupId: 'hello',
  conditions: [{ rules: [{ _type: 'popupRulePages', pages: ['/contact-us'] }] }],
  settings: { componentKind: 'dialog', position: 'center', closeButton: true },
  button: { text: 'Say hello', hoverText: null },
  component: { type: 'html', title: 'Hello there', html: '<p>Welcome</p>' },
  submitted: null,
  background: { modal: true },
  closeButton: true,
} as unknown as RuntimePopup;

const consent = (decided: boolean): ConsentState => ({
  tier: 3,
  allowed: decided ? ['essential', 'functional', 'analytics', 'targeting'] : ['essential'],
  decided,
  gpc: false,
});

test('waits for the cookie answer, opens when conditions hold, Escape hides it and the side button reopens it', async () => {
  act(() => publishConsent(consent(false)));
  render(<PopupsIsland popups={[popup]} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  act(() => publishConsent(consent(true)));
  // The dialog module (with Chakra) loads on demand: the first load in a cold test runtime can take a while.
  const dialog = await screen.findByRole('dialog', { name: 'Hello there' }, { timeout: 15_000 });
  expect(dialog).toHaveTextContent('Welcome');

  fireEvent.keyDown(dialog, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const side = screen.getByRole('button', { name: 'Say hello' });
  fireEvent.click(side);
  expect(await screen.findByRole('dialog', { name: 'Hello there' })).toBeInTheDocument();
  // Counts and the finished list persist with functional consent.
  expect(window.localStorage.getItem('viewedPagesItems')).not.toBeNull();
}, 30_000);
