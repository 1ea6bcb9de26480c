import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { publishConsent } from '@/components/consent/consent-store';
import type { ConsentState } from '@/lib/consent';
import { GARAGE_STORAGE_KEY } from '@/lib/garage/constants';
import { GARAGE_STRINGS, saveControlStrings, saveVehicleWords } from '@/lib/garage/strings';
import { fireSearchSaved, fireVehicleSaved } from '@/lib/tracking/fire-conversion';
import { SaveControls } from './save-controls';
import { SaveSearchControl } from './save-search-control';
import { SaveVehicleControl } from './save-vehicle-control';

jest.mock('@/lib/tracking/fire-conversion', () => ({ fireVehicleSaved: jest.fn(), fireSearchSaved: jest.fn() }));

const VIN = '19XFL4KJ0MF498819';
const OTHER_VIN = '1HGCV1F34LA012345';
const SEARCH = '/cars-for-sale/suvs?sort=priceLow';
const consent = (allowed: ConsentState['allowed'], decided = true): ConsentState => ({
  tier: 3,
  allowed,
  decided,
  gpc: false,
});

/** A page as the server sends it: two cards' controls, "Save this search", and the page's one island. */
function renderPage() {
  const words = saveVehicleWords(GARAGE_STRINGS);
  return render(
    <>
      <ul>
        <li>
          <SaveVehicleControl vin={VIN} price={17695} title="2021 Honda Civic Hatchback" words={words} />
        </li>
        <li>
          <SaveVehicleControl vin={OTHER_VIN} price={null} title="2020 Honda Accord" words={words} />
        </li>
      </ul>
      <SaveSearchControl
        href={SEARCH}
        label="SUVs for sale"
        pageVins={[VIN, OTHER_VIN]}
        total={2}
        buttonLabel={GARAGE_STRINGS['garage.search.label']}
      />
      <SaveControls strings={saveControlStrings(GARAGE_STRINGS)} />
    </>,
  );
}

const storedGarage = () =>
  JSON.parse(window.localStorage.getItem(GARAGE_STORAGE_KEY) ?? '{}') as { cars: unknown[]; searches: unknown[] };
const statusOf = (button: HTMLElement) => button.parentElement!.querySelector('[role="status"]')!;

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(fireVehicleSaved).mockClear();
  global.fetch = jest.fn().mockRejectedValue(new Error('offline'));
});

test('the markup alone: unpressed toggles named with the car, each with an empty live message', () => {
  renderPage();
  const save = screen.getByRole('button', { name: 'Save 2021 Honda Civic Hatchback' });
  expect(save).toHaveAttribute('type', 'button');
  expect(save).toHaveAttribute('aria-pressed', 'false');
  expect(save).toHaveTextContent('Save');
  expect(screen.getByRole('button', { name: 'Save this search' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getAllByRole('status')).toHaveLength(3);
  for (const status of screen.getAllByRole('status')) expect(status).toBeEmptyDOMElement();
});

test('with functional consent: a press keeps the VIN, price and time and says where; a second car offers Compare', async () => {
  act(() => publishConsent(consent(['essential', 'functional'])));
  renderPage();
  const first = screen.getByRole('button', { name: 'Save 2021 Honda Civic Hatchback' });
  fireEvent.click(first);
  await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'true'));
  expect(first).toHaveTextContent('♥');
  expect(statusOf(first)).toHaveTextContent('Saved to My Garage. View My Garage');
  expect(screen.getByRole('link', { name: 'View My Garage' })).toHaveAttribute('href', '/my-garage');
  expect(storedGarage().cars).toEqual([{ vin: VIN, price: 17695, savedAt: expect.any(String) }]);
  await waitFor(() =>
    expect(fireVehicleSaved).toHaveBeenCalledWith({ vin: VIN, price: 17695, name: '2021 Honda Civic Hatchback' }),
  );

  // The other car (no public price): its own message, with the comparison of both.
  const second = screen.getByRole('button', { name: 'Save 2020 Honda Accord' });
  fireEvent.click(second);
  await waitFor(() => expect(second).toHaveAttribute('aria-pressed', 'true'));
  expect(storedGarage().cars[0]).toEqual({ vin: OTHER_VIN, price: null, savedAt: expect.any(String) });
  await waitFor(() => expect(statusOf(second)).toHaveTextContent('Saved to My Garage. View My Garage · Compare'));
  expect(statusOf(second).querySelector('a[href^="/compare"]')).toHaveAttribute(
    'href',
    `/compare?vins=${OTHER_VIN},${VIN}`,
  );

  fireEvent.click(first);
  await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'false'));
  expect(first).toHaveTextContent('♡');
  expect(statusOf(first)).toHaveTextContent('Removed from My Garage.');
  expect(second).toHaveAttribute('aria-pressed', 'true');
});

