import { gateRoute } from './route-gate';
import { SELL_CAR_ENABLED_PAGES } from '../../../test/fixtures/enabled-pages';

const sellCar = SELL_CAR_ENABLED_PAGES;

test.each([
  ['/', { action: 'pass' }],
  ['/contact-us', { action: 'pass' }],
  ['/sell-trade-my-car/your-vehicle', { action: 'pass' }],
  // The seller's guide is on; the buying guide belongs to the inventory feature, off on this variant.
  ['/value-my-car-how-it-works', { action: 'pass' }],
  ['/how-it-works', { action: 'not-found', kind: 'unmatched' }],
  ['/auto-financing', { action: 'not-found', kind: 'unmatched' }],
  ['/service/schedule', { action: 'not-found', kind: 'unmatched' }],
  ['/special-offers/dealer/abc', { action: 'not-found', kind: 'unmatched' }],
  ['/legal/privacy-policy', { action: 'check-slug', type: 'legalPage', slug: 'privacy-policy' }],
  ['/legal/unknown', { action: 'not-found', kind: 'invalid' }],
  ['/car-research/how-to-sell', { action: 'check-slug', type: 'article', slug: 'how-to-sell' }],
  ['/car-research/search', { action: 'pass' }],
  ['/our-company/meet-our-team/jane', { action: 'check-slug', type: 'teamMember', slug: 'jane' }],
  ['/used-cars-for-sale/2020-honda-civic-1HGBH41JXMN109186', { action: 'not-found', kind: 'unmatched' }],
  // Without an inventory a legacy vehicle URL names nothing either.
  ['/used-vehicle/honda/civic/1HGBH41JXMN109186', { action: 'not-found', kind: 'unmatched' }],
  ['/no-such-page', { action: 'pass' }],
  ['/favicon.ico', { action: 'pass' }],
])('%s → %o', (path, expected) => {
  expect(gateRoute(path, sellCar)).toEqual(expected);
});

test('the dealership variant serves financing', () => {
  expect(gateRoute('/auto-financing', [...sellCar, 'financing'])).toEqual({ action: 'pass' });
});

test('with the inventory, the buying guide is served', () => {
  expect(gateRoute('/how-it-works', [...sellCar, 'inventory'])).toEqual({ action: 'pass' });
});

test.each([
  ['/special-offers/sales/truck-month', { action: 'check-offer', offerType: 'sales', offerId: 'truck-month' }],
  ['/special-offers/service/oil', { action: 'check-offer', offerType: 'service', offerId: 'oil' }],
  ['/special-offers/dealer/x1', { action: 'check-offer', offerType: 'dealer', offerId: 'x1' }],
  ['/special-offers/service', { action: 'pass' }],
])('with special offers enabled, %s → %o', (path, expected) => {
  expect(gateRoute(path, [...sellCar, 'specialOffers'])).toEqual(expected);
});

test.each([
  ['/used-cars-for-sale/2020-honda-civic-1HGBH41JXMN109186', { action: 'check-vehicle', vin: '1HGBH41JXMN109186' }],
  ['/certified-cars-for-sale/2021-bmw-x3-5UXTY5C05M9D12345', { action: 'check-vehicle', vin: '5UXTY5C05M9D12345' }],
  ['/used-vehicle/honda/2020/1hgbh41jxmn109186', { action: 'check-vehicle', vin: '1HGBH41JXMN109186' }],
  ['/new-vehicle/ford/f-150/1FTFW1E50NFA00001', { action: 'check-vehicle', vin: '1FTFW1E50NFA00001' }],
  ['/used-vehicle/honda/civic/not-a-vin', { action: 'pass' }],
  ['/used-cars-for-sale', { action: 'pass' }],
])('with the inventory, %s → %o', (path, expected) => {
  expect(gateRoute(path, [...sellCar, 'inventory'])).toEqual(expected);
});
