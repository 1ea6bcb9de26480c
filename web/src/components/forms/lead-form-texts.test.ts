import { LEAD_FORM_UI_STRINGS } from '../../../../seed/src/content/lead-form-strings';
import { UI_STRINGS } from '../../../../seed/src/content/settings';
import { creditScoreOptions } from './finance/apply-financing-view';
import { LEAD_FORM_TEXTS, leadFormTextKey, resolveLeadFormTexts, type LeadFormTextName } from './lead-form-texts';

const seeded = new Map(LEAD_FORM_UI_STRINGS.map(([key, en, es]) => [key, { en, es }]));
const names = Object.keys(LEAD_FORM_TEXTS) as LeadFormTextName[];
const spanish = Object.fromEntries(
  LEAD_FORM_UI_STRINGS.map(([key, , es]) => [key.slice('leadForm.'.length), es]),
) as Record<LeadFormTextName, string>;

test.each(names)('the seed carries leadForm.%s with today’s English and a Spanish text', (name) => {
  const row = seeded.get(leadFormTextKey(name));
  expect(row?.en).toBe(LEAD_FORM_TEXTS[name]);
  expect(row?.es.trim()).toBeTruthy();
});

test('the seed has no leadForm key the forms do not use, and none clashes with another module', () => {
  expect([...seeded.keys()].sort()).toEqual(names.map(leadFormTextKey).sort());
  const others = new Set(UI_STRINGS.map(([key]) => key));
  expect([...seeded.keys()].filter((key) => others.has(key))).toEqual([]);
});

test.each(LEAD_FORM_UI_STRINGS)('placeholders of %s survive translation', (_key, en, es) => {
  expect(es.match(/\{\w+\}/g) ?? []).toEqual(en.match(/\{\w+\}/g) ?? []);
});

test('an editor’s text wins; a deleted key falls back to the English', () => {
  const t = (key: string, _values: unknown, fallback?: string) =>
    key === 'leadForm.message' ? 'Mensaje' : (fallback ?? key);
  const texts = resolveLeadFormTexts(t as never);
  expect(texts.message).toBe('Mensaje');
  expect(texts.phone).toBe('Phone');
});

test.each<[string, Record<LeadFormTextName, string>, string[]]>([
  ['English', { ...LEAD_FORM_TEXTS }, ['Great (740 and up)', 'Good (670–739)', 'Okay (580–669)', 'Bad (below 580)']],
  ['Spanish', spanish, ['Excelente (740 o más)', 'Bueno (670–739)', 'Regular (580–669)', 'Malo (menos de 580)']],
])('the credit bands read in %s; the value stays the band’s name', (_language, texts, labels) => {
  const options = creditScoreOptions(texts);
  expect(options.map((option) => option.label)).toEqual(labels);
  expect(options.map((option) => option.value)).toEqual(['Great', 'Good', 'Okay', 'Bad']);
});