test('"Save this search" keeps the page’s cars when the garage API cannot answer, then removes it', async () => {
  act(() => publishConsent(consent(['essential', 'functional'])));
  renderPage();
  const save = screen.getByRole('button', { name: 'Save this search' });
  fireEvent.click(save);
  await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
  expect(save).not.toHaveAttribute('aria-busy');
  expect(statusOf(save)).toHaveTextContent('Search saved to My Garage.');
  expect(storedGarage().searches).toEqual([
    expect.objectContaining({ href: SEARCH, label: 'SUVs for sale', count: 2, seenVins: [VIN, OTHER_VIN] }),
  ]);
  await waitFor(() => expect(fireSearchSaved).toHaveBeenCalledWith(SEARCH));
  fireEvent.click(save);
  await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'false'));
  expect(statusOf(save)).toHaveTextContent('Search removed from My Garage.');
});

test('without functional consent: nothing is kept, and the control explains and offers the cookie settings', async () => {
  act(() => publishConsent(consent(['essential', 'analytics'])));
  renderPage();
  const button = screen.getByRole('button', { name: 'Save 2021 Honda Civic Hatchback' });
  fireEvent.click(button);
  await waitFor(() => expect(statusOf(button)).toHaveTextContent('saving needs functional cookies'));
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('link', { name: 'Change cookie choice' })).toHaveAttribute('href', '#cookie-settings');
  expect(window.localStorage.getItem(GARAGE_STORAGE_KEY)).toBeNull();
});

test('a garage kept earlier is marked on load; another tab’s change shows; deciding without functional storage removes it', async () => {
  act(() => publishConsent(consent(['essential', 'functional', 'analytics'])));
  window.localStorage.setItem(
    GARAGE_STORAGE_KEY,
    JSON.stringify({ cars: [{ vin: VIN, price: 1, savedAt: '2026-11-01T00:00:00.000Z' }], searches: [] }),
  );
  renderPage();
  const first = screen.getByRole('button', { name: 'Save 2021 Honda Civic Hatchback' });
  const second = screen.getByRole('button', { name: 'Save 2020 Honda Accord' });
  await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'true'));
  expect(second).toHaveAttribute('aria-pressed', 'false');

  act(() => {
    window.localStorage.setItem(
      GARAGE_STORAGE_KEY,
      JSON.stringify({ cars: [{ vin: OTHER_VIN, price: 1, savedAt: '2026-11-01T00:00:00.000Z' }], searches: [] }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: GARAGE_STORAGE_KEY }));
  });
  await waitFor(() => expect(second).toHaveAttribute('aria-pressed', 'true'));
  expect(first).toHaveAttribute('aria-pressed', 'false');

  act(() => publishConsent(consent(['essential'])));
  await waitFor(() => expect(second).toHaveAttribute('aria-pressed', 'false'));
  expect(window.localStorage.getItem(GARAGE_STORAGE_KEY)).toBeNull();
});

test('cards drawn after the page (a visitor’s own results) are marked too', async () => {
  act(() => publishConsent(consent(['essential', 'functional'])));
  window.localStorage.setItem(
    GARAGE_STORAGE_KEY,
    JSON.stringify({ cars: [{ vin: VIN, price: 1, savedAt: '2026-11-01T00:00:00.000Z' }], searches: [] }),
  );
  const { container } = renderPage();
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Save 2021 Honda Civic Hatchback' })).toHaveAttribute(
      'aria-pressed',
      'true',
    ),
  );
  const list = container.querySelector('ul')!;
  act(() => {
    // As the personal results replace the cached cards: new markup, unpressed.
    list.innerHTML = list.innerHTML.replaceAll('aria-pressed="true"', 'aria-pressed="false"');
  });
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Save 2021 Honda Civic Hatchback' })).toHaveAttribute(
      'aria-pressed',
      'true',
    ),
  );
});

test('a press before any garage code loaded fetches it and is not lost', async () => {
  act(() => publishConsent(consent(['essential', 'functional'])));
  renderPage();
  const button = screen.getByRole('button', { name: 'Save 2020 Honda Accord' });
  fireEvent.click(button.querySelector('[data-save-mark]')!);
  await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
});
