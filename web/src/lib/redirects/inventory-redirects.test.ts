import { inventoryRedirect, isInventoryRedirectCandidate, searchRootLocation } from './inventory-redirects';

describe('legacy vehicle URLs (first)', () => {
  test.each([
    ['/used-vehicle/toyota/camry/4T1B11HK5KU123456', { kind: 'vehicle', vin: '4T1B11HK5KU123456', condition: 'used' }],
    ['/new-vehicle/ford/2026/1ftfw1e50pfa12345/', { kind: 'vehicle', vin: '1FTFW1E50PFA12345', condition: 'new' }],
    [
      '/certified-vehicle/bmw/x5/5UXCR6C05L9B12345',
      { kind: 'vehicle', vin: '5UXCR6C05L9B12345', condition: 'certified' },
    ],
  ])('%s', (path, expected) => {
    expect(inventoryRedirect(path, ['used', 'new'])).toEqual(expected);
  });

  test.each([
    '/used-vehicle/toyota/camry/NOTAVIN',
    '/used-vehicle/toyota/4T1B11HK5KU123456',
    '/used-vehicle/toyota/camry/4T1B11HK5KU123456/extra',
    '/salvage-vehicle/toyota/camry/4T1B11HK5KU123456',
    '/used-vehicle/toyota/camry/4T1B11HK5KU12345I',
  ])('%s → no redirect', (path) => {
    expect(inventoryRedirect(path, ['used'])).toBeNull();
  });
});

describe('/search-vehicles', () => {
  test.each([
    [['used', 'new', 'certified'], '/cars-for-sale'],
    [['used', 'new'], '/cars-for-sale'],
    [[], '/cars-for-sale'],
    [null, '/cars-for-sale'],
    [['new'], '/new-cars-for-sale'],
    [['used'], '/cars-for-sale/used'],
    [['certified', 'certified'], '/cars-for-sale/certified'],
  ])('conditions %j → %s', (conditions, location) => {
    expect(searchRootLocation(conditions)).toBe(location);
    expect(inventoryRedirect('/search-vehicles/', conditions)).toEqual({ kind: 'path', location });
  });
});

describe('/search-vehicles/{condition|all}-inventory/{filter}/{value}/{sub}', () => {
  test.each([
    ['/search-vehicles/all-inventory', '/cars-for-sale'],
    ['/search-vehicles/used-inventory', '/cars-for-sale/used'],
    ['/search-vehicles/new-inventory', '/new-cars-for-sale'],
    ['/search-vehicles/all-inventory/price/max/20000', '/cars-for-sale/price-under-20000'],
    ['/search-vehicles/all-inventory/price/min/15000', '/cars-for-sale/price-over-15000'],
    ['/search-vehicles/used-inventory/price/max/20000', '/cars-for-sale/used/price-under-20000'],
    ['/search-vehicles/all-inventory/make/Land%20Rover', '/cars-for-sale/make-land-rover'],
    ['/search-vehicles/used-inventory/make/ford/f-150', '/cars-for-sale/used/make-ford/model-f-150'],
    ['/search-vehicles/all-inventory/body/suvs', '/cars-for-sale/suvs'],
    ['/search-vehicles/all-inventory/bodystyle/trucks', '/cars-for-sale/trucks'],
    ['/search-vehicles/all-inventory/year/2019', '/cars-for-sale/year-2019-2019'],
    ['/search-vehicles/all-inventory/year/2022/2018', '/cars-for-sale/year-2018-2022'],
    // The used listing is used cars under 85,000 miles: all conditions under that mileage stay a filter path.
    ['/search-vehicles/all-inventory/mileage/max/85000', '/cars-for-sale/mileage-under-85000'],
    ['/search-vehicles/used-inventory/mileage/max/85000', '/used-cars-for-sale'],
    ['/search-vehicles/certified-inventory/color/Black', '/cars-for-sale/certified/color-black'],
    ['/search-vehicles/all-inventory/store/aurora', '/cars-for-sale/store-aurora'],
  ])('%s → %s', (path, location) => {
    expect(inventoryRedirect(path, ['used', 'new'])).toEqual({ kind: 'path', location });
  });

  test.each([
    '/search-vehicles/salvage-inventory',
    '/search-vehicles/all-inventory/price/avg/20000',
    '/search-vehicles/all-inventory/price/max/cheap',
    '/search-vehicles/all-inventory/body/boats',
    '/search-vehicles/all-inventory/unknown/x',
    '/search-vehicles/all-inventory/make',
    '/search-vehicles/all-inventory/make/ford/f-150/extra',
    '/search-vehicles/all-inventory/model/camry',
  ])('%s → no redirect (404)', (path) => {
    expect(inventoryRedirect(path, ['used'])).toBeNull();
  });
});

test.each([
  ['/used-vehicle/a/b/c', true],
  ['/search-vehicles', true],
  ['/search-vehicles/all-inventory', true],
  ['/search-vehiclesx', false],
  ['/cars-for-sale', false],
])('%s is a redirect candidate: %s', (path, expected) => {
  expect(isInventoryRedirectCandidate(path)).toBe(expected);
});
