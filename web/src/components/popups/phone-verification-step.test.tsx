import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { POPUP_DEFAULT_STRINGS } from '@/lib/i18n/popup-strings';
import { PHONE_VALIDATION_PATH, PhoneVerificationStep } from './phone-verification-step';

type Reply = { status: number; body: unknown };

function mockFetch(replies: Reply[]) {
  const calls: Array<Record<string, string>> = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    expect(String(url)).toBe(PHONE_VALIDATION_PATH);
    calls.push(JSON.parse(String(init?.body)) as Record<string, string>);
    const reply = replies.shift() ?? { status: 500, body: {} };
    return { ok: reply.status >= 200 && reply.status < 300, status: reply.status, json: async () => reply.body };
  }) as unknown as typeof fetch;
  return calls;
}

function setup(initialPhone?: string) {
  const onVerified = jest.fn();
  render(
    <dialog open>
      <PhoneVerificationStep initialPhone={initialPhone} strings={POPUP_DEFAULT_STRINGS} onVerified={onVerified} />
    </dialog>,
  );
  return onVerified;
}

describe('phone verification step (two steps, field messages)', () => {
  test.each<[string, string, string]>([
    ['empty phone', '', 'Phone number is required'],
    ['letters', '630-555-CALL', 'Phone number is invalid by regex'],
    ['nine digits', '630555010', 'Phone number is invalid by regex'],
  ])('%s: %p shows %p without a request', async (_name, phone, message) => {
    const calls = mockFetch([]);
    setup(phone);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Mobile phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  test.each<[string, string, string]>([
    ['empty code', '', 'Code is required'],
    ['five digits', '12345', 'Code must be 6 digits'],
    ['seven digits', '1234567', 'Code must be 6 digits'],
  ])('code step: %s shows %p without a request', async (_name, code, message) => {
    const calls = mockFetch([{ status: 200, body: { success: true } }]);
    setup('(630) 555-0100');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const field = await screen.findByLabelText(/Verification code/);
    fireEvent.change(field, { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  test('send, a wrong code from the server, resend refused by the cooldown, then the right code', async () => {
    const calls = mockFetch([
      { status: 200, body: { success: true } },
      { status: 400, body: { success: false, error: 'code', message: 'That code is not correct.' } },
      { status: 429, body: { success: false, error: 'phone', message: 'A code was just sent to this number.' } },
      { status: 200, body: { success: true } },
    ]);
    const onVerified = setup('+1 (630) 555-0100');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We texted a 6-digit code to (630) 555-0100.')).toBeInTheDocument();
    const field = screen.getByLabelText(/Verification code/);
    await waitFor(() => expect(field).toHaveFocus());

    fireEvent.change(field, { target: { value: '111 111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Verification code/)).toHaveAttribute('aria-invalid', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A code was just sent to this number.');
    // Still on the code step.
    fireEvent.change(screen.getByLabelText(/Verification code/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('6305550100'));

    expect(calls).toEqual([
      { type: 'phone-validation', phone: '6305550100' },
      { type: 'code-verification', phone: '6305550100', code: '111111' },
      { type: 'phone-validation', phone: '6305550100' },
      { type: 'code-verification', phone: '6305550100', code: '123456' },
    ]);
  });

  test('a server phone error on send shows under the phone; change number returns to step 1', async () => {
    mockFetch([
      { status: 400, body: { success: false, error: 'phone', message: 'Phone number is invalid by regex' } },
      { status: 200, body: { success: true } },
    ]);
    setup('(630) 555-0100');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Phone number is invalid by regex')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText(/Verification code/);
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect(await screen.findByLabelText(/Mobile phone/)).toHaveValue('(630) 555-0100');
  });
});
