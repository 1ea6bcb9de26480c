import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TRACK_EVENT_NAME } from '@/lib/leads/track-event';
import { PopupDialog } from './popup-dialog';
import type { RuntimePopup } from './popup-types';

const phonePopup = {
  _id: 'popup-phone-verification',
  popupId: 'phone-verification',
  conditions: [],
  settings: { componentKind: 'dialog', position: 'center', closeButton: true },
  button: null,
  component: {
    type: 'component',
    componentName: 'userLeadPhoneVerification',
    title: 'Verify your phone',
    html: null,
    style: null,
  },
  submitted: { email: null, track: 'PhoneVerified', redirect: null, close: true, timeoutClose: null },
  background: { modal: true },
  closeButton: true,
} as unknown as RuntimePopup;

const reply = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body });

function mockFetch() {
  const calls: Array<[string, Record<string, string>]> = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, string>;
    calls.push([String(url), body]);
    if (String(url) === '/api/leads') return reply(201, { id: 'l1', status: 'new' });
    return reply(200, { success: true });
  }) as unknown as typeof fetch;
  return calls;
}

// The tracking island listens (its events reach `window`).
beforeEach(() => {
  window.__dealerTrackReady = true;
  delete window.__dealerTrackFired;
});

afterEach(() => {
  document.cookie = 'phone=; Max-Age=0; Path=/';
});

test.each<[string, boolean, string[]]>([
  ['a new visitor: the lead form, then the code for the number typed', false, ['/api/leads']],
  ['a lead (popup closes on submit): straight to the code for the profile phone', true, []],
])('%s', async (_name, isLead, before) => {
  document.cookie = `phone=${encodeURIComponent('(630) 555-0177')}; Path=/`;
  const calls = mockFetch();
  const tracked: unknown[] = [];
  const onTrack = (event: Event) => tracked.push((event as CustomEvent).detail);
  window.addEventListener(TRACK_EVENT_NAME, onTrack);
  const onFinish = jest.fn();
  render(
    <PopupDialog popup={phonePopup} isLead={isLead} onClose={jest.fn()} onFinish={onFinish} onRedirect={jest.fn()} />,
  );
  expect(await screen.findByRole('dialog', { name: 'Verify your phone' })).toBeInTheDocument();
  if (!isLead) {
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Jane' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Doe' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'jane@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '(630) 555-0188' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  }
  const phone = await screen.findByLabelText(/Mobile phone/);
  expect(phone).toHaveValue(isLead ? '(630) 555-0177' : '(630) 555-0188');
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  fireEvent.change(await screen.findByLabelText(/Verification code/), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
  expect(tracked).toContainEqual(expect.objectContaining({ name: 'PhoneVerified' }));
  expect(calls.map(([url]) => url)).toEqual([
    ...before,
    '/api/customer/phoneValidation',
    '/api/customer/phoneValidation',
  ]);
  window.removeEventListener(TRACK_EVENT_NAME, onTrack);
});
