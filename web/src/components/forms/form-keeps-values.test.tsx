/**
 * Fault, the visitor's side: the database is unavailable at submit and the route answers 503 with the retry
 * message. The lead form shows that message on its status line and keeps every value (and its idempotency key, so
 * the retry cannot store the lead twice); the sell flow turns the same answer into its error line.
 */
import { fireEvent, screen } from '@testing-library/react';

import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/leads/messages';

import { interpretOfferResponse } from '../sell-car/offer-response';
import { SELL_FLOW_STRINGS } from '../sell-car/strings';
import { renderContactFormAgainstUnavailableServer } from './testing/contact-form-unavailable';
import type { LeadFormConfig } from './lead-form-config';

const config: LeadFormConfig = {
  kind: 'contact',
  id: 'lead-fault',
  dealerName: 'Test Motors',
  privacyHref: '/legal/privacy-policy',
  cookieTier: 1,
  pagePath: '/contact-us',
};

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

test('a 503 from /api/leads: the status line says to retry, the values stay, the retry reuses the key', async () => {
  const { fetchMock } = renderContactFormAgainstUnavailableServer(config);

  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText(DATABASE_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(DATABASE_UNAVAILABLE_MESSAGE);
  expect(field('First name')).toHaveValue('Ada');
  expect(field('Last name')).toHaveValue('Lovelace');
  expect(field('E-mail')).toHaveValue('ada@example.com');
  expect(field('Message')).toHaveValue('What are your hours?');

  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  await screen.findByText(DATABASE_UNAVAILABLE_MESSAGE);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  const key = (call: number) => (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>)['idempotency-key'];
  expect(key(1)).toBe(key(0));
});

test('a 503 from /api/offers: the sell flow shows the retry message (its answers live in its own state)', () => {
  expect(interpretOfferResponse(503, { errors: { form: DATABASE_UNAVAILABLE_MESSAGE } }, SELL_FLOW_STRINGS)).toEqual({
    kind: 'failed',
    message: DATABASE_UNAVAILABLE_MESSAGE,
  });
});
