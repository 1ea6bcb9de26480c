import { BODY_STYLE_UI_STRINGS, SEARCH_PAGE_UI_STRINGS } from '../../../../seed/src/content/search-page-strings';
import { filterChips, searchHeading } from '@/lib/inventory/format';
import { parseFilterPath, type InventoryFilters } from '@/lib/inventory/filters';
import {
  DRAWER_STRING_KEYS,
  FILTERS_BUTTON_STRING_KEYS,
  personalResultsStrings,
  pickStrings,
  resolveSearchStrings,
  SEARCH_STRINGS,
  valueName,
  type SearchStringKey,
  type SearchStrings,
} from './search-strings';
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

describe('client islands get only the strings they show', () => {
  const all = SEARCH_STRINGS as SearchStrings;

  test.each<[string, readonly SearchStringKey[]]>([
    ['the drawer', DRAWER_STRING_KEYS],
    ['the filters button', FILTERS_BUTTON_STRING_KEYS],
  ])('%s: exactly its keys, with their text', (_name, keys) => {
    expect(pickStrings(all, keys)).toEqual(Object.fromEntries(keys.map((key) => [key, all[key]])));
  });

  test.each<[string, boolean]>([
    // What a visitor's own results read (components/inventory/personal-grid.tsx and the cards).
    ['search.personal.summary', true],
    ['search.personal.unlocked', true],
    ['search.personal.savedTerms', true],
    ['search.personal.separator', true],
    ['search.results.one', true],
    ['search.results.other', true],
    ['search.results.page', true],
    ['search.empty.title', true],
    ['search.card.was', true],
    ['search.card.priceDrop', true],
    ['search.card.premiumUpgrade', true],
    ['search.fuel.electric', true],
    // The rest of the page's words stay on the server.
    ['search.form.make', false],
    ['search.sort.newest', false],
    ['search.color.black', false],
    ['search.empty.text', false],
    ['search.filters.open', false],
  ])('personal results: %s sent: %s', (key, sent) => {
    const picked = personalResultsStrings(all);
    expect(key in picked).toBe(sent);
    if (sent) expect(picked[key]).toBe(all[key as SearchStringKey]);
  });

  test('personal results: a small share of the table', () => {
    expect(Object.keys(personalResultsStrings(all)).length).toBeLessThan(Object.keys(all).length / 3);
  });
});
