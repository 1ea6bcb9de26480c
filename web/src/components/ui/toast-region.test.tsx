import { act, fireEvent, render, screen } from '@testing-library/react';

import { LEAD_TOASTS, TOAST_LIFE_MS } from '@/lib/leads/toasts';

import { ToastRegion, useToasts } from './toast-region';

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

test('the §8 text shows in the live region and goes after its life (5 s)', () => {
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

test('the spec texts are exact (§8) and the life is 5000 ms (§9)', () => {
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
