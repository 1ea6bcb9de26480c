import { APPLY_FINANCING_UI_STRINGS } from '../../../../../seed/src/content/apply-financing-strings';
import { createTranslator } from '@/lib/i18n/strings';

import { APPLY_FINANCING_STRINGS, creditScoreOptions, resolveApplyFinancingStrings } from './apply-financing-strings';

const seeded = APPLY_FINANCING_UI_STRINGS.map(([key, en, es]) => ({ key, en, es }));

test('the seed carries every pre-approval key, with the built-in English, and a Spanish text', () => {
  const byKey = new Map(APPLY_FINANCING_UI_STRINGS.map(([key, en, es]) => [key, { en, es }]));
  expect([...byKey.keys()].sort()).toEqual(Object.keys(APPLY_FINANCING_STRINGS).sort());
  for (const [key, english] of Object.entries(APPLY_FINANCING_STRINGS)) {
    expect(byKey.get(key)?.en).toBe(english);
    expect(byKey.get(key)?.es).toBeTruthy();
  }
});

test.each<['en' | 'es', string[]]>([
  ['en', ['Great (740 and up)', 'Good (670–739)', 'Okay (580–669)', 'Bad (below 580)']],
  ['es', ['Excelente (740 o más)', 'Bueno (670–739)', 'Aceptable (580–669)', 'Malo (menos de 580)']],
])('credit bands in %s; the values stay the rules’ names', (lang, labels) => {
  const options = creditScoreOptions(resolveApplyFinancingStrings(createTranslator(seeded, lang)));
  expect(options.map((option) => option.label)).toEqual(labels);
  expect(options.map((option) => option.value)).toEqual(['Great', 'Good', 'Okay', 'Bad']);
});
