import { SEARCH_PAGE_UI_STRINGS } from '../../../../seed/src/content/search-page-strings';
import { resolveSearchStrings, SEARCH_STRINGS } from './search-strings';
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
