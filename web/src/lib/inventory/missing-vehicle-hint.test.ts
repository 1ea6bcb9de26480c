import { missingVehicleHint } from './missing-vehicle-hint';

const stocked = [
  { make: 'Honda', model: 'Civic' },
  { make: 'Ford', model: 'F-150' },
  { make: 'Land Rover', model: 'Range Rover Sport' },
  { make: null, model: 'Orphan' },
];

test.each([
  ['/used-cars-for-sale/2019-honda-civic-2HGFC2F59KH000000', { make: 'Honda', model: 'Civic' }],
  ['/used-cars-for-sale/2019-Honda-Civic-2HGFC2F59KH000000', { make: 'Honda', model: 'Civic' }],
  ['/used-cars-for-sale/2020-ford-f-150-1FTFW1E50NFA00001', { make: 'Ford', model: 'F-150' }],
  [
    '/certified-cars-for-sale/2021-land-rover-range-rover-sport-SALWR2SU5MA000001',
    { make: 'Land Rover', model: 'Range Rover Sport' },
  ],
  ['/used-cars-for-sale/2019-honda-insight-2HGFC2F59KH000000', null],
  ['/used-vehicle/honda/civic/2HGFC2F59KH000000', { make: 'Honda', model: 'Civic' }],
  ['/used-vehicle/ford/2020/1FTFW1E50NFA00001', null],
  ['/contact-us', null],
])('%s → %o', (path, expected) => {
  expect(missingVehicleHint(path, stocked)).toEqual(expected);
});
