/** The garage's moments as the marketing team reads them (docs/garage.md#tracking, docs/tracking.md#event-values). */
import { trackingValue } from './events';
import { garageTrackEvent } from './track-events';

test.each([
  ['vehicleSaved', 'AddToWishlist', 3, 'add_to_wishlist'],
  ['searchSaved', 'SaveSearch', 2, 'save_search'],
  ['vehiclesCompared', 'CompareVehicles', 3, 'compare_vehicles'],
] as const)('%s → %s worth %p USD, GA4 %s', (moment, name, value, ga4) => {
  const event = garageTrackEvent(moment, {});
  expect(event).toMatchObject({ name, value, ga4: { name: ga4, params: { currency: 'USD', value } } });
  expect(trackingValue(name).value).toBe(value);
});

test('a saved car carries its VIN and price; a comparison its VINs; a saved search its address', () => {
  expect(garageTrackEvent('vehicleSaved', { vehicles: [{ vin: 'VIN1', price: 17695 }] })).toMatchObject({
    ga4: { params: { items: [{ item_id: 'VIN1', price: 17695 }] } },
    customData: { content_ids: 'VIN1', content_type: 'vehicle' },
  });
  expect(garageTrackEvent('vehiclesCompared', { vehicles: [{ vin: 'A' }, { vin: 'B' }] }).customData).toEqual({
    content_ids: 'A,B',
    content_type: 'vehicle',
  });
  expect(garageTrackEvent('searchSaved', { searchTerm: '/cars-for-sale/suvs' }).ga4?.params).toMatchObject({
    search_term: '/cars-for-sale/suvs',
  });
});
