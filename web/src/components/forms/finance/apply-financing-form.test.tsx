import { fireEvent, render, screen, waitFor } from '@testing-library/react';

import type { ApplyFinancingConfig } from './apply-financing-config';
import { ApplyFinancingForm } from './apply-financing-form';

const config: ApplyFinancingConfig = {
  id: 'apply-test',
  dealerName: 'Test Motors',
  privacyHref: '/legal/privacy-policy',
  cookieTier: 1,
  pagePath: '/auto-financing/apply-for-financing',
};

const SUCCESS =
  'Message sent! Your message was successfully sent. Someone from our dealership team will contact you soon';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

type FetchLike = (url: RequestInfo | URL, init?: RequestInit) => Promise<{ status: number; json(): Promise<unknown> }>;

function mockFetch() {
  let count = 0;
  const fetchMock = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async () => {
    count += 1;
    return { status: 201, json: async () => ({ id: `lead-${count}`, status: 'new' }) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function fill() {
  fireEvent.change(field('First name'), { target: { value: 'Ada' } });
  fireEvent.change(field('Last name'), { target: { value: 'Lovelace' } });
  fireEvent.change(field('E-mail'), { target: { value: 'ada@example.com' } });
  fireEvent.change(field('Phone'), { target: { value: '6305550100' } });
  fireEvent.change(field('Monthly income before taxes \\(\\$\\)'), { target: { value: '4,500' } });
  fireEvent.click(screen.getByLabelText('Good (670–739)'));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Get pre-approved' }));

beforeEach(() => {
  clearCookies();
  window.sessionStorage.clear();
  jest.restoreAllMocks();
});

test('an empty submit shows the §5 messages on the required fields', async () => {
  render(<ApplyFinancingForm config={config} handover={{ current: null }} />);
  submit();
  await screen.findByText('Enter your first name.');
  expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Please correct the highlighted fields.');
});

test('sends APPLY_FINANCING once; the same submission again shows success without a second lead (§4)', async () => {
  const fetchMock = mockFetch();
  render(<ApplyFinancingForm config={config} handover={{ current: null }} />);
  fill();
  submit();
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SUCCESS));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
    form: 'APPLY_FINANCING',
    firstName: 'Ada',
    monthlyIncome: 4500,
    creditScore: 'Good',
    tradeIn: false,
  });
  await waitFor(() => expect(document.cookie).toContain('firstName=Ada'));

  fireEvent.click(screen.getByRole('button', { name: /dismiss|close/i, hidden: true }));
  expect(screen.queryByText('Message sent!')).toBeNull();
  submit();
  await screen.findByText('Message sent!');
  expect(screen.getByRole('status')).toHaveTextContent(SUCCESS);
  expect(fetchMock).toHaveBeenCalledTimes(1);

  // A changed answer is new information: it sends.
  fireEvent.click(screen.getByLabelText('Great (740 and up)'));
  submit();
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
});
