import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';

import { preApprovalEstimate } from '@/lib/finance';

import type { ApplyFinancingConfig } from './apply-financing-config';
import { ApplyFinancingForm } from './apply-financing-form';

import { TEST_CONFIRMATION_CONFIG } from './testing/confirmation-config';

const config: ApplyFinancingConfig = {
  id: 'apply-test',
  dealerName: 'Test Motors',
  privacyHref: '/legal/privacy-policy',
  cookieTier: 1,
  pagePath: '/auto-financing/apply-for-financing',
  ...TEST_CONFIRMATION_CONFIG,
};

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

test('an empty submit shows the field messages on the required fields', async () => {
  render(<ApplyFinancingForm config={config} handover={{ current: null }} />);
  submit();
  await screen.findByText('Enter your first name.');
  expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Please correct the highlighted fields.');
});

test('sends APPLY_FINANCING once, then shows the instant estimate; the same submission again sends nothing', async () => {
  const fetchMock = mockFetch();
  render(<ApplyFinancingForm config={config} handover={{ current: null }} />);
  fill();
  submit();
  const confirmation = await screen.findByTestId('pre-approval-confirmation');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
    form: 'APPLY_FINANCING',
    firstName: 'Ada',
    monthlyIncome: 4500,
    creditScore: 'Good',
    tradeIn: false,
  });
  await waitFor(() => expect(document.cookie).toContain('firstName=Ada'));

  // The estimate from the finance rules, labelled as one, with the reference and the store's phone.
  const estimate = preApprovalEstimate({
    baseAprPercent: 6.49,
    creditBand: 'Good',
    monthlyIncome: 4500,
    termMonths: 72,
  });
  expect(estimate).toMatchObject({ aprBps: 649, monthlyBudget: 670 });
  const power = estimate.buyingPower ?? 0;
  const view = within(confirmation);
  expect(view.getByRole('heading', { name: 'Your instant estimate' })).toHaveFocus();
  expect(confirmation).toHaveTextContent('It does not affect your credit score.');
  expect(view.getByTestId('pre-approval-estimate')).toHaveTextContent(
    `Estimated APR6.49%Monthly budget (15% of your income)$670Buying power over 72 months$${power.toLocaleString('en-US')}`,
  );
  expect(confirmation).toHaveTextContent('Your reference number is L-LEAD1.');
  expect(view.getByRole('link', { name: '(630) 555-0100' })).toHaveAttribute('href', 'tel:+16305550100');
  expect(view.getByRole('link', { name: `Browse vehicles under $${power.toLocaleString('en-US')}` })).toHaveAttribute(
    'href',
    `/cars-for-sale/price-under-${power}`,
  );
  expect(view.getByRole('link', { name: 'Start the full credit application' })).toHaveAttribute(
    'href',
    '/auto-financing/full-credit-application',
  );

  // Back to the form, the answers kept; the same submission again: the same confirmation, no second lead.
  fireEvent.click(view.getByRole('button', { name: 'Change my answers' }));
  expect(field('First name')).toHaveValue('Ada');
  submit();
  expect(await screen.findByTestId('pre-approval-confirmation')).toHaveTextContent('Your reference number is L-LEAD1.');
  expect(fetchMock).toHaveBeenCalledTimes(1);

  // A changed answer is new information: it sends.
  fireEvent.click(screen.getByRole('button', { name: 'Change my answers' }));
  fireEvent.click(screen.getByLabelText('Great (740 and up)'));
  submit();
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  expect(await screen.findByTestId('pre-approval-confirmation')).toHaveTextContent('Your reference number is L-LEAD2.');
});

test('without an income the estimate gives the APR and asks for the income', async () => {
  mockFetch();
  render(<ApplyFinancingForm config={config} handover={{ current: null }} />);
  fill();
  fireEvent.change(field('Monthly income before taxes \\(\\$\\)'), { target: { value: '' } });
  submit();
  const confirmation = await screen.findByTestId('pre-approval-confirmation');
  expect(within(confirmation).getByTestId('pre-approval-estimate')).toHaveTextContent('Estimated APR6.49%');
  expect(confirmation).toHaveTextContent('Add your monthly income to see your budget and buying power.');
  expect(within(confirmation).queryByRole('link', { name: /Browse vehicles/ })).toBeNull();
});
