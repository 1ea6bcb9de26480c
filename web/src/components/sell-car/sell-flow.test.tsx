import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { STORAGE_KEY } from './flow-state';
import { SELL_FLOW_STRINGS as strings } from './strings';
import { renderSellFlow } from './test-support/render-sell-flow';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

function json(body: unknown, status = 200): Response {
  return { ok: status < 300, status, json: async () => body } as Response;
}

function routeFetch(offer: { status: number; body: unknown } = { status: 200, body: { id: 'offer-1' } }) {
  fetchMock.mockImplementation(async (url) => {
    if (url.startsWith('/api/vehicles/options')) {
      const query = new URLSearchParams(url.split('?')[1] ?? '');
      if (query.has('model')) return json({ level: 'trims', options: ['LE', 'XSE'] });
      if (query.has('make')) return json({ level: 'models', options: ['Camry', 'RAV4'] });
      if (query.has('year')) return json({ level: 'makes', options: ['Honda', 'Toyota'] });
      return json({ level: 'years', options: ['2019', '2014'] });
    }
    if (url.startsWith('/api/vehicles/plate')) {
      if (url.includes('SELL019'))
        return json({
          plate: 'SELL019',
          state: 'TX',
          vehicle: { year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE', vin: 'x' },
        });
      return json({ errors: { plate: "We couldn't find plate NOPE1 (TX)." } }, 404);
    }
    if (url === '/api/offers') return json(offer.body, offer.status);
    throw new Error(`unexpected fetch ${url}`);
  });
}

const heading = () => screen.getByRole('heading', { level: 2 });
const next = () => fireEvent.click(screen.getByRole('button', { name: strings['sellFlow.next'] }));

beforeEach(() => {
  window.localStorage.clear();
  push.mockReset();
  fetchMock.mockReset();
  routeFetch();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.requestAnimationFrame = (callback) => {
    callback(0);
    return 0;
  };
});

test('the vehicle step says what is missing, next to each field', async () => {
  renderSellFlow();
  expect(heading()).toHaveTextContent(strings['sellFlow.vehicle.title']);
  expect(screen.getByText('Step 1 of 4: Identify your vehicle')).toBeInTheDocument();
  next();
  expect(await screen.findByText(strings['sellFlow.year.required'])).toBeInTheDocument();
  expect(screen.getByText('Enter the mileage of the vehicle.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(strings['sellFlow.fixErrors']);
  expect(screen.getByLabelText(/^Year/)).toHaveAttribute('aria-invalid', 'true');
});

test('a VIN with a wrong check digit is refused in the browser', async () => {
  renderSellFlow();
  fireEvent.click(screen.getByRole('radio', { name: 'By VIN' }));
  fireEvent.change(screen.getByLabelText(/^VIN/), { target: { value: '4T1B11A12KP500001' } });
  fireEvent.change(screen.getByLabelText(/^Mileage/), { target: { value: '45000' } });
  next();
  expect(await screen.findByText(/This VIN is not valid/)).toBeInTheDocument();
  expect(heading()).toHaveTextContent(strings['sellFlow.vehicle.title']);
});

test('pickers, questions with back and forward, then the contact step posts and opens the offer', async () => {
  renderSellFlow();
  const year = screen.getByLabelText(/^Year/);
  await screen.findByRole('option', { name: '2019' });
  fireEvent.change(year, { target: { value: '2019' } });
  fireEvent.change(screen.getByLabelText(/^Make/), {
    target: { value: (await screen.findByRole('option', { name: 'Toyota' })).getAttribute('value') },
  });
  await screen.findByRole('option', { name: 'Camry' });
  fireEvent.change(screen.getByLabelText(/^Model/), { target: { value: 'Camry' } });
  await screen.findByRole('option', { name: 'LE' });
  fireEvent.change(screen.getByLabelText(/^Trim/), { target: { value: 'LE' } });
  fireEvent.change(screen.getByLabelText(/^Mileage/), { target: { value: '45,000' } });
  next();
  await waitFor(() => expect(heading()).toHaveTextContent('Overall condition'));

  next(); // nothing chosen yet
  expect(await screen.findByText('Please answer this question.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /^Good/ }));
  next();
  await waitFor(() => expect(heading()).toHaveTextContent('History'));
  expect(screen.getByText(/Step 3 of 7/)).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: strings['sellFlow.back'] }));
  await waitFor(() => expect(heading()).toHaveTextContent('Overall condition'));
  expect(screen.getByRole('radio', { name: /^Good/ })).toBeChecked();

  const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as { answers?: unknown; step?: string };
  expect(stored.answers).toEqual({ '100': 'good' });
  expect(stored.step).toBe('q-overall');

  // Switch to Excellent: only the comments step is left before the contact details.
  fireEvent.click(screen.getByRole('radio', { name: /^Excellent/ }));
  next();
  await waitFor(() => expect(heading()).toHaveTextContent('Anything else'));
  next();
  await waitFor(() => expect(heading()).toHaveTextContent(strings['sellFlow.contact.title']));

  fireEvent.click(screen.getByRole('button', { name: strings['sellFlow.submit'] }));
  expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Ana' } });
  fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Diaz' } });
  fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'ana@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '(312) 555-0100' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: strings['sellFlow.submit'] }));
  });
  await waitFor(() => expect(push).toHaveBeenCalledWith('/sell-trade-my-car/offer/offer-1'));
  const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/offers') ?? [];
  expect(JSON.parse(String(init?.body))).toEqual({
    vehicle: { year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE' },
    mileage: 45000,
    answers: { '100': 'great' },
    contact: { firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', phone: '+1 (312) 555-0100' },
  });
  expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
});

test('a reload resumes at the stored step with the stored answers', () => {
  window.localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({
      step: 'q-interior',
      vehicle: { method: 'vin', vin: '4T1B11A11KP500001', mileage: '1000' },
      answers: { '100': 'fair', '202': 'yes' },
    }),
  );
  renderSellFlow();
  expect(heading()).toHaveTextContent('Interior & keys');
  expect(screen.getByRole('status')).toHaveTextContent(strings['sellFlow.resumed']);
  expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  expect(screen.getByText(/Step 4 of 7/)).toBeInTheDocument();
});

test('an unknown plate says so on the plate field; a known one shows the vehicle', async () => {
  renderSellFlow();
  fireEvent.click(screen.getByRole('radio', { name: 'By licence plate' }));
  fireEvent.change(screen.getByLabelText(/^Licence plate/), { target: { value: 'NOPE1' } });
  fireEvent.change(screen.getByLabelText(/^State/), { target: { value: 'TX' } });
  fireEvent.click(screen.getByRole('button', { name: strings['sellFlow.plate.find'] }));
  expect(await screen.findByText("We couldn't find plate NOPE1 (TX).")).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(/^Licence plate/), { target: { value: 'SELL019' } });
  fireEvent.change(screen.getByLabelText(/^Mileage/), { target: { value: '30000' } });
  next(); // Continue looks the plate up itself
  await waitFor(() => expect(heading()).toHaveTextContent('Overall condition'));
});

