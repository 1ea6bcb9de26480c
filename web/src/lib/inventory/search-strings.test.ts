import { BODY_STYLE_UI_STRINGS, SEARCH_PAGE_UI_STRINGS } from '../../../../seed/src/content/search-page-strings';
import { filterChips, searchHeading } from '@/lib/inventory/format';
import { parseFilterPath, type InventoryFilters } from '@/lib/inventory/filters';
import { resolveSearchStrings, SEARCH_STRINGS, valueName } from './search-strings';
import { createTranslator, interpolate } from '@/lib/i18n/strings';

test('the seed carries every search-page key, with the built-in English, and a Spanish text', () => {
  const seeded = new Map(SEARCH_PAGE_UI_STRINGS.map(([key, en, es]) => [key, { en, es }]));
  expect([...seeded.keys()].sort()).toEqual(Object.keys(SEARCH_STRINGS).sort());
  for (const [key, english] of Object.entries(SEARCH_STRINGS)) {
    expect(seeded.get(key)?.en).toBe(english);
    expect(seeded.get(key)?.es).toBeTruthy();
  }
});

test.each([
  ['en', 'Filters (2)'],
  ['es', 'Filtros (2)'],
] as const)('the filters button in %s counts the applied filters', (lang, expected) => {
  const strings = resolveSearchStrings(
    createTranslator(
      SEARCH_PAGE_UI_STRINGS.map(([key, en, es]) => ({ key, en, es })),
      lang,
    ),
  );
  expect(interpolate(strings['search.filters.open'], { count: 2 })).toBe(expected);
});

test('a key an editor deleted falls back to the built-in English', () => {
  const strings = resolveSearchStrings(createTranslator([], 'es'));
  expect(strings['search.filters.close']).toBe('Close filters');
});

describe('the search page in Spanish', () => {
  const spanish = resolveSearchStrings(
    createTranslator(
      SEARCH_PAGE_UI_STRINGS.map(([key, en, es]) => ({ key, en, es })),
      'es',
    ),
  );
  const word = (key: string, values: Record<string, string | number>, english: string) =>
    interpolate((spanish as Record<string, string>)[key] ?? english, values);

  test.each([
    ['search.form.title', 'Filtrar vehículos'],
    ['search.sort.priceLow', 'Precio: de menor a mayor'],
    ['search.empty.title', 'Ningún vehículo coincide con estos filtros'],
    ['search.pages.next', 'Siguiente'],
  ] as const)('%s reads %p', (key, expected) => {
    expect(spanish[key]).toBe(expected);
  });

  test.each<[Parameters<typeof valueName>[1], string, string, string]>([
    ['condition', 'certified', 'Certified pre-owned', 'Seminuevo certificado'],
    ['color', 'brown', 'Brown / tan', 'Marrón / beige'],
    ['fuel', 'plug-in-hybrid', 'Plug-in Hybrid', 'Híbrido enchufable'],
    ['deal', 'price_drop', 'Price drops', 'Rebajas de precio'],
    // A fuel the table does not know keeps the inventory's name.
    ['fuel', 'hydrogen', 'Hydrogen', 'Hydrogen'],
  ])('valueName(%p, %p) = %p in Spanish', (kind, value, name, expected) => {
    expect(valueName(spanish, kind, value, name)).toBe(expected);
  });

  test('applied filters read as Spanish chips', () => {
    const filters = {
      ...parseFilterPath('/cars-for-sale')!,
      condition: 'used',
      yearMin: 2020,
      priceMax: 20000,
      mileageMax: 50000,
      color: 'gray',
      fuel: 'hybrid',
    } as InventoryFilters;
    expect(filterChips(filters, {}, word).map((chip) => chip.label)).toEqual([
      'Usado',
      '2020 o más reciente',
      'Menos de $20,000',
      'Menos de 50,000 millas',
      'Gris',
      'Híbrido',
    ]);
    expect(filterChips(filters).map((chip) => chip.label)).toEqual([
      'Used',
      '2020 or newer',
      'Under $20,000',
      'Under 50,000 miles',
      'Gray',
      'Hybrid',
    ]);
  });

  const spanishWithBodies = resolveSearchStrings(
    createTranslator(
      [...SEARCH_PAGE_UI_STRINGS, ...BODY_STYLE_UI_STRINGS].map(([key, en, es]) => ({ key, en, es })),
      'es',
    ),
    'es',
  );
  const bodyWord = (key: string, values: Record<string, string | number>, english: string) =>
    interpolate((spanishWithBodies as Record<string, string>)[key] ?? english, values);
  const base = parseFilterPath('/cars-for-sale') as InventoryFilters;

  test.each<[string, Partial<InventoryFilters>, string, string]>([
    ['no filter', {}, 'Autos en venta', 'Cars for sale'],
    ['a body style', { bodyStyle: 'suvs' }, 'SUV en venta', 'SUVs for sale'],
    ['used Fords', { condition: 'used', make: 'ford' }, 'Autos Ford usados en venta', 'Used Ford cars for sale'],
    ['under a price', { priceMax: 20000 }, 'Autos en venta por menos de $20,000', 'Cars for sale under $20,000'],
    ['a deal', { deal: 'price_drop' }, 'Rebajas de precio: autos en venta', 'Price drops: cars for sale'],
  ])('the heading for %s reads %p in Spanish, %p in English', (_name, filters, spanishHeading, englishHeading) => {
    const state = { ...base, ...filters } as InventoryFilters;
    const names = { 'make:ford': 'Ford', 'bodyStyle:suvs': 'SUVs' };
    expect(searchHeading(state, names, bodyWord, 'es')).toBe(spanishHeading);
    expect(searchHeading(state, names)).toBe(englishHeading);
  });
});
