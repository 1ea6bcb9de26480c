import { CREDIT_APPLICATION_UI_STRINGS } from '../../../../../seed/src/content/credit-application-strings';
import { UI_STRINGS } from '../../../../../seed/src/content/settings';
import {
  CREDIT_APPLICATION_TEXTS,
  creditApplicationTextKey,
  resolveCreditApplicationTexts,
  type CreditApplicationTextName,
} from './credit-application-texts';

const seeded = new Map(CREDIT_APPLICATION_UI_STRINGS.map(([key, en, es]) => [key, { en, es }]));
const names = Object.keys(CREDIT_APPLICATION_TEXTS) as CreditApplicationTextName[];

test.each(names)('the seed carries finance.creditApp.form.%s with today’s English and a Spanish text', (name) => {
  const row = seeded.get(creditApplicationTextKey(name));
  expect(row?.en).toBe(CREDIT_APPLICATION_TEXTS[name]);
  expect(row?.es.trim()).toBeTruthy();
});

test('the seed has no finance.creditApp.form key the form does not use, and none clashes with another module', () => {
  expect([...seeded.keys()].sort()).toEqual(names.map(creditApplicationTextKey).sort());
  const others = new Set(UI_STRINGS.map(([key]) => key));
  expect([...seeded.keys()].filter((key) => others.has(key))).toEqual([]);
});

test.each(CREDIT_APPLICATION_UI_STRINGS)('placeholders of %s survive translation', (_key, en, es) => {
  expect(es.match(/\{\w+\}/g) ?? []).toEqual(en.match(/\{\w+\}/g) ?? []);
});

test('an editor’s text wins; a deleted key falls back to the English', () => {
  const t = (key: string, _values: unknown, fallback?: string) =>
    key === 'finance.creditApp.form.next' ? 'Siguiente' : (fallback ?? key);
  const texts = resolveCreditApplicationTexts(t as never);
  expect(texts.next).toBe('Siguiente');
  expect(texts.city).toBe('City');
});
