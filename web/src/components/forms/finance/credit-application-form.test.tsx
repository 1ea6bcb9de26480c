import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';

import { CreditApplicationForm, type CreditApplicationConfig } from './credit-application-form';
import { EMPLOYMENT_HISTORY_MESSAGE, RESIDENCE_HISTORY_MESSAGE } from './credit-application-steps';
import { CREDIT_APPLICATION_TEXTS } from './credit-application-texts';

import { TEST_CONFIRMATION_CONFIG } from './testing/confirmation-config';

const config: CreditApplicationConfig = {
  id: 'credit-test',
  dealerName: 'Test Motors',
  privacyHref: '/legal/privacy-policy',
  esignHref: '/legal/electronic-signature-disclosure',
  cookieTier: 1,
  pagePath: '/auto-financing/full-credit-application',
  ...TEST_CONFIRMATION_CONFIG,
};

type FetchLike = (url: RequestInfo | URL, init?: RequestInit) => Promise<{ status: number; json(): Promise<unknown> }>;

const type = (id: string, value: string) => fireEvent.change(document.getElementById(id)!, { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const stepTitle = () => screen.getByRole('heading', { level: 3 }).textContent;

function person(who: 'applicant' | 'coBorrower', first: string, ssn: string) {
  type(`fca-${who}-firstName`, first);
  type(`fca-${who}-lastName`, 'Tester');
  type(`fca-${who}-email`, `${first.toLowerCase()}@example.com`);
  type(`fca-${who}-phone`, '6305550100');
  type(`fca-${who}-dateOfBirth`, '1990-04-12');
  type(`fca-${who}-ssn`, ssn);
}

function residence(who: string, index: number, years: string) {
  const p = `fca-${who}-residences-${index}`;
  type(`${p}-housingStatus`, 'rent');
  type(`${p}-monthlyRent`, '1200');
  type(`${p}-yearsAtAddress`, years);
  type(`${p}-fullAddress`, `${index + 1} Main St`);
  type(`${p}-city`, 'Aurora');
  type(`${p}-state`, 'IL');
  type(`${p}-zipCode`, '60505');
}

function employment(who: string, index: number, years: string) {
  const p = `fca-${who}-employments-${index}`;
  type(`${p}-employer`, `Employer ${index}`);
  type(`${p}-monthlyIncome`, '4000');
  type(`${p}-incomeType`, 'employed');
  type(`${p}-years`, years);
}

beforeEach(() => {
  window.sessionStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

test('Next checks the step with the field messages; Back keeps the answers', async () => {
  render(<CreditApplicationForm config={config} />);
  next();
  await screen.findByText('Enter your first name.');
  expect(document.getElementById('fca-applicant-firstName')).toHaveAttribute('aria-invalid', 'true');
  expect(document.getElementById('fca-applicant-ssn-error')).toHaveTextContent('This field is required');
  person('applicant', 'Ada', '000-12-3456');
  next();
  expect(document.getElementById('fca-applicant-ssn-error')).toHaveTextContent(
    'Please enter a valid Social Security number',
  );
  type('fca-applicant-ssn', '123-45-6789');
  next();
  expect(stepTitle()).toBe('Residence history');
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(stepTitle()).toBe('About you');
  expect(document.getElementById('fca-applicant-firstName')).toHaveValue('Ada');
  expect(document.getElementById('fca-applicant-ssn')).toHaveValue('123-45-6789');
});

test('asks for previous addresses and employers until two years are covered, then sends with a co-borrower', async () => {
  const fetchMock = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async () => ({
    status: 201,
    json: async () => ({ id: 'lead-1', status: 'new' }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  render(<CreditApplicationForm config={config} />);
  person('applicant', 'Ada', '123-45-6789');
  next();

  residence('applicant', 0, '1');
  next();
  expect(screen.getByText(RESIDENCE_HISTORY_MESSAGE)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Add previous address' }));
  residence('applicant', 1, '1');
  expect(screen.queryByRole('button', { name: 'Add previous address' })).toBeNull();
  next();

  expect(stepTitle()).toBe('Employment history');
  employment('applicant', 0, '0');
  next();
  expect(screen.getByText(EMPLOYMENT_HISTORY_MESSAGE)).toBeInTheDocument();
  type('fca-applicant-employments-0-years', '3');
  next();

  expect(stepTitle()).toBe('Co-borrower');
  fireEvent.click(screen.getByLabelText('Add a co-borrower'));
  person('coBorrower', 'Grace', '234-56-7890');
  residence('coBorrower', 0, '5');
  employment('coBorrower', 0, '4');
  next();

  expect(stepTitle()).toBe('Review and sign');
  expect(screen.getByText('•••-••-6789')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'electronic signature disclosure' })).toHaveAttribute(
    'href',
    '/legal/electronic-signature-disclosure',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
  await screen.findByText('Please agree to sign electronically to send your application.');
  expect(fetchMock).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('checkbox', { name: /sign this application electronically/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
  expect(body).toMatchObject({
    form: 'FULL_CREDIT_APP',
    firstName: 'Ada',
    ssn: '123-45-6789',
    residences: [{ yearsAtAddress: '1' }, { yearsAtAddress: '1', fullAddress: '2 Main St' }],
    employments: [{ employer: 'Employer 0', years: '3' }],
    coBorrower: { firstName: 'Grace', ssn: '234-56-7890' },
    esignConsent: true,
  });
  await screen.findByText('Message sent!');
  // The profile keeps the contact details only; nothing of the application stays in the page or the browser.
  await waitFor(() => expect(document.cookie).toContain('firstName=Ada'));
  expect(document.cookie).not.toMatch(/6789|1990-04-12/);
  expect(document.getElementById('fca-applicant-ssn')).toBeNull();
  expect(JSON.stringify({ ...window.sessionStorage })).not.toMatch(/6789|1990-04-12/);
  // A confirmation, not an empty step 1: what happens next, the reference number and the store's phone.
  const confirmation = screen.getByTestId('credit-application-confirmation');
  expect(within(confirmation).getByRole('heading', { name: 'Application received' })).toHaveFocus();
  expect(confirmation).toHaveTextContent('What happens next: a finance specialist from Test Motors reviews');
  expect(confirmation).toHaveTextContent('Your reference number is L-LEAD1.');
  expect(within(confirmation).getByRole('link', { name: '(630) 555-0100' })).toHaveAttribute(
    'href',
    'tel:+16305550100',
  );
});

test('progress is kept for the visit without the SSN or the date of birth', () => {
  const { unmount } = render(<CreditApplicationForm config={config} />);
  person('applicant', 'Ada', '123-45-6789');
  next();
  residence('applicant', 0, '3');
  unmount();
  const stored = window.sessionStorage.getItem('fullCreditApplication') ?? '';
  expect(stored).toContain('Ada');
  expect(stored).not.toMatch(/6789|1990-04-12/);

  render(<CreditApplicationForm config={config} />);
  expect(document.getElementById('fca-applicant-firstName')).toHaveValue('Ada');
  expect(document.getElementById('fca-applicant-ssn')).toHaveValue('');
  next();
  expect(document.getElementById('fca-applicant-dateOfBirth')).toHaveAttribute('aria-invalid', 'true');
  type('fca-applicant-dateOfBirth', '1990-04-12');
  type('fca-applicant-ssn', '123-45-6789');
  next();
  expect(document.getElementById('fca-applicant-residences-0-city')).toHaveValue('Aurora');
});

test('step titles come from the CMS when given (uiStrings), else the built-in wording', () => {
  const { unmount } = render(
    <CreditApplicationForm config={{ ...config, stepTitles: { applicant: 'Sobre usted', residence: 'Domicilio' } }} />,
  );
  expect(stepTitle()).toBe('Sobre usted');
  unmount();
  render(<CreditApplicationForm config={config} />);
  expect(stepTitle()).toBe('About you');
});

test('labels, buttons and the progress line come from the CMS texts when given', () => {
  const formTexts = {
    ...CREDIT_APPLICATION_TEXTS,
    firstName: 'Nombre',
    next: 'Siguiente',
    progress: 'Paso {step} de {total}',
  };
  render(<CreditApplicationForm config={{ ...config, formTexts }} />);
  expect(screen.getByLabelText(/^Nombre/)).toBe(document.getElementById('fca-applicant-firstName'));
  expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
  expect(screen.getByText('Paso 1 de 5')).toBeInTheDocument();
});

test('a refused step puts focus on its first invalid field, or on a history list’s message', () => {
  render(<CreditApplicationForm config={config} />);
  next();
  expect(document.getElementById('fca-applicant-firstName')).toHaveFocus();
  person('applicant', 'Ada', '123-45-6789');
  next();
  residence('applicant', 0, '1');
  next();
  expect(document.getElementById('fca-applicant-residences')).toHaveFocus();
  expect(document.getElementById('fca-applicant-residences')).toHaveTextContent(RESIDENCE_HISTORY_MESSAGE);
});
