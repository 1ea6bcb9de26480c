import { act, fireEvent, render, screen } from '@testing-library/react';

import { LEAD_TOASTS, TOAST_LIFE_MS } from '@/lib/leads/toasts';

import { DEFAULT_TOAST_GROUP, TOAST_SEVERITIES, ToastRegion, useToasts, type NewToast } from './toast-region';

function Harness() {
  const { toasts, show, dismiss } = useToasts();
  const success = LEAD_TOASTS.contact.success;
  return (
    <>
      <button
        type="button"
        onClick={() =>
          show({ severity: 'success', summary: success.summary, detail: success.detail, life: TOAST_LIFE_MS })
        }
      >
        notify
      </button>
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the toast text shows in the live region and goes after its life (5 s)', () => {
  render(<Harness />);
  const region = screen.getByRole('region', { name: 'Notifications' });
  expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
  fireEvent.click(screen.getByText('notify'));
  expect(region).toHaveTextContent(
    'Message sent! Your message was successfully sent. Someone from our dealership team will contact you soon',
  );
  act(() => jest.advanceTimersByTime(TOAST_LIFE_MS - 1));
  expect(region).toHaveTextContent('Message sent!');
  act(() => jest.advanceTimersByTime(1));
  expect(region).not.toHaveTextContent('Message sent!');
});

test('a click dismisses a toast at once', () => {
  render(<Harness />);
  fireEvent.click(screen.getByText('notify'));
  fireEvent.click(screen.getByRole('button', { name: /Message sent!/ }));
  expect(screen.queryByRole('button', { name: /Message sent!/ })).toBeNull();
});

test('the lead toast texts are exact and the life is 5000 ms', () => {
  const text = (toast: { summary: string; detail: string }) => `${toast.summary} ${toast.detail}`;
  expect(TOAST_LIFE_MS).toBe(5000);
  expect(text(LEAD_TOASTS.contact.error)).toBe(
    'Something went wrong. There was an error on sending your information. Please try again or just give us a call',
  );
  expect(text(LEAD_TOASTS.careers.success)).toBe('Message sent! Thank you! Your submission has been received!');
  expect(text(LEAD_TOASTS.careers.error)).toBe(
    'Something went wrong. Oops! Something went wrong while submitting the form.',
  );
});

const SPANISH = { region: 'Notificaciones', dismissHint: '(clic para descartar)', close: 'Cerrar' };

function Shower({ toasts }: { toasts: NewToast[] }) {
  const { toasts: shown, show, dismiss, clearGroup } = useToasts();
  return (
    <>
      <button type="button" onClick={() => toasts.forEach(show)}>
        notify all
      </button>
      <button type="button" onClick={() => clearGroup('form')}>
        clear form
      </button>
      <ToastRegion toasts={shown} onDismiss={dismiss} text={SPANISH} />
    </>
  );
}

const renderShown = (toasts: NewToast[]) => {
  render(<Shower toasts={toasts} />);
  fireEvent.click(screen.getByText('notify all'));
  return screen.getByRole('region', { name: 'Notificaciones' });
};

test('the region, the dismiss hint and the close button speak the page language', () => {
  const region = renderShown([{ severity: 'info', summary: 'Hola', detail: 'Mundo' }]);
  expect(region).toHaveTextContent('(clic para descartar)');
  expect(region).not.toHaveTextContent('(click to dismiss)');
  expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
});

describe('severities', () => {
  test.each(TOAST_SEVERITIES)('%s shows with its own style and goes after 5000 ms by default', (severity) => {
    const region = renderShown([{ severity, summary: `S-${severity}`, detail: 'D' }]);
    const toast = region.querySelector(`[data-toast="${severity}"]`);
    expect(toast).not.toBeNull();
    expect(toast?.className).toContain(severity);
    expect(toast).toHaveTextContent(`S-${severity} D`);
    act(() => jest.advanceTimersByTime(4999));
    expect(region).toHaveTextContent(`S-${severity}`);
    act(() => jest.advanceTimersByTime(1));
    expect(region).not.toHaveTextContent(`S-${severity}`);
  });

  it('are the six of the spec', () => {
    expect([...TOAST_SEVERITIES].sort()).toEqual(['contrast', 'error', 'info', 'secondary', 'success', 'warn']);
  });
});

describe('closable', () => {
  test.each([
    [undefined, 1],
    [true, 1],
    [false, 0],
  ])('closable %s → %i close buttons', (closable, count) => {
    renderShown([{ severity: 'info', summary: 'Hello', detail: '', closable }]);
    expect(screen.queryAllByRole('button', { name: 'Cerrar' })).toHaveLength(count);
  });

  it('the close button dismisses its toast only', () => {
    renderShown([
      { severity: 'warn', summary: 'First', detail: '' },
      { severity: 'warn', summary: 'Second', detail: '' },
    ]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Cerrar' })[0] as HTMLElement);
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('a toast that is not closable still goes on a click', () => {
    renderShown([{ severity: 'contrast', summary: 'Sticky-looking', detail: '', closable: false }]);
    fireEvent.click(screen.getByRole('button', { name: /Sticky-looking/ }));
    expect(screen.queryByText('Sticky-looking')).toBeNull();
  });
});

describe('group', () => {
  const toasts: NewToast[] = [
    { severity: 'error', summary: 'Field A', detail: '', group: 'form' },
    { severity: 'success', summary: 'Saved', detail: '' },
    { severity: 'error', summary: 'Field B', detail: '', group: 'form' },
  ];

  it('toasts of one group stack together, in the order shown; ungrouped ones share the default stack', () => {
    const region = renderShown(toasts);
    const stacks = [...region.querySelectorAll('[data-toast-group]')].map((stack) => [
      stack.getAttribute('data-toast-group'),
      [...stack.querySelectorAll('[data-toast]')].map((toast) => toast.querySelector('span')?.textContent),
    ]);
    expect(stacks).toEqual([
      ['form', ['Field A', 'Field B']],
      [DEFAULT_TOAST_GROUP, ['Saved']],
    ]);
  });

  it('a group is cleared at once, leaving the others and their timers', () => {
    const region = renderShown(toasts);
    fireEvent.click(screen.getByText('clear form'));
    expect(region).not.toHaveTextContent('Field');
    expect(region).toHaveTextContent('Saved');
    act(() => jest.advanceTimersByTime(TOAST_LIFE_MS));
    expect(region).not.toHaveTextContent('Saved');
  });

  it('a custom life is kept per toast', () => {
    const region = renderShown([
      { severity: 'secondary', summary: 'Short', detail: '', life: 1000 },
      { severity: 'info', summary: 'Default', detail: '' },
    ]);
    act(() => jest.advanceTimersByTime(1000));
    expect(region).not.toHaveTextContent('Short');
    expect(region).toHaveTextContent('Default');
  });
});
