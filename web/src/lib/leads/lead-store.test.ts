import { leadStore, UNKNOWN_STORE_MESSAGE, vehicleOfInterestVin } from './lead-store';

const stores = [
  { _id: 'store-aurora', storeId: 'aurora' },
  { _id: 'store-elgin', storeId: 'elgin' },
  { _id: 'store-joliet', storeId: 'joliet' },
];
const base = { stores, defaultStoreId: 'aurora', cookieStore: null };

describe('leadStore', () => {
  test.each<[string, Partial<Parameters<typeof leadStore>[0]>, string | null, string]>([
    ['nothing known: the default store', {}, 'aurora', 'visitor'],
    ['the cookie beats the default', { cookieStore: 'joliet' }, 'joliet', 'visitor'],
    ['the car’s store beats the cookie', { cookieStore: 'joliet', vehicleStoreId: 'store-elgin' }, 'elgin', 'vehicle'],
    [
      'the car’s store beats a pick on the form',
      { chosenStore: 'joliet', vehicleStoreId: 'store-elgin' },
      'elgin',
      'vehicle',
    ],
    [
      'a car of no known store: the visitor’s',
      { cookieStore: 'joliet', vehicleStoreId: 'store-gone' },
      'joliet',
      'visitor',
    ],
    ['the form’s pick beats the cookie', { cookieStore: 'joliet', chosenStore: 'elgin' }, 'elgin', 'chosen'],
    ['the pick by document id, any case', { chosenStore: ' Store-Elgin ' }, 'elgin', 'chosen'],
    ['a blank pick is no pick', { cookieStore: 'joliet', chosenStore: '  ' }, 'joliet', 'visitor'],
  ])('%s', (_name, patch, storeId, source) => {
    expect(leadStore({ ...base, ...patch })).toEqual({
      ok: true,
      store: stores.find((store) => store.storeId === storeId) ?? null,
      source,
    });
  });

  test('a pick that names no store is a field error, even when the car decides', () => {
    expect(leadStore({ ...base, chosenStore: 'nowhere' })).toEqual({
      ok: false,
      errors: { store: UNKNOWN_STORE_MESSAGE },
    });
    expect(leadStore({ ...base, chosenStore: 'nowhere', vehicleStoreId: 'store-elgin' }).ok).toBe(false);
  });

  test('no stores at all: no store, no error', () => {
    expect(leadStore({ stores: [], defaultStoreId: null, cookieStore: 'elgin' })).toEqual({
      ok: true,
      store: null,
      source: 'visitor',
    });
  });
});

describe('vehicleOfInterestVin', () => {
  test('the VIN of the car a lead is about', () => {
    expect(vehicleOfInterestVin({ formType: 'SCHEDULE_TEST_DRIVE', vehicle: { vin: '1C4RJFMX8PX282890' } })).toBe(
      '1C4RJFMX8PX282890',
    );
    expect(vehicleOfInterestVin({ formType: 'UNLOCK_PRICE', vehicle: { vin: ' ' } })).toBeNull();
    expect(vehicleOfInterestVin({ formType: 'CONTACT_SALES' })).toBeNull();
  });

  test('a service booking’s car is the visitor’s own, never a car of the inventory', () => {
    expect(vehicleOfInterestVin({ formType: 'SERVICE', vehicle: { vin: '1C4RJFMX8PX282890' } })).toBeNull();
  });
});
