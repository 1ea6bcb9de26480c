import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { matchMediaStub } from '../../../test/match-media';
import { PopupBanner } from './popup-banner';
import type { RuntimePopup } from './popup-types';

// A banner may show on every page load: its module must not bring the UI kit or the animation runtime with it.
jest.mock('@chakra-ui/react', () => {
  throw new Error('the banner must not load Chakra');
});
jest.mock('motion/react', () => {
  throw new Error('the banner must not load motion');
});

const lateHours = {
  _id: 'popup.late-hours-banner',
  popupId: 'late-hours-banner',
  conditions: [],
  settings: { componentKind: 'banner', position: 'top', closeButton: true },
  component: {
    type: 'html',
    title: 'Open late Thursdays',
    html: '<p>Open until 7 PM on Thursdays. <a href="/contact-us">Get directions</a></p>',
    style: null,
  },
  background: { modal: false },
  closeButton: true,
} as unknown as RuntimePopup;

const unlockBanner = {
  _id: 'popup.unlock-inventory',
  popupId: 'unlock-inventory',
  conditions: [],
  settings: { componentKind: 'dialog', position: 'center', closeButton: true },
  button: { icon: 'lock', text: 'Unlock inventory', hoverText: null, className: null },
  component: { type: 'component', componentName: 'unlockInventory', title: 'Unlock Vehicle Inventory', html: null },
  submitted: { email: 'UNLOCK_INVENTORY', track: null, redirect: null, close: true, timeoutClose: 0 },
  background: { modal: false },
  closeButton: true,
} as unknown as RuntimePopup;

function Harness({ popup = lateHours, onClose = jest.fn(), onFinish = jest.fn() }: Partial<Props>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Opener
      </button>
      {open ? (
        <PopupBanner
          popup={popup}
          isLead={false}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          onFinish={() => {
            onFinish();
            setOpen(false);
          }}
          onRedirect={jest.fn()}
        />
      ) : null}
    </>
  );
}
interface Props {
  popup: RuntimePopup;
  onClose: () => void;
  onFinish: () => void;
}

async function openBanner(props: Partial<Props> = {}) {
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Opener' });
  opener.focus();
  fireEvent.click(opener);
  const title = props.popup === unlockBanner ? 'Unlock Vehicle Inventory' : 'Open late Thursdays';
  return { opener, banner: await screen.findByRole('dialog', { name: title }) };
}

const frame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
const jsonResponse = (status: number, body: unknown) => ({ status, json: async () => body });

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
  jest.useRealTimers();
});

describe('PopupBanner', () => {
  test('a non-modal dialog named by its title, with the CMS html and the header tools, that takes no focus', async () => {
    const { opener, banner } = await openBanner();
    expect(banner).not.toHaveAttribute('aria-modal');
    expect(banner).toHaveAttribute('data-popup-id', 'late-hours-banner');
    expect(screen.getByRole('heading', { name: 'Open late Thursdays' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get directions' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await frame();
    expect(opener).toHaveFocus();
  });

  test('Escape in the page leaves it open; Escape from inside closes it and the focus goes back to the page', async () => {
    const onClose = jest.fn();
    const { opener } = await openBanner({ popup: unlockBanner, onClose });
    fireEvent.keyDown(opener, { key: 'Escape' });
    fireEvent.keyDown(document, { key: 'Escape' });
    await frame();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const field = screen.getByLabelText(/First name/);
    act(() => field.focus());
    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('closing it with its close button gives the focus back to the page, not to <body>', async () => {
    const { opener } = await openBanner();
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => close.focus());
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  test('closing it when the way in is gone gives the focus to the main content', async () => {
    const main = document.createElement('main');
    document.body.append(main);
    // The visitor was on a page element that goes away while the banner is open (a closed menu's item, say).
    const gone = document.createElement('button');
    document.body.append(gone);
    gone.focus();
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Opener' }));
    const close = await screen.findByRole('button', { name: 'Close' });
    act(() => close.focus());
    gone.remove();
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
    main.remove();
  });

  test('a banner configured without a close button has none and ignores Escape', async () => {
    const fixed = { ...lateHours, closeButton: false } as RuntimePopup;
    await openBanner({ popup: fixed });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Get directions' });
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'Escape' });
    await frame();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test.each([
    ['a wide screen', true, false],
    ['a phone', false, true],
  ])('on %s: maximise and restore; the move tool is offered only where it drags', async (_name, wide, moveHidden) => {
    window.matchMedia = matchMediaStub(wide);
    const { banner } = await openBanner();
    expect(banner.hasAttribute('data-drawer')).toBe(false);
    expect(banner.querySelector<HTMLButtonElement>('button[aria-label="Move dialog"]')?.hidden).toBe(moveHidden);
    fireEvent.click(screen.getByRole('button', { name: 'Maximize' }));
    expect(banner).toHaveAttribute('data-maximized');
    expect(screen.getByRole('button', { name: 'Restore' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(banner).not.toHaveAttribute('data-maximized');
  });

  test('a banner with a form: submitting it shows the submitted view, then it finishes (focus back to the page)', async () => {
    global.fetch = jest.fn(async () => jsonResponse(201, { id: 'l1', status: 'new' })) as unknown as typeof fetch;
    const onFinish = jest.fn();
    const { opener } = await openBanner({ popup: unlockBanner, onFinish });
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Jane' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Doe' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'jane@example.com' } });
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '(630) 555-0100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock inventory' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