test.each([
  [404, { errors: { vehicle: 'We have no value for this vehicle.' } }, /can’t price this vehicle online/],
  [400, { errors: { 'vehicle.vin': "We couldn't decode this VIN." } }, /couldn't decode this VIN/],
])('a %i from the offer API is explained, with a way back to the vehicle', async (status, body, message) => {
  routeFetch({ status, body });
  window.localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({
      step: 'contact',
      vehicle: { method: 'vin', vin: '4T1B11A11KP500001', mileage: '1000' },
      answers: { '100': 'great' },
    }),
  );
  renderSellFlow();
  fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Ana' } });
  fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Diaz' } });
  fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'ana@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '3125550100' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: strings['sellFlow.submit'] }));
  });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(message));
  expect(push).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: strings['sellFlow.error.editVehicle'] }));
  await waitFor(() => expect(heading()).toHaveTextContent(strings['sellFlow.vehicle.title']));
});

test('the contact step starts from the visitor profile and remembers the visitor after the quote', async () => {
  document.cookie = 'firstName=Ana';
  document.cookie = 'email=ana%40example.com';
  window.localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({
      step: 'contact',
      vehicle: { method: 'vin', vin: '4T1B11A11KP500001', mileage: '1000' },
      answers: { '100': 'great' },
    }),
  );
  renderSellFlow();
  expect(screen.getByLabelText(/^First name/)).toHaveValue('Ana');
  expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ana@example.com');
  fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Diaz' } });
  fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '3125550100' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: strings['sellFlow.submit'] }));
  });
  await waitFor(() => expect(push).toHaveBeenCalledWith('/sell-trade-my-car/offer/offer-1'));
  expect(document.cookie).toContain('lastName=Diaz');
});
