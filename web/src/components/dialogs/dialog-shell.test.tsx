import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { ChakraIsland } from '@/theme/chakra-island';
import { matchMediaStub } from '../../../test/match-media';
import { DialogShell } from './dialog-shell';

const STRINGS = { move: 'Move dialog', maximize: 'Maximize', restore: 'Restore', close: 'Close' };

function Harness() {
  const [open, setOpen] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  return (
    <ChakraIsland>
      <button type="button" onClick={() => setOpen(true)}>
        Opener
      </button>
      <DialogShell
        open={open}
        onClose={() => setOpen(false)}
        initialFocusEl={() => titleRef.current}
        title="Shell title"
        titleRef={titleRef}
        strings={STRINGS}
      >
        <label>
          Name <input />
        </label>
      </DialogShell>
    </ChakraIsland>
  );
}

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe.each([
  ['a phone', false, true],
  ['a wide screen', true, false],
])('on %s', (_name, wide, drawer) => {
  test(`opens as ${drawer ? 'a bottom drawer' : 'a centred dialog'}, modal, named by its title, one header`, async () => {
    window.matchMedia = matchMediaStub(wide);
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Shell title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.hasAttribute('data-drawer')).toBe(drawer);
    expect(dialog.className).toContain(drawer ? 'chakra-drawer__content' : 'chakra-dialog__content');
    // Dragging is for wide screens only: its keyboard handle is hidden on phones.
    expect(dialog.querySelector<HTMLButtonElement>('button[aria-label="Move dialog"]')?.hidden).toBe(!wide);
    fireEvent.click(screen.getByRole('button', { name: 'Maximize' }));
    expect(dialog).toHaveAttribute('data-maximized');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
