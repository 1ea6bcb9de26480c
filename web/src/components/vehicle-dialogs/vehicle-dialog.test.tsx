import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

import { parseTerms, PERSONALIZED_TERMS_COOKIE } from '@/lib/profile/personalized-terms';
import { VISITOR_COOKIES_EVENT } from '@/lib/profile/visitor-pricing';
import { LEAD_FORM_UI_STRINGS } from '../../../../seed/src/content/lead-form-strings';
import { LEAD_MESSAGE_UI_STRINGS } from '../../../../seed/src/content/lead-message-strings';
import { VEHICLE_DIALOG_UI_STRINGS } from '../../../../seed/src/content/vehicle-dialog-strings';
import { createTranslator } from '@/lib/i18n/strings';
import { resolveLeadFormTexts } from '../forms/lead-form-texts';
import { resolveLeadMessageStrings } from '../forms/lead-message-strings';
import { resolveVehicleDialogStrings, VEHICLE_DIALOG_STRINGS } from './strings';
import { DIALOG_FORM_TEXT_KEYS, dialogFormTexts, dialogMessages, type VehicleDialogContext } from './types';
import { VehicleDialog } from './vehicle-dialog';

jest.mock('next/navigation', () => ({
  useServerInsertedHTML: () => undefined,
}));

/** The cached page's islands re-read the visitor's cookies on this event (no server render would show them). */
const cookiesAnnounced = jest.fn();
window.addEventListener(VISITOR_COOKIES_EVENT, () => cookiesAnnounced());

const HOURS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
  day,
  open: '00:00',
  close: '23:59',
}));

const context: VehicleDialogContext = {
  vehicle: { vin: '1HGCV1F34LA012345', year: 2020, make: 'Honda', model: 'Accord', url: '/used-cars-for-sale/x' },
  title: '2020 Honda Accord',
  price: 24000,
  baseAprPercent: 6.5,
  documentaryFee: 358.03,
  storeName: 'Aurora',
  timeZone: 'America/Chicago',
  salesHours: HOURS,
  cookieTier: 1,
  dealerName: 'Test Motors',
  privacyHref: '/legal/privacy-policy',
  applyFinancingHref: '/auto-financing/apply-for-financing',
  valueTradeHref: '/sell-trade-my-car',
  terms: null,
  strings: resolveVehicleDialogStrings((key, _values, fallback) => fallback ?? key),
};

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

