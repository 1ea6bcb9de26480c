import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { TRACK_EVENT_NAME } from '@/lib/leads/track-event';
import { PopupDialog } from './popup-dialog';
import type { RuntimePopup } from './popup-types';
import { sanitizeToReact } from './safe-html';
import { SIDE_BUTTON_HIGHLIGHT_DELAY_MS, SIDE_BUTTON_HIGHLIGHT_MS, SideButton } from './side-button';

const unlockPopup = {
  _id: 'popup.unlock-inventory',
  popupId: 'unlock-inventory',
  conditions: [],
  settings: {
    componentKind: 'dialog',
    position: 'center',
    positionMobile: 'bottom',
    positionDesktop: 'center',
    closeButton: true,
  },
  button: { icon: 'lock', text: 'Unlock inventory', hoverText: 'See private deals', className: null },
  component: {
    type: 'component',
    componentName: 'unlockInventory',
    title: 'Unlock Vehicle Inventory',
    html: null,
    style: null,
  },
  submitted: {
    email: 'UNLOCK_INVENTORY',
    track: 'UnlockInventory',
    redirect: null,
    close: true,
    timeoutClose: 3,
    innerComponent: 'thankYou',
  },
  background: { modal: true },
  closeButton: true,
} as unknown as RuntimePopup;

function Harness({ popup = unlockPopup, onFinish = jest.fn() }: { popup?: RuntimePopup; onFinish?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Opener
      </button>
      {open ? (
        <PopupDialog
          popup={popup}
          isLead={false}
          onClose={() => setOpen(false)}
          onFinish={onFinish}
          onRedirect={jest.fn()}
        />
      ) : null}
    </>
  );
}

async function openDialog(props: Parameters<typeof Harness>[0] = {}) {
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Opener' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog', { name: 'Unlock Vehicle Inventory' }) };
}

// jsdom has no fetch Response: the fields the form reads.
const jsonResponse = (status: number, body: unknown) => ({ status, json: async () => body });

// The tracking island listens (its events reach `window`); each test starts a fresh page's fired-event list.
beforeEach(() => {
  window.__dealerTrackReady = true;
  delete window.__dealerTrackFired;
  for (const name of ['firstName', 'lastName', 'email', 'phone', 'uniqueUserId'])
    document.cookie = `${name}=; Max-Age=0; Path=/`;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('PopupDialog', () => {
  // The Tab trap and the first field's focus are Chakra's (focus-trap, which needs layout jsdom lacks); the browser
  // suite checks both (popups.spec.ts).
  test('is a modal dialog named by its title that takes the focus', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  test('Escape closes it and focus returns to the opener', async () => {
    const { dialog, opener } = await openDialog();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  test('maximise and restore', async () => {
    await openDialog();
    const toggle = screen.getByRole('button', { name: 'Maximize' });
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Restore' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('button', { name: 'Maximize' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('submits the lead with the configured form type, tracks, shows the submitted view, closes after timeoutClose', async () => {
    const fetchMock = jest.fn(async () => jsonResponse(201, { id: 'l1', status: 'new' }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const tracked: unknown[] = [];
    const onTrack = (event: Event) => tracked.push((event as CustomEvent).detail);
    window.addEventListener(TRACK_EVENT_NAME, onTrack);
    const onFinish = jest.fn();
    await openDialog({ onFinish });
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Jane' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Doe' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'jane@example.com' } });
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '(630) 555-0100' } });
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Unlock inventory' }));
    await waitFor(() => expect(screen.getByText(/Access Granted!/)).toBeInTheDocument());
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ form: 'UNLOCK_INVENTORY', firstName: 'Jane', email: 'jane@example.com' });
    // Tied to the lead the server accepted, like the profile's first Lead of the same submission.
    expect(tracked).toEqual([
      { name: 'Lead', value: 0, eventId: 'lead-l1' },
      { name: 'UnlockInventory', value: 5, eventId: 'lead-l1' },
    ]);
    act(() => jest.advanceTimersByTime(2999));
    expect(onFinish).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    // The dialog closes first (focus back), then the runtime hears it finished.
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    window.removeEventListener(TRACK_EVENT_NAME, onTrack);
  });

  test('a popup tracking Lead: one submission is one Lead, with the accepted lead’s event id', async () => {
    global.fetch = jest.fn(async () => jsonResponse(201, { id: 'l2', status: 'new' })) as unknown as typeof fetch;
    const tracked: { name: string }[] = [];
    const onTrack = (event: Event) => tracked.push((event as CustomEvent<{ name: string }>).detail);
    window.addEventListener(TRACK_EVENT_NAME, onTrack);
    const tracksLead = { ...unlockPopup, submitted: { ...unlockPopup.submitted, track: 'Lead' } } as RuntimePopup;
    await openDialog({ popup: tracksLead });
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Jane' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Doe' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'jane@example.com' } });
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '(630) 555-0100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock inventory' }));
    await waitFor(() => expect(screen.getByText(/Access Granted!/)).toBeInTheDocument());
    expect(tracked).toEqual([{ name: 'Lead', value: 0, eventId: 'lead-l2' }]);
    window.removeEventListener(TRACK_EVENT_NAME, onTrack);
  });

  test('shows the server field messages', async () => {
    global.fetch = jest.fn(async () =>
      jsonResponse(400, { errors: { email: 'Please enter a valid email address' } }),
    ) as unknown as typeof fetch;
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Unlock inventory' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('sanitised CMS html', () => {
  test.each([
    ['<p>Hi <strong>there</strong></p>', '<p>Hi <strong>there</strong></p>'],
    ['<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="/sell-trade-my-car" target="_blank">x</a>', '<a href="/sell-trade-my-car">x</a>'],
    ['<img src=x onerror="alert(1)"><p>y</p>', '<p>y</p>'],
    ['<iframe src="https://evil"></iframe>', ''],
  ])('%s', (html, expected) => {
    const { container } = render(<div>{sanitizeToReact(html)}</div>);
    expect((container.firstChild as HTMLElement).innerHTML).toBe(expected);
  });
});

describe('SideButton', () => {
  test('enlarges after 10 s for 4 s and is a labelled keyboard-reachable button', () => {
    jest.useFakeTimers();
    const onOpen = jest.fn();
    render(<SideButton label="Unlock inventory" hoverText="See private deals" onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: 'Unlock inventory' });
    expect(button).toHaveAttribute('data-highlighted', 'false');
    act(() => jest.advanceTimersByTime(SIDE_BUTTON_HIGHLIGHT_DELAY_MS - 1));
    expect(button).toHaveAttribute('data-highlighted', 'false');
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveAttribute('data-highlighted', 'true');
    act(() => jest.advanceTimersByTime(SIDE_BUTTON_HIGHLIGHT_MS - 1));
    expect(button).toHaveAttribute('data-highlighted', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveAttribute('data-highlighted', 'false');
    button.focus();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
