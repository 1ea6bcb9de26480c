import { STORE_UI_STRINGS } from '../../../../seed/src/content/store-strings';
import { UI_STRINGS } from '../../../../seed/src/content/settings';
import { STORE_DEFAULT_STRINGS } from './store-strings';
import { createTranslator } from './strings';

const seeded = new Map(STORE_UI_STRINGS.map(([key, en, es]) => [key, { en, es }]));
const keys = Object.keys(STORE_DEFAULT_STRINGS) as (keyof typeof STORE_DEFAULT_STRINGS)[];

test.each(keys)('the seed carries %s with the built-in English and a Spanish text of its own', (key) => {
  const row = seeded.get(key);
  expect(row?.en).toBe(STORE_DEFAULT_STRINGS[key]);
  expect(row?.es.trim()).toBeTruthy();
  expect(row?.es).not.toBe(row?.en);
});

test('the seed has no store key the site does not use, and none clashes with the general table', () => {
  expect([...seeded.keys()].sort()).toEqual([...keys].sort());
  const general = new Set(UI_STRINGS.map(([key]) => key));
  expect([...seeded.keys()].filter((key) => general.has(key))).toEqual([]);
});

test('placeholders survive translation', () => {
  for (const [, en, es] of STORE_UI_STRINGS) expect(es.match(/\{\w+\}/g) ?? []).toEqual(en.match(/\{\w+\}/g) ?? []);
});

test.each([
  ['es', 'storePicker.label', {}, 'Su tienda'],
  ['es', 'storePicker.today', { hours: '9AM - 7PM' }, 'Hoy 9AM - 7PM'],
  ['es', 'locations.away', { distance: '3.2 mi' }, 'A 3.2 mi'],
  ['en', 'storePicker.choose', {}, 'Make this my store'],
] as const)('the %s translator over the seeded table: %s → %p', (lang, key, values, expected) => {
  const t = createTranslator(
    STORE_UI_STRINGS.map(([k, en, es]) => ({ key: k, en, es })),
    lang,
  );
  expect(t(key, values)).toBe(expected);
});

test('a key an editor deleted falls back to the built-in English', () => {
  expect(createTranslator([], 'es')('storePicker.needsConsent')).toBe('Allow functional cookies to choose a store.');
});
