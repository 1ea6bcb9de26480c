import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { publishConsent } from '@/components/consent/consent-store';
import type { ConsentState } from '@/lib/consent';
import { GARAGE_STORAGE_KEY } from '@/lib/garage/constants';
import { GARAGE_STRINGS, saveControlStrings } from '@/lib/garage/strings';
import { SaveControlsProvider } from './save-controls-context';
import { SaveVehicleButton } from './save-vehicle-button';

jest.mock('@/lib/tracking/fire-conversion', () => ({ fireVehicleSaved: jest.fn() }));

const VIN = '19XFL4KJ0MF498819';
const consent = (allowed: ConsentState['allowed'], decided = true): ConsentState => ({
  tier: 3,
  allowed,
  decided,
  gpc: false,
});

function renderButton() {
  return render(
    <SaveControlsProvider strings={saveControlStrings(GARAGE_STRINGS)}>
      <SaveVehicleButton vin={VIN} price={17695} title="2021 Honda Civic Hatchback" />
    </SaveControlsProvider>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
});

test('with functional consent: a toggle named with the car keeps the VIN, price and time, and says where', () => {
  act(() => publishConsent(consent(['essential', 'functional'])));
  renderButton();
  const button = screen.getByRole('button', { name: 'Save 2021 Honda Civic Hatchback' });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Saved to My Garage. View My Garage');
  const stored = JSON.parse(window.localStorage.getItem(GARAGE_STORAGE_KEY) ?? '{}') as { cars: unknown[] };
  expect(stored.cars).toEqual([{ vin: VIN, price: 17695, savedAt: expect.any(String) }]);
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('status')).toHaveTextContent('Removed from My Garage.');
});

test('without functional consent: nothing is kept, and the control explains and offers the cookie settings', () => {
  act(() => publishConsent(consent(['essential', 'analytics'])));
  renderButton();
  const button = screen.getByRole('button', { name: 'Save 2021 Honda Civic Hatchback' });
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('status')).toHaveTextContent('saving needs functional cookies');
  expect(screen.getByRole('link', { name: 'Change cookie choice' })).toHaveAttribute('href', '#cookie-settings');
  expect(window.localStorage.getItem(GARAGE_STORAGE_KEY)).toBeNull();
});

test('a garage kept in another tab shows here; it is removed once the visitor decides without functional storage', () => {
  act(() => publishConsent(consent(['essential', 'functional', 'analytics'])));
  renderButton();
  const button = screen.getByRole('button', { name: 'Save 2021 Honda Civic Hatchback' });
  act(() => {
    window.localStorage.setItem(
      GARAGE_STORAGE_KEY,
      JSON.stringify({ cars: [{ vin: VIN, price: 1, savedAt: '2026-11-01T00:00:00.000Z' }], searches: [] }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: GARAGE_STORAGE_KEY }));
  });
  expect(button).toHaveAttribute('aria-pressed', 'true');
  act(() => publishConsent(consent(['essential'])));
  expect(window.localStorage.getItem(GARAGE_STORAGE_KEY)).toBeNull();
  expect(button).toHaveAttribute('aria-pressed', 'false');
});

test('without the page’s words (no provider) a card shows no control', () => {
  render(<SaveVehicleButton vin={VIN} price={1} title="x" />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
