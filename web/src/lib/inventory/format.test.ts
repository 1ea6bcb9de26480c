import { EMPTY_FILTERS, type InventoryFilters } from './filters';
import { filterChips, formatMiles, formatNumber, formatPrice, searchHeading, withoutChip } from './format';

const f = (partial: Partial<InventoryFilters>): InventoryFilters => ({ ...EMPTY_FILTERS, ...partial });
const names = { 'bodyStyle:suvs': 'SUVs', 'bodyStyle:trucks': 'Trucks', 'model:f-150': 'F-150' };

describe('search headings', () => {
  test.each([
    [f({}), 'Cars for sale'],
    [f({ bodyStyle: 'suvs' }), 'SUVs for sale'],
    [f({ condition: 'used', make: 'land-rover' }), 'Used Land Rover cars for sale'],
    [f({ make: 'ford', model: 'f-150', bodyStyle: 'trucks' }), 'Ford F-150 Trucks for sale'],
    [f({ priceMax: 20_000 }), 'Cars for sale under $20,000'],
    [f({ payment: 400 }), 'Cars for sale under $400/month'],
    [f({ deal: 'price_drop' }), 'Price drops: cars for sale'],
  ])('%j → %s', (filters, heading) => {
    expect(searchHeading(filters, names)).toBe(heading);
  });
});

describe('filter chips', () => {
  test.each<[InventoryFilters, string[]]>([
    [f({}), []],
    [f({ make: 'ford', model: 'f-150', store: 'orland-park' }), ['Ford', 'F-150', 'Orland Park']],
    [f({ yearMin: 2018, yearMax: 2020, priceMin: 10_000 }), ['2018–2020', 'Over $10,000']],
    [
      f({ mileageMax: 85_000, color: 'blue', deal: 'premium_upgrades' }),
      ['Under 85,000 miles', 'Blue', 'Premium upgrades'],
    ],
  ])('%j', (filters, labels) => {
    expect(filterChips(filters, names).map((chip) => chip.label)).toEqual(labels);
  });

  test.each<[InventoryFilters, number, InventoryFilters]>([
    [f({ make: 'ford', model: 'f-150' }), 0, f({})],
    [f({ make: 'ford', model: 'f-150' }), 1, f({ make: 'ford' })],
    [f({ yearMin: 2018, yearMax: 2020 }), 0, f({})],
    [f({ priceMax: 1, color: 'red' }), 1, f({ priceMax: 1 })],
  ])('removing chip %#', (filters, index, expected) => {
    const chip = filterChips(filters)[index];
    if (!chip) throw new Error('no chip');
    expect(withoutChip(filters, chip)).toEqual(expected);
  });
});

describe('number formatting', () => {
  test('no formatter is built as the module loads (the page start-up task stays free of locale data)', () => {
    const built = jest.spyOn(Intl, 'NumberFormat');
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, loaded here
        const fresh = require('./format') as typeof import('./format');
        expect(built).not.toHaveBeenCalled();
        expect(fresh.formatPrice(18_995)).toBe('$18,995');
        expect(fresh.formatPrice(1_250)).toBe('$1,250');
        expect(built).toHaveBeenCalledTimes(1);
      });
    } finally {
      built.mockRestore();
    }
  });

  const formats = { formatPrice, formatNumber, formatMiles };
  test.each([
    ['formatPrice', 18_995, '$18,995'],
    ['formatPrice', 18_995.6, '$18,996'],
    ['formatNumber', 1_234, '1,234'],
    ['formatMiles', 42_100, '42,100 mi'],
  ] as const)('%s(%d) → %s', (name, value, text) => {
    expect(formats[name](value)).toBe(text);
  });
});
