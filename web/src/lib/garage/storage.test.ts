import { GARAGE_STORAGE_KEY, MAX_SAVED_CARS, MAX_SEEN_VINS } from './constants';
import {
  createGarageStorage,
  emptyGarage,
  isCarSaved,
  markSearchSeen,
  newMatches,
  parseGarage,
  priceChange,
  removeCar,
  removeSearch,
  saveCar,
  saveSearch,
  type GarageState,
} from './storage';

const VIN_A = '19XFL4KJ0MF498819';
const VIN_B = '1HGCV1F34LA000001';
const VIN_C = '5YJ3E1EA7KF000002';
const AT = '2026-11-01T10:00:00.000Z';

function memoryStorage() {
  const memory = new Map<string, string>();
  return {
    memory,
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  };
}

describe('saved cars', () => {
  test('saving keeps the VIN, the price shown and the time, newest first', () => {
    let state = saveCar(emptyGarage(), { vin: VIN_A, price: 17695, savedAt: AT });
    state = saveCar(state, { vin: VIN_B, price: null, savedAt: AT });
    expect(state.cars).toEqual([
      { vin: VIN_B, price: null, savedAt: AT },
      { vin: VIN_A, price: 17695, savedAt: AT },
    ]);
  });

  test('saving a car again keeps the first price (the change is measured from the first save)', () => {
    const state = saveCar(emptyGarage(), { vin: VIN_A, price: 20000, savedAt: AT });
    expect(saveCar(state, { vin: VIN_A, price: 18000, savedAt: '2026-11-02T00:00:00.000Z' })).toBe(state);
  });

  test('removing a car takes only that car; removing an unsaved one changes nothing', () => {
    const state = saveCar(saveCar(emptyGarage(), { vin: VIN_A, price: 1, savedAt: AT }), {
      vin: VIN_B,
      price: 2,
      savedAt: AT,
    });
    const removed = removeCar(state, VIN_A);
    expect(isCarSaved(removed, VIN_A)).toBe(false);
    expect(isCarSaved(removed, VIN_B)).toBe(true);
    expect(removeCar(removed, VIN_C)).toBe(removed);
  });

  test('a malformed VIN is not saved', () => {
    expect(saveCar(emptyGarage(), { vin: 'IOQ12345678901234', price: 1, savedAt: AT }).cars).toEqual([]);
  });

  test(`at most ${MAX_SAVED_CARS} cars: the oldest save goes`, () => {
    let state = emptyGarage();
    for (let index = 0; index <= MAX_SAVED_CARS; index += 1) {
      state = saveCar(state, { vin: `1HGCV1F34LA${String(index).padStart(6, '0')}`, price: index, savedAt: AT });
    }
    expect(state.cars).toHaveLength(MAX_SAVED_CARS);
    expect(isCarSaved(state, '1HGCV1F34LA000000')).toBe(false);
  });
});

describe('price change since saving', () => {
  test.each([
    [20000, 18500, { kind: 'down', amount: 1500 }],
    [18500, 20000, { kind: 'up', amount: 1500 }],
    [18500, 18500, { kind: 'same' }],
    [null, 18500, { kind: 'unknown' }],
    [18500, null, { kind: 'unknown' }],
  ] as const)('saved at %p, now %p → %j', (saved, now, expected) => {
    expect(priceChange(saved, now)).toEqual(expected);
  });
});

describe('saved searches', () => {
  const search = { href: '/cars-for-sale/suvs', label: 'SUVs for sale', vins: [VIN_A, VIN_B], count: 2, savedAt: AT };

  test('saving keeps the address, the label and the matches seen; new matches are the ones not seen', () => {
    const state = saveSearch(emptyGarage(), search);
    expect(state.searches[0]).toEqual({
      href: '/cars-for-sale/suvs',
      label: 'SUVs for sale',
      count: 2,
      seenVins: [VIN_A, VIN_B],
      savedAt: AT,
    });
    expect(newMatches(state.searches[0]!, [VIN_C, VIN_A])).toEqual([VIN_C]);
  });

  test('opening it marks what matches now as seen', () => {
    const state = markSearchSeen(saveSearch(emptyGarage(), search), search.href, { vins: [VIN_C], count: 1 });
    expect(state.searches[0]).toMatchObject({ count: 1, seenVins: [VIN_C] });
    expect(newMatches(state.searches[0]!, [VIN_C])).toEqual([]);
  });

  test(`the seen set keeps at most ${MAX_SEEN_VINS} VINs`, () => {
    const many = Array.from(
      { length: MAX_SEEN_VINS + 5 },
      (_, index) => `1HGCV1F34LA${String(index).padStart(6, '0')}`,
    );
    expect(saveSearch(emptyGarage(), { ...search, vins: many }).searches[0]?.seenVins).toHaveLength(MAX_SEEN_VINS);
  });

  test('removing a search', () => {
    expect(removeSearch(saveSearch(emptyGarage(), search), search.href).searches).toEqual([]);
  });
});

describe('parseGarage', () => {
  test.each([[null], ['not json'], ['[]'], ['{"cars":"x"}']])('%p reads as an empty garage', (text) => {
    expect(parseGarage(text)).toEqual(emptyGarage());
  });

  test('drops malformed entries and repeats, keeps the rest', () => {
    const text = JSON.stringify({
      cars: [
        { vin: VIN_A, price: 100, savedAt: AT },
        { vin: VIN_A, price: 200, savedAt: AT },
        { vin: 'short', price: 1, savedAt: AT },
        { vin: VIN_B, price: 'cheap', savedAt: 'yesterday' },
      ],
      searches: [
        { href: 'https://evil.example/', label: 'x' },
        { href: '/cars-for-sale', seenVins: [VIN_A, 4] },
      ],
    });
    const state = parseGarage(text);
    expect(state.cars).toEqual([
      { vin: VIN_A, price: 100, savedAt: AT },
      { vin: VIN_B, price: null, savedAt: new Date(0).toISOString() },
    ]);
    expect(state.searches).toHaveLength(1);
    expect(state.searches[0]).toMatchObject({ href: '/cars-for-sale', label: '/cars-for-sale', seenVins: [VIN_A] });
  });
});

describe('createGarageStorage: functional consent gates every write', () => {
  const state: GarageState = saveCar(emptyGarage(), { vin: VIN_A, price: 100, savedAt: AT });

  test('without functional consent nothing is written and save says so', () => {
    const storage = memoryStorage();
    expect(createGarageStorage(storage).save(state, false)).toBe(false);
    expect(storage.memory.size).toBe(0);
  });

  test('with functional consent the garage is written under its one key and read back', () => {
    const storage = memoryStorage();
    const garage = createGarageStorage(storage);
    expect(garage.save(state, true)).toBe(true);
    expect([...storage.memory.keys()]).toEqual([GARAGE_STORAGE_KEY]);
    expect(garage.load()).toEqual(state);
  });

  test('forget removes it; a storage that throws (private mode, quota) is a refusal, not an error', () => {
    const storage = memoryStorage();
    const garage = createGarageStorage(storage);
    garage.save(state, true);
    garage.forget();
    expect(storage.memory.size).toBe(0);
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(createGarageStorage(broken).save(state, true)).toBe(false);
    expect(createGarageStorage(broken).load()).toEqual(emptyGarage());
  });
});