function mockLeadApi() {
  // jsdom has no Response: the two members the sender reads.
  const fetchMock = jest.fn(async () => ({ status: 201, json: async () => ({ id: 'lead-1', status: 'new' }) }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function sentBody(fetchMock: jest.Mock): Record<string, unknown> {
  const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
  return JSON.parse(String(init.body)) as Record<string, unknown>;
}

function fillVisitor() {
  fireEvent.change(field('First name'), { target: { value: 'Jamie' } });
  fireEvent.change(field('Last name'), { target: { value: 'Tester' } });
  fireEvent.change(field('E-mail'), { target: { value: 'jamie@example.com' } });
  fireEvent.change(field('Phone'), { target: { value: '6305550123' } });
}

beforeEach(() => {
  cookiesAnnounced.mockReset();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

test('every string the dialogs use has a built-in English default', () => {
  expect(Object.values(context.strings)).toEqual(Object.values(VEHICLE_DIALOG_STRINGS));
});

test('test drive: day, time, details with the field messages, then the SCHEDULE_TEST_DRIVE lead and the toast', async () => {
  const fetchMock = mockLeadApi();
  const onClose = jest.fn();
  render(<VehicleDialog kind="testDrive" open opener={null} onClose={onClose} context={context} />);
  await screen.findByRole('dialog', { name: 'Schedule a test drive' });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByLabelText('Time');
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Schedule test drive' }));
  expect(await screen.findByText('Enter your first name.')).toBeVisible();
  expect(fetchMock).not.toHaveBeenCalled();

  fillVisitor();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Schedule test drive' }));
  });
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const body = sentBody(fetchMock);
  expect(body).toMatchObject({
    form: 'SCHEDULE_TEST_DRIVE',
    firstName: 'Jamie',
    vehicle: { vin: '1HGCV1F34LA012345' },
  });
  expect(body.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(body.time).toMatch(/^\d{2}:\d{2}$/);
  expect(document.querySelector('[data-toast="success"]')).toHaveTextContent('Test Drive Scheduled.');
  expect(cookiesAnnounced).toHaveBeenCalled();
});

test('personalise price: trade step only when trading, a choice is required, UNLOCK_PRICE, terms saved', async () => {
  const fetchMock = mockLeadApi();
  render(<VehicleDialog kind="price" open opener={null} onClose={jest.fn()} context={context} />);
  await screen.findByText('Step 1 of 6');
  fireEvent.change(screen.getByRole('slider', { name: 'Down payment' }), { target: { value: '3000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));

  fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
  expect(await screen.findByText('This field is required')).toBeVisible();
  fireEvent.click(screen.getByLabelText('No trade-in'));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  // No trade: the equity step is skipped (5 steps in all).
  expect(await screen.findByText('Step 3 of 5')).toBeVisible();
  expect(screen.getByRole('heading', { name: 'What is your credit score range?' })).toHaveFocus();
  fireEvent.click(screen.getByLabelText('Good (670–739)'));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));

  fillVisitor();
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'See my price' }));
  });
  expect(await screen.findByRole('heading', { name: 'Your price is personalized' })).toBeVisible();
  expect(sentBody(fetchMock)).toMatchObject({
    form: 'UNLOCK_PRICE',
    downPayment: 3000,
    tradingIn: false,
    creditScore: 'Good',
  });
  expect(screen.getByText(/Estimated payment: \$[\d,]+\/mo for 72 months/)).toBeVisible();
  const cookie = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${PERSONALIZED_TERMS_COOKIE}=`))
    ?.split('=')[1];
  expect(parseTerms(decodeURIComponent(cookie ?? ''))).toEqual({
    cashDown: 3000,
    tradeEquity: 0,
    creditScore: 670,
    termMonths: 72,
  });
  expect(document.querySelector('[data-toast="success"]')).toHaveTextContent('Access Granted!');
});

test('unlock: a failed save shows the error toast and keeps the dialog open', async () => {
  global.fetch = jest.fn(async () => ({ status: 500, json: async () => ({}) })) as unknown as typeof fetch;
  const onClose = jest.fn();
  render(<VehicleDialog kind="unlock" open opener={null} onClose={onClose} context={context} />);
  await screen.findByRole('dialog', { name: 'Unlock this price' });
  fillVisitor();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Unlock price' }));
  });
  await waitFor(() =>
    expect(document.querySelector('[data-toast="error"]')).toHaveTextContent(
      'There was an error saving your information.',
    ),
  );
  expect(onClose).not.toHaveBeenCalled();
});

test('unlock in Spanish: Spanish labels and field messages, the API asked in Spanish, the toast in Spanish', async () => {
  const fetchMock = mockLeadApi();
  const table = [...LEAD_FORM_UI_STRINGS, ...LEAD_MESSAGE_UI_STRINGS, ...VEHICLE_DIALOG_UI_STRINGS].map(
    ([key, en, es]) => ({ key, en, es }),
  );
  const t = createTranslator(table, 'es');
  const spanish: VehicleDialogContext = {
    ...context,
    strings: resolveVehicleDialogStrings(t),
    // Only the texts the page sends the dialogs: the labels and notices they show are among them.
    formTexts: dialogFormTexts(resolveLeadFormTexts(t)),
    messages: dialogMessages(resolveLeadMessageStrings(t)),
    lang: 'es',
  };
  render(<VehicleDialog kind="unlock" open opener={null} onClose={jest.fn()} context={spanish} />);
  const submit = await screen.findByRole('button', { name: spanish.strings['vdp.unlock.submit'] });
  await act(async () => {
    fireEvent.click(submit);
  });
  expect(await screen.findByText('Ingrese su nombre.')).toBeVisible();
  expect(screen.getByRole('link', { name: resolveLeadFormTexts(t).privacyLink })).toBeVisible();
  expect(Object.keys(spanish.formTexts ?? {}).sort()).toEqual([...DIALOG_FORM_TEXT_KEYS].sort());
  expect(screen.queryByText('Enter your first name.')).toBeNull();
  fireEvent.change(field('Nombre'), { target: { value: 'Lucía' } });
  fireEvent.change(field('Apellido'), { target: { value: 'Pérez' } });
  fireEvent.change(field('Correo electrónico'), { target: { value: 'lucia@example.com' } });
  fireEvent.change(field('Teléfono'), { target: { value: '6305550123' } });
  await act(async () => {
    fireEvent.click(submit);
  });
  await waitFor(() => expect(document.querySelector('[data-toast="success"]')).toHaveTextContent('¡Acceso concedido!'));
  const init = (fetchMock as jest.Mock).mock.calls[0]?.[1] as RequestInit;
  expect(new Headers(init.headers).get('accept-language')).toBe('es');
  // Outside the modal dialog (hidden from the accessibility tree while it is open).
  expect(screen.getByRole('region', { name: 'Notificaciones', hidden: true })).toBeInTheDocument();
});

describe('maximise / restore', () => {
  const realMatchMedia = window.matchMedia;
  beforeEach(() => {
    // A desktop viewport: the dialog drags by its header.
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia(query),
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  test('a pressed toggle named for what it does next; full screen and no dragging while maximised; reopens restored', async () => {
    const { rerender } = render(
      <VehicleDialog kind="unlock" open opener={null} onClose={jest.fn()} context={context} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unlock this price' });
    const header = () => screen.getByRole('heading', { name: 'Unlock this price' }).parentElement;
    const move = () => screen.queryByRole('button', { name: 'Move dialog (arrow keys)' });
    expect(header()).toHaveAttribute('data-drag-handle');
    expect(move()).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Maximize' }));
    const restore = screen.getByRole('button', { name: 'Restore' });
    expect(restore).toHaveAttribute('aria-pressed', 'true');
    expect(dialog).toHaveAttribute('data-maximized');
    expect(header()).not.toHaveAttribute('data-drag-handle');
    expect(move()).toBeNull();

    fireEvent.click(restore);
    expect(screen.getByRole('button', { name: 'Maximize' })).toHaveAttribute('aria-pressed', 'false');
    expect(dialog).not.toHaveAttribute('data-maximized');
    expect(header()).toHaveAttribute('data-drag-handle');

    fireEvent.click(screen.getByRole('button', { name: 'Maximize' }));
    rerender(<VehicleDialog kind="unlock" open={false} opener={null} onClose={jest.fn()} context={context} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    rerender(<VehicleDialog kind="unlock" open opener={null} onClose={jest.fn()} context={context} />);
    expect(await screen.findByRole('button', { name: 'Maximize' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the page sends the dialogs only their own messages', () => {
  const all = resolveLeadMessageStrings((key, _values, fallback) => fallback ?? key);
  test.each<[string, boolean]>([
    ['toast.unlock.success.summary', true],
    ['toast.unlock.error.detail', true],
    ['toast.testDrive.success.detail', true],
    ['toast.testDrive.error.summary', true],
    ['toast.region', true],
    ['toast.dismissHint', true],
    ['toast.close', true],
    ['validation.required', true],
    ['validation.email', true],
    ['toast.contact.success.summary', false],
    ['toast.contact.error.detail', false],
    ['toast.careers.success.detail', false],
  ])('%s sent: %s', (key, sent) => {
    expect(key in dialogMessages(all)).toBe(sent);
  });
});
