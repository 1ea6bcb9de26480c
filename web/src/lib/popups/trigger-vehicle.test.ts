/**
 * @jest-environment jsdom
 */
import { triggerVehicleAttribute, triggerVehicleOf } from './trigger-vehicle';

const CAR = {
  vin: '1C4RJFMX8PX282890',
  year: 2023,
  make: 'Jeep',
  model: 'Grand Cherokee',
  price: 41_990,
  url: '/used-cars-for-sale/2023-jeep-grand-cherokee-1C4RJFMX8PX282890',
};

function button(attribute: string | null): HTMLElement {
  document.body.innerHTML = `<article><button data-popup-trigger="price-alert"><span>Price alert</span></button><a href="#">Other</a></article>`;
  const element = document.querySelector('button')!;
  if (attribute !== null) element.setAttribute('data-popup-vehicle', attribute);
  return element;
}

test('a click on the button, or on its text, gives its car', () => {
  const element = button(triggerVehicleAttribute(CAR));
  expect(triggerVehicleOf(element)).toEqual(CAR);
  expect(triggerVehicleOf(element.querySelector('span')!)).toEqual(CAR);
});

test('a click elsewhere, or a button without a car, gives none', () => {
  button(triggerVehicleAttribute(CAR));
  expect(triggerVehicleOf(document.querySelector('a')!)).toBeNull();
  expect(triggerVehicleOf(button(null))).toBeNull();
});

test.each([
  ['not JSON', '{vin'],
  ['no VIN', JSON.stringify({ make: 'Jeep' })],
  ['a VIN with I, O or Q', JSON.stringify({ vin: '1C4RJFMX8PX28289O' })],
  ['an array', '[]'],
])('%s: none', (_case, attribute) => {
  expect(triggerVehicleOf(button(attribute))).toBeNull();
});

test('unknown keys and wrong types are left out', () => {
  const attribute = JSON.stringify({
    vin: CAR.vin,
    year: '2023',
    price: 41_990,
    email: 'x@example.com',
    make: ' Jeep ',
  });
  expect(triggerVehicleOf(button(attribute))).toEqual({ vin: CAR.vin, price: 41_990, make: 'Jeep' });
});
