import { selectStore } from './selected-store';

const stores = [
  { _id: 'store.naperville', storeId: 'naperville', name: 'Naperville' },
  { _id: 'store.aurora', storeId: 'aurora', name: 'Aurora' },
];

describe('selectStore', () => {
  test.each([
    ['cookie names a store by storeId', 'naperville', 'aurora', 'Aurora'],
    ['cookie names a store by _id', 'naperville', 'store.aurora', 'Aurora'],
    ['cookie is case-insensitive', 'naperville', 'AURORA', 'Aurora'],
    ['unknown cookie falls back to the default store', 'aurora', 'chicago', 'Aurora'],
    ['no cookie uses the default store', 'aurora', undefined, 'Aurora'],
    ['empty cookie uses the default store', 'aurora', '', 'Aurora'],
    ['no default and no cookie uses the first store', null, undefined, 'Naperville'],
    ['default given as _id', 'store.aurora', undefined, 'Aurora'],
  ])('%s', (_, defaultStoreId, cookie, expected) => {
    expect(selectStore(stores, defaultStoreId, cookie)?.name).toBe(expected);
  });

  test('no stores gives null', () => {
    expect(selectStore([], 'aurora', 'aurora')).toBeNull();
    expect(selectStore(null, null, null)).toBeNull();
  });
});
