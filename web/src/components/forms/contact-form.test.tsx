import { fireEvent, render, screen, waitFor } from '@testing-library/react';

import { TRACK_EVENT_NAME } from '@/lib/leads/track-event';

import { ContactForm } from './contact-form';
import type { LeadFormConfig } from './lead-form-config';

const config: LeadFormConfig = {
  kind: 'contact',
  id: 'lead-test',
  dealerName: 'Test Motors',
  privacyHref: '/legal/privacy-policy',
  cookieTier: 1,
  pagePath: '/contact-us',
};

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  clearCookies();
  jest.restoreAllMocks();
  // The tracking island listens (its events reach `window`); a fresh page's fired-event list.
  window.__dealerTrackReady = true;
  delete window.__dealerTrackFired;
});

test('the first empty submit marks all six fields, each message linked with aria-describedby', async () => {
  render(<ContactForm config={config} handover={{ current: null }} initialFile={null} />);
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  await screen.findByText('Enter your first name.');
  for (const [label, message] of [
    ['How can we help\\?', 'This field is required'],
    ['First name', 'Enter your first name.'],
    ['Last name', 'Enter your last name.'],
    ['E-mail', 'This field is required'],
    ['Phone', 'This field is required'],
    ['Message', 'Enter your message.'],
  ] as const) {
    const control = field(label);
    expect(control).toHaveAttribute('aria-invalid', 'true');
    const errorId = (control.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('-error'));
    expect(document.getElementById(errorId ?? '')).toHaveTextContent(message);
  }
  expect(screen.getByRole('status')).toHaveTextContent('Please correct the highlighted fields.');
});

test('a sent lead: one idempotency key, the success toast, the profile saved and the Lead event fired once', async () => {
  // jsdom has no Response: the form only reads status and json().
  type FetchLike = (
    url: RequestInfo | URL,
    init?: RequestInit,
  ) => Promise<{ status: number; json(): Promise<unknown> }>;
  const fetchMock = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async () => ({
    status: 201,
    json: async () => ({ id: 'lead-1', status: 'new' }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  const events: unknown[] = [];
  window.addEventListener(TRACK_EVENT_NAME, (event) => events.push((event as CustomEvent).detail));

  render(<ContactForm config={config} handover={{ current: null }} initialFile={null} />);
  fireEvent.change(field('How can we help\\?'), { target: { value: '2' } });
  fireEvent.change(field('First name'), { target: { value: 'Ada' } });
  fireEvent.change(field('Last name'), { target: { value: 'Lovelace' } });
  fireEvent.change(field('E-mail'), { target: { value: 'ada@example.com' } });
  fireEvent.change(field('Phone'), { target: { value: '6305550100' } });
  expect(field('Phone')).toHaveValue('+1 (630) 555-0100');
  fireEvent.change(field('Message'), { target: { value: 'Do you finance first-time buyers?' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

  await screen.findByText('Message sent!');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/api/leads');
  const headers = init?.headers as Record<string, string>;
  expect(headers['idempotency-key']).toMatch(/.{8,}/);
  expect(JSON.parse(String(init?.body))).toMatchObject({ form: 'CONTACT_FINANCE', inquiryType: 2, firstName: 'Ada' });
  expect(screen.getByRole('status')).toHaveTextContent(
    'Message sent! Your message was successfully sent. Someone from our dealership team will contact you soon',
  );
  await waitFor(() => expect(document.cookie).toContain('firstName=Ada'));
  expect(document.cookie).toContain('email=ada%40example.com');
  expect(document.cookie).toMatch(/uniqueUserId=/);
  // The profile's first Lead and the form's conversion, both tied to the accepted lead.
  expect(events).toEqual([
    { name: 'Lead', value: 0, eventId: 'lead-lead-1' },
    expect.objectContaining({ name: 'Contact', value: 2, eventId: 'lead-lead-1' }),
  ]);
});

test('a failed send shows the error toast and keeps the values', async () => {
  global.fetch = jest.fn(async () => {
    throw new TypeError('network down');
  }) as unknown as typeof fetch;
  render(
    <ContactForm
      config={config}
      handover={{
        current: {
          initialValues: {
            inquiryType: '7',
            firstName: 'Ada',
            lastName: 'L',
            email: 'ada@example.com',
            phone: '6305550100',
            message: 'Hi',
          },
          focusField: null,
          selection: null,
          initialFile: null,
        },
      }}
      initialFile={null}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  await screen.findByText('Something went wrong.');
  expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
    'Something went wrong. There was an error on sending your information. Please try again or just give us a call',
  );
  expect(field('First name')).toHaveValue('Ada');
});
