/**
 * The contact form's Idempotency-Key after a failed answer: a retry of the same answers reuses it (the server may
 * have stored the lead before the answer was lost), an edited form gets a new one (the server refuses a known key
 * with other answers).
 */
import { fireEvent, screen } from '@testing-library/react';

import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/leads/messages';

import { renderContactFormAgainstUnavailableServer } from './testing/contact-form-unavailable';
import type { LeadFormConfig } from './lead-form-config';

const config: LeadFormConfig = {
  kind: 'contact',
  id: 'lead-key',
  dealerName: 'Test Motors',
  privacyHref: '/legal/privacy-policy',
  cookieTier: 1,
  pagePath: '/contact-us',
};

test('same answers → same key; edited answers → a new key', async () => {
  const { fetchMock } = renderContactFormAgainstUnavailableServer(config);
  const send = async (calls: number) => {
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText(DATABASE_UNAVAILABLE_MESSAGE);
    expect(fetchMock).toHaveBeenCalledTimes(calls);
  };
  const key = (call: number) => (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>)['idempotency-key'];
  const message = (call: number) =>
    (JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as { message: string }).message;

  await send(1);
  await send(2);
  expect(key(1)).toBe(key(0));

  fireEvent.change(screen.getByLabelText(/^Message\*?$/), { target: { value: 'What are your hours on Sunday?' } });
  await send(3);
  expect(message(2)).toBe('What are your hours on Sunday?');
  expect(key(2)).not.toBe(key(1));
  expect(key(2)).toMatch(/.{8,}/);

  await send(4);
  expect(key(3)).toBe(key(2));
});
