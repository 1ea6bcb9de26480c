import { EMPTY_FILTERS } from './filters';
import { listsPrivateVehicles, priceVisible } from './private-inventory';
import type { SortOption } from './sort';

describe('listsPrivateVehicles: private vehicles are listed unless price would give their price away', () => {
  test.each<[string, Partial<typeof EMPTY_FILTERS>, SortOption, boolean, boolean]>([
    ['no filters, newest, locked', {}, 'newest', false, true],
    ['make filter, mileage sort, locked', { make: 'toyota' }, 'mileage', false, true],
    ['price drops (no price revealed), locked', { deal: 'price_drop' }, 'year', false, true],
    ['price under 20000, locked', { priceMax: 20000 }, 'newest', false, false],
    ['price over 30000, locked', { priceMin: 30000 }, 'newest', false, false],
    ['payment under 400, locked', { payment: 400 }, 'newest', false, false],
    ['price low to high, locked', {}, 'priceLow', false, false],
    ['price high to low, locked', {}, 'priceHigh', false, false],
    ['price under 20000, unlocked', { priceMax: 20000 }, 'priceLow', true, true],
    ['no filters, unlocked', {}, 'newest', true, true],
  ])('%s', (_label, change, sort, unlocked, expected) => {
    expect(listsPrivateVehicles({ ...EMPTY_FILTERS, ...change }, sort, unlocked)).toBe(expected);
  });
});

describe('priceVisible', () => {
  test.each<[boolean | null | undefined, boolean, boolean]>([
    [undefined, false, true],
    [null, false, true],
    [false, false, true],
    [true, false, false],
    [true, true, true],
  ])('isPrivate %p, unlocked %p → %p', (isPrivate, unlocked, expected) => {
    expect(priceVisible({ isPrivate }, unlocked)).toBe(expected);
  });
});
