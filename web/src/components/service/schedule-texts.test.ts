import { SERVICE_FORM_UI_STRINGS } from '../../../../seed/src/content/service-strings';
import { UI_STRINGS } from '../../../../seed/src/content/settings';
import { resolveScheduleTexts, SCHEDULE_TEXTS, scheduleTextKey, type ScheduleTextName } from './schedule-texts';

const seeded = new Map(SERVICE_FORM_UI_STRINGS.map(([key, en, es]) => [key, { en, es }]));
const names = Object.keys(SCHEDULE_TEXTS) as ScheduleTextName[];

test.each(names)('the seed carries service.form.%s with today’s English and a Spanish text', (name) => {
  const row = seeded.get(scheduleTextKey(name));
  expect(row?.en).toBe(SCHEDULE_TEXTS[name]);
  expect(row?.es.trim()).toBeTruthy();
});

test('the seed has no service.form key the form does not use, and none clashes with another module', () => {
  expect([...seeded.keys()].sort()).toEqual(names.map(scheduleTextKey).sort());
  const others = new Set(UI_STRINGS.map(([key]) => key));
  expect([...seeded.keys()].filter((key) => others.has(key))).toEqual([]);
});

test('placeholders survive translation', () => {
  for (const [, en, es] of SERVICE_FORM_UI_STRINGS) {
    expect(es.match(/\{\w+\}/g) ?? []).toEqual(en.match(/\{\w+\}/g) ?? []);
  }
});

test('an editor’s text wins; a deleted key falls back to the English', () => {
  const t = (key: string, _values: unknown, fallback?: string) =>
    key === 'service.form.submit' ? 'Solicitar cita' : (fallback ?? key);
  const texts = resolveScheduleTexts(t as never);
  expect(texts.submit).toBe('Solicitar cita');
  expect(texts.make).toBe('Make');
});
