import { LEAD_FORM_UI_STRINGS } from '../../../../seed/src/content/lead-form-strings';
import { LEAD_MESSAGE_UI_STRINGS } from '../../../../seed/src/content/lead-message-strings';
import { MENU_LABELS_ES } from '../../../../seed/src/content/menu-labels';
import { UI_STRINGS } from '../../../../seed/src/content/settings';
import { createTranslator, interpolate } from '@/lib/i18n/strings';

import { LEAD_FORM_TEXTS, resolveLeadFormTexts } from './lead-form-texts';
import { LEAD_MESSAGE_STRINGS, leadSubmitText, resolveLeadMessageStrings } from './lead-message-strings';

const seeded = [...LEAD_FORM_UI_STRINGS, ...LEAD_MESSAGE_UI_STRINGS].map(([key, en, es]) => ({ key, en, es }));

test('the seed carries every lead message key, with the built-in English, and a Spanish text', () => {
  const byKey = new Map(LEAD_MESSAGE_UI_STRINGS.map(([key, en, es]) => [key, { en, es }]));
  // A text that is empty in English (the unlock error toast has no detail) has nothing to translate.
  const worded = Object.entries(LEAD_MESSAGE_STRINGS).filter(([, english]) => english !== '');
  expect([...byKey.keys()].sort()).toEqual(worded.map(([key]) => key).sort());
  for (const [key, english] of worded) {
    expect(byKey.get(key)?.en).toBe(english);
    expect(byKey.get(key)?.es).toBeTruthy();
    expect(byKey.get(key)?.es).not.toBe(english);
  }
});

test('no lead message key clashes with another module or with the forms’ own texts', () => {
  const others = new Set([...UI_STRINGS, ...LEAD_FORM_UI_STRINGS].map(([key]) => key));
  expect(LEAD_MESSAGE_UI_STRINGS.map(([key]) => key).filter((key) => others.has(key))).toEqual([]);
});

test.each(LEAD_MESSAGE_UI_STRINGS)('placeholders of %s survive translation', (_key, en, es) => {
  // The too-long message names its subject in English only (Spanish reads without it).
  const spanish = new Set(es.match(/\{\w+\}/g) ?? []);
  expect([...spanish].every((placeholder) => en.includes(placeholder))).toBe(true);
});

test.each([
  ['en', 'toast.region', 'Notifications'],
  ['es', 'toast.region', 'Notificaciones'],
  ['es', 'toast.dismissHint', '(haga clic para descartar)'],
  ['es', 'validation.required', 'Este campo es obligatorio'],
  ['es', 'validation.firstName', 'Ingrese su nombre.'],
] as const)('in %s, %s reads %p', (lang, key, expected) => {
  expect(resolveLeadMessageStrings(createTranslator(seeded, lang))[key]).toBe(expected);
});

test.each([
  ['en', 'firstName', 'First name'],
  ['es', 'firstName', 'Nombre'],
  ['es', 'inquiry1', 'Comprar un vehículo'],
  ['es', 'inquiry8', 'Pregunta de servicio o reparación'],
  ['es', 'privacyLink', 'Política de privacidad'],
  ['es', 'honeypot', 'Deje este campo vacío'],
  [
    'es',
    'noscriptInvalid',
    'Faltan campos o no son válidos. Revise cada campo marcado con * y envíe el formulario de nuevo.',
  ],
] as const)('in %s, the form text %s reads %p', (lang, name, expected) => {
  expect(resolveLeadFormTexts(createTranslator(seeded, lang))[name]).toBe(expected);
});

test('the phone disclaimer keeps {dealer} for the form to fill', () => {
  const texts = resolveLeadFormTexts(createTranslator(seeded, 'es'));
  expect(interpolate(texts.phoneDisclaimer, { dealer: 'Cardinal Ridge Auto' })).toMatch(
    /^Al proporcionar su número de celular, acepta que Cardinal Ridge Auto le llame/,
  );
});

test('the submit texts of a Spanish contact form, and English when an editor deleted every key', () => {
  const t = createTranslator(seeded, 'es');
  const spanish = leadSubmitText('contact', resolveLeadMessageStrings(t), resolveLeadFormTexts(t));
  expect(spanish.success.summary).toBe('¡Mensaje enviado!');
  expect(spanish.sending).toBe('Enviando…');
  expect(spanish.fixFields).toBe('Corrija los campos marcados.');
  const bare = createTranslator([], 'es');
  expect(leadSubmitText('careers', resolveLeadMessageStrings(bare), LEAD_FORM_TEXTS).success.detail).toBe(
    'Thank you! Your submission has been received!',
  );
  const unlock = leadSubmitText('unlock', resolveLeadMessageStrings(t), resolveLeadFormTexts(t));
  expect(unlock.success.summary).toBe('¡Acceso concedido!');
  expect(unlock.error.detail).toBe('');
});

test('every Spanish menu label differs from its English label (a copy would read English)', () => {
  for (const [english, spanish] of Object.entries(MENU_LABELS_ES)) expect(spanish).not.toBe(english);
});
