import { VEHICLE_PAGE_UI_STRINGS } from '../../../../seed/src/content/vehicle-page-strings';
import { createTranslator } from '@/lib/i18n/strings';

import { creditTierName, resolveVehiclePageStrings, VEHICLE_PAGE_STRINGS } from './vehicle-page-strings';

const seeded = VEHICLE_PAGE_UI_STRINGS.map(([key, en, es]) => ({ key, en, es }));

test('the seed carries every vehicle-page key, with the built-in English, and a Spanish text', () => {
  const byKey = new Map(VEHICLE_PAGE_UI_STRINGS.map(([key, en, es]) => [key, { en, es }]));
  expect([...byKey.keys()].sort()).toEqual(Object.keys(VEHICLE_PAGE_STRINGS).sort());
  for (const [key, english] of Object.entries(VEHICLE_PAGE_STRINGS)) {
    expect(byKey.get(key)?.en).toBe(english);
    expect(byKey.get(key)?.es).toBeTruthy();
  }
});

test.each([
  ['vdp.page.details', 'Detalles'],
  ['vdp.page.price', 'Precio'],
  ['vdp.estimate.title', 'Pago estimado'],
  ['vdp.estimate.update', 'Actualizar estimado'],
] as const)('in Spanish %s reads %p', (key, expected) => {
  expect(resolveVehiclePageStrings(createTranslator(seeded, 'es'))[key]).toBe(expected);
});

test.each([
  ['es', 'Great', 'Excelente'],
  ['es', 'Okay', 'Aceptable'],
  ['en', 'Bad', 'Bad'],
  ['es', 'Unknown', 'Unknown'],
] as const)('credit tier in %s: %s → %s', (lang, label, expected) => {
  expect(creditTierName(resolveVehiclePageStrings(createTranslator(seeded, lang)), label)).toBe(expected);
});
