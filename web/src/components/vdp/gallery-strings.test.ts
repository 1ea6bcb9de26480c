import { VEHICLE_GALLERY_UI_STRINGS } from '../../../../seed/src/content/vehicle-gallery-strings';
import { GALLERY_STRINGS, resolveGalleryStrings } from './gallery-strings';
import { createTranslator, interpolate } from '@/lib/i18n/strings';

test('the seed carries every gallery key, with the built-in English, and a Spanish text', () => {
  const seeded = new Map(VEHICLE_GALLERY_UI_STRINGS.map(([key, en, es]) => [key, { en, es }]));
  expect([...seeded.keys()].sort()).toEqual(Object.keys(GALLERY_STRINGS).sort());
  for (const [key, english] of Object.entries(GALLERY_STRINGS)) {
    expect(seeded.get(key)?.en).toBe(english);
    expect(seeded.get(key)?.es).toBeTruthy();
  }
});

const seededStrings = VEHICLE_GALLERY_UI_STRINGS.map(([key, en, es]) => ({ key, en, es }));

test.each([
  ['en', 'vdp.gallery.count', '3 / 12'],
  ['en', 'vdp.gallery.slide', 'Photo 3 of 12'],
  ['es', 'vdp.gallery.slide', 'Foto 3 de 12'],
  ['es', 'vdp.gallery.thumb', 'Ver la foto 3'],
] as const)('in %s, %s reads %s', (lang, key, expected) => {
  const strings = resolveGalleryStrings(createTranslator(seededStrings, lang));
  expect(interpolate(strings[key], { current: 3, total: 12 })).toBe(expected);
});
