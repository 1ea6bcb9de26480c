import { DEAL_UI_STRINGS } from '../../../../seed/src/content/deal-strings';
import { createTranslator } from '@/lib/i18n/strings';
import { DEAL_STRINGS, resolveDealStrings } from './strings';

test('the seed carries every deal key, with the built-in English, and a Spanish text', () => {
  const seeded = new Map(DEAL_UI_STRINGS.map(([key, en, es]) => [key, { en, es }]));
  expect([...seeded.keys()].sort()).toEqual(Object.keys(DEAL_STRINGS).sort());
  for (const [key, english] of Object.entries(DEAL_STRINGS)) {
    expect(seeded.get(key)?.en).toBe(english);
    expect(seeded.get(key)?.es).toBeTruthy();
  }
});

test('Spanish readers get the Spanish words', () => {
  const strings = resolveDealStrings(
    createTranslator(
      DEAL_UI_STRINGS.map(([key, en, es]) => ({ key, en, es })),
      'es',
    ),
  );
  expect(strings['deal.title']).toBe('Su hoja de trato');
  expect(strings['deal.send.submit']).toBe('Enviar a la tienda');
});
