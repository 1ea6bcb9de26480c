import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { GARAGE_STRINGS, saveVehicleWords } from '@/lib/garage/strings';
import type { VehicleCard as VehicleCardData } from '@/server/inventory/search';
import { CardPricingProvider } from './card-pricing-context';
import { VehicleCard } from './vehicle-card';

const VEHICLE = {
  _id: 'vehicle-1',
  vin: '19XFL4KJ0MF498819',
  year: 2021,
  make: 'Honda',
  model: 'Civic',
  condition: 'used',
  price: 17695,
} as unknown as VehicleCardData;

const card = (saveWords?: ReturnType<typeof saveVehicleWords>) =>
  render(
    <CardPricingProvider payment={null} strings={{ locked: 'Locked', payment: '{payment}' }} lockIcon={null}>
      <VehicleCard vehicle={VEHICLE} saveWords={saveWords} />
    </CardPricingProvider>,
  );

test('a card on a page with the Save controls’ island: a plain unpressed toggle named with the car', () => {
  card(saveVehicleWords(GARAGE_STRINGS));
  const save = screen.getByRole('button', { name: 'Save 2021 Honda Civic' });
  expect(save).toHaveAttribute('aria-pressed', 'false');
  expect(save).toHaveAttribute('data-save-vin', VEHICLE.vin);
  expect(save).toHaveAttribute('data-save-price', '17695');
  expect(save.closest('[data-save-control]')?.querySelector('[role="status"]')).toBeEmptyDOMElement();
});

test('without the page’s words (no island on that page) a card shows no Save control', () => {
  card();
  expect(screen.queryByRole('button', { name: /^Save / })).not.toBeInTheDocument();
});
