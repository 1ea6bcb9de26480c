import { VEHICLE_PAGE_UI_STRINGS } from '../../../../seed/src/content/vehicle-page-strings';
import { createTranslator } from '@/lib/i18n/strings';

import {
  creditTierName,
  estimateStrings,
  privatePriceStrings,
  resolveVehiclePageStrings,
  VEHICLE_PAGE_STRINGS,
} from './vehicle-page-strings';

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

describe('client islands get only the strings they show', () => {
  const spanish = resolveVehiclePageStrings(createTranslator(seeded, 'es'));

  test('the estimate: every estimate and credit-tier word, in the page’s language, and nothing else', () => {
    const picked = estimateStrings(spanish);
    const keys = Object.keys(VEHICLE_PAGE_STRINGS).filter((key) => /^vdp\.(estimate|credit)\./.test(key));
    expect(Object.keys(picked).sort()).toEqual(keys.sort());
    expect(picked['vdp.estimate.title']).toBe('Pago estimado');
    expect(creditTierName(picked, 'Great')).toBe('Excelente');
    expect(Object.keys(picked).length).toBeLessThan(Object.keys(VEHICLE_PAGE_STRINGS).length / 2);
  });

  test('a private vehicle’s price panel: its three words', () => {
    expect(privatePriceStrings(spanish)).toEqual({
      'vdp.page.private': spanish['vdp.page.private'],
      'vdp.page.was': spanish['vdp.page.was'],
      'vdp.page.priceDrop': spanish['vdp.page.priceDrop'],
    });
  });
});
