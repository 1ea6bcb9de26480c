import { GARAGE_UI_STRINGS } from '../../../../seed/src/content/garage-strings';
import { createTranslator } from '@/lib/i18n/strings';
import { GARAGE_STRINGS, resolveGarageStrings, saveControlStrings, saveVehicleWords } from './strings';

test('the seed carries every garage key, with the built-in English, and a Spanish text', () => {
  const seeded = new Map(GARAGE_UI_STRINGS.map(([key, en, es]) => [key, { en, es }]));
  expect([...seeded.keys()].sort()).toEqual(Object.keys(GARAGE_STRINGS).sort());
  for (const [key, english] of Object.entries(GARAGE_STRINGS)) {
    expect(seeded.get(key)?.en).toBe(english);
    expect(seeded.get(key)?.es).toBeTruthy();
  }
});

test('Spanish readers get the Spanish words; the Save controls get only their own keys', () => {
  const strings = resolveGarageStrings(
    createTranslator(
      GARAGE_UI_STRINGS.map(([key, en, es]) => ({ key, en, es })),
      'es',
    ),
  );
  expect(strings['garage.title']).toBe('Mi garaje');
  expect(saveVehicleWords(strings).label).toBe('Guardar');
  const save = saveControlStrings(strings);
  expect(save['garage.consent.change']).toBeTruthy();
  expect(save['garage.save.saved']).not.toBe(GARAGE_STRINGS['garage.save.saved']);
  expect(Object.keys(save).every((key) => key.startsWith('garage.'))).toBe(true);
  expect('garage.title' in save).toBe(false);
});
