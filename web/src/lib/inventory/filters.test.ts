import {
  applyFilterQuery,
  EMPTY_FILTERS,
  filterPath,
  hasFilterQuery,
  parseFilterPath,
  type InventoryFilters,
} from './filters';

const f = (partial: Partial<InventoryFilters>): InventoryFilters => ({ ...EMPTY_FILTERS, ...partial });

describe('filter paths round trip', () => {
  test.each<[string, InventoryFilters]>([
    ['/cars-for-sale', f({})],
    ['/used-cars-for-sale', f({ condition: 'used', mileageMax: 85_000 })],
    ['/new-cars-for-sale', f({ condition: 'new' })],
    ['/cars-for-sale/price-under-20000', f({ priceMax: 20_000 })],
    ['/cars-for-sale/price-over-30000', f({ priceMin: 30_000 })],
    ['/cars-for-sale/price-10000-20000', f({ priceMin: 10_000, priceMax: 20_000 })],
    ['/cars-for-sale/great_deals/price_drop', f({ deal: 'price_drop' })],
    ['/cars-for-sale/great_deals/premium_upgrades', f({ deal: 'premium_upgrades' })],
    ['/cars-for-sale/suvs', f({ bodyStyle: 'suvs' })],
    [
      '/cars-for-sale/used/trucks/make-ford/model-f-150',
      f({ condition: 'used', bodyStyle: 'trucks', make: 'ford', model: 'f-150' }),
    ],
    ['/cars-for-sale/year-2018-2022', f({ yearMin: 2018, yearMax: 2022 })],
    ['/cars-for-sale/year-from-2020', f({ yearMin: 2020 })],
    ['/cars-for-sale/year-to-2015', f({ yearMax: 2015 })],
    ['/cars-for-sale/mileage-under-85000/color-black', f({ mileageMax: 85_000, color: 'black' })],
    [
      '/cars-for-sale/drivetrain-4wd/fuel-plug-in-hybrid/store-aurora',
      f({ drivetrain: '4wd', fuel: 'plug-in-hybrid', store: 'aurora' }),
    ],
    ['/cars-for-sale/payment-under-400', f({ payment: 400 })],
    [
      '/cars-for-sale/certified/make-land-rover/great_deals/price_drop',
      f({ condition: 'certified', make: 'land-rover', deal: 'price_drop' }),
    ],
  ])('%s', (path, filters) => {
    expect(parseFilterPath(path)).toEqual(filters);
    expect(filterPath(filters)).toBe(path);
  });
});

describe('paths that are not filter paths', () => {
  test.each([
    '/cars-for-sale/unknown',
    '/cars-for-sale/price-under-abc',
    '/cars-for-sale/suvs/sedans',
    '/cars-for-sale/make-ford/make-bmw',
    '/cars-for-sale/great_deals/cheap',
    '/cars-for-sale/great_deals',
    '/cars-for-sale/used/new',
    '/contact-us',
  ])('%s → null', (path) => {
    expect(parseFilterPath(path)).toBeNull();
  });

  test.each([
    ['/Cars-For-Sale/SUVS/', f({ bodyStyle: 'suvs' })],
    ['/cars-for-sale/mileage-under-85000', f({ mileageMax: 85_000 })],
    ['/cars-for-sale/used/mileage-under-85000', f({ condition: 'used', mileageMax: 85_000 })],
  ])('%s parses loosely and prints canonically', (path, filters) => {
    expect(parseFilterPath(path)).toEqual(filters);
  });

  // The used landing page lists used cars only: new and certified cars up to 85,000 miles are not on it.
  test.each<[InventoryFilters, string]>([
    [f({ condition: 'used', mileageMax: 85_000 }), '/used-cars-for-sale'],
    [f({ mileageMax: 85_000 }), '/cars-for-sale/mileage-under-85000'],
    [f({ condition: 'new', mileageMax: 85_000 }), '/cars-for-sale/new/mileage-under-85000'],
    [f({ condition: 'certified', mileageMax: 85_000 }), '/cars-for-sale/certified/mileage-under-85000'],
    [f({ condition: 'used' }), '/cars-for-sale/used'],
  ])('%j prints as %s', (filters, path) => {
    expect(filterPath(filters)).toBe(path);
  });
});

describe('query parameters', () => {
  test.each<[Record<string, string>, InventoryFilters, InventoryFilters]>([
    [{ make: 'Jeep' }, f({}), f({ make: 'jeep' })],
    [{ make: 'Land Rover', model: 'Range Rover Sport' }, f({}), f({ make: 'land-rover', model: 'range-rover-sport' })],
    [{ model: 'Camry' }, f({}), f({})],
    [{ bodyStyle: 'SUVs' }, f({}), f({ bodyStyle: 'suvs' })],
    [{ bodyStyle: 'boats' }, f({ bodyStyle: 'suvs' }), f({})],
    [{ priceMax: '$20,000', yearMin: '2018' }, f({}), f({ priceMax: 20_000, yearMin: 2018 })],
    [{ priceMax: '', make: '' }, f({ priceMax: 1, make: 'bmw' }), f({})],
    [
      { store: 'aurora', deal: 'price_drop', payment: '350' },
      f({}),
      f({ store: 'aurora', deal: 'price_drop', payment: 350 }),
    ],
    [{ condition: 'NEW' }, f({ mileageMax: 85_000 }), f({ condition: 'new', mileageMax: 85_000 })],
    [{ sort: 'priceLow' }, f({ color: 'red' }), f({ color: 'red' })],
  ])('%j over %j', (query, base, expected) => {
    expect(applyFilterQuery(base, new URLSearchParams(query))).toEqual(expected);
  });

  test.each([
    [{}, false],
    [{ sort: 'year', page: '2' }, false],
    [{ make: '' }, true],
    [{ priceMax: '20000' }, true],
  ])('%j has filter keys: %s', (query, expected) => {
    expect(hasFilterQuery(query)).toBe(expected);
  });
});
