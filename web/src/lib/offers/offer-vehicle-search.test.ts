import { filterPath } from '@/lib/inventory/filters';
import { offerVehicleSearches, type OfferVehicleCondition } from './offer-vehicle-search';

test.each<[string, OfferVehicleCondition[] | null | undefined, string[]]>([
  ['no rows: any car', [], ['/cars-for-sale']],
  ['no field (null): any car', null, ['/cars-for-sale']],
  ['condition only', [{ condition: 'used' }], ['/cars-for-sale/used']],
  ['certified', [{ condition: 'certified' }], ['/cars-for-sale/certified']],
  ['new is the new-car listing', [{ condition: 'new' }], ['/new-cars-for-sale']],
  [
    'make and model are slugs',
    [{ condition: 'used', make: 'Chevrolet', model: 'Silverado 1500' }],
    ['/cars-for-sale/used/make-chevrolet/model-silverado-1500'],
  ],
  ['a model with a dash', [{ make: 'Ford', model: 'F-150' }], ['/cars-for-sale/make-ford/model-f-150']],
  ['model year is one year', [{ year: 2021, make: 'Honda' }], ['/cars-for-sale/make-honda/year-2021-2021']],
  ['maximum mileage', [{ condition: 'used', mileage: 60000 }], ['/cars-for-sale/used/mileage-under-60000']],
  ['used up to 85,000 miles is the used-car listing', [{ condition: 'used', mileage: 85000 }], ['/used-cars-for-sale']],
  ['an unknown condition is ignored', [{ condition: 'salvage', make: 'Ram' }], ['/cars-for-sale/make-ram']],
  ['blank words are ignored', [{ make: ' ', model: '' }], ['/cars-for-sale']],
  [
    'rows add up, in order, once each',
    [
      { condition: 'used', make: 'Ford', model: 'F-150' },
      { condition: 'used', make: 'Ram', model: '1500' },
      { condition: 'used', make: 'Ford', model: 'F-150' },
    ],
    ['/cars-for-sale/used/make-ford/model-f-150', '/cars-for-sale/used/make-ram/model-1500'],
  ],
])('%s', (_name, conditions, paths) => {
  expect(offerVehicleSearches(conditions).map(filterPath)).toEqual(paths);
});
