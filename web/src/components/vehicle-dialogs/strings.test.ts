import { VEHICLE_DIALOG_UI_STRINGS } from '../../../../seed/src/content/vehicle-dialog-strings';
import { fill, resolveVehicleDialogStrings, VEHICLE_DIALOG_STRINGS } from './strings';
import { createTranslator } from '@/lib/i18n/strings';

test('the seed carries every dialog key, with the built-in English, and a Spanish text', () => {
  const seeded = new Map(VEHICLE_DIALOG_UI_STRINGS.map(([key, en, es]) => [key, { en, es }]));
  expect([...seeded.keys()].sort()).toEqual(Object.keys(VEHICLE_DIALOG_STRINGS).sort());
  for (const [key, english] of Object.entries(VEHICLE_DIALOG_STRINGS)) {
    expect(seeded.get(key)?.en).toBe(english);
    expect(seeded.get(key)?.es).toBeTruthy();
  }
});

test('CMS text wins, missing keys fall back to the built-in English, placeholders stay for the dialogs', () => {
  const t = createTranslator([{ key: 'vdp.unlock.open', en: 'See price', es: 'Ver precio' }], 'es');
  const strings = resolveVehicleDialogStrings(t);
  expect(strings['vdp.unlock.open']).toBe('Ver precio');
  expect(strings['vdp.dialog.next']).toBe('Next');
  expect(fill(strings['vdp.dialog.step'], { step: 2, total: 6 })).toBe('Step 2 of 6');
});
