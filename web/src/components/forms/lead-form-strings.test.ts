import { LEAD_FORM_UI_STRINGS } from '../../../../seed/src/content/lead-form-strings';
import { MENU_LABELS_ES } from '../../../../seed/src/content/menu-labels';
import { createTranslator, interpolate } from '@/lib/i18n/strings';

import { LEAD_FORM_STRINGS, leadSubmitText, resolveLeadFormStrings } from './lead-form-strings';

const seeded = LEAD_FORM_UI_STRINGS.map(([key, en, es]) => ({ key, en, es }));

test('the seed carries every lead-form key, with the built-in English, and a Spanish text', () => {
  const byKey = new Map(LEAD_FORM_UI_STRINGS.map(([key, en, es]) => [key, { en, es }]));
  // A text that is empty in English (the unlock error toast has no detail) has nothing to translate.
  const worded = Object.entries(LEAD_FORM_STRINGS).filter(([, english]) => english !== '');
  expect([...byKey.keys()].sort()).toEqual(worded.map(([key]) => key).sort());
  for (const [key, english] of worded) {
    expect(byKey.get(key)?.en).toBe(english);
    expect(byKey.get(key)?.es).toBeTruthy();
    expect(byKey.get(key)?.es).not.toBe(english);
  }
});

test.each([
  ['en', 'form.firstName', 'First name'],
  ['es', 'form.firstName', 'Nombre'],
  ['es', 'form.phone', 'Teléfono'],
  ['es', 'form.message', 'Mensaje'],
  ['es', 'form.submit.contact', 'Enviar mensaje'],
  ['es', 'toast.region', 'Notificaciones'],
  ['es', 'toast.dismissHint', '(haga clic para descartar)'],
  ['es', 'validation.required', 'Este campo es obligatorio'],
] as const)('in %s, %s reads %p', (lang, key, expected) => {
  expect(resolveLeadFormStrings(createTranslator(seeded, lang))[key]).toBe(expected);
});

test('the phone disclaimer keeps {dealer} for the form to fill', () => {
  const strings = resolveLeadFormStrings(createTranslator(seeded, 'es'));
  expect(interpolate(strings['form.phone.disclaimer'], { dealer: 'Cardinal Ridge Auto' })).toMatch(
    /^Al proporcionar su número de celular, acepta que Cardinal Ridge Auto le llame/,
  );
});

test('the submit texts of a Spanish contact form, and English when an editor deleted every key', () => {
  const spanish = leadSubmitText('contact', resolveLeadFormStrings(createTranslator(seeded, 'es')));
  expect(spanish.success.summary).toBe('¡Mensaje enviado!');
  expect(spanish.fixFields).toBe('Corrija los campos marcados.');
  expect(leadSubmitText('careers', resolveLeadFormStrings(createTranslator([], 'es'))).success.detail).toBe(
    'Thank you! Your submission has been received!',
  );
  const unlock = leadSubmitText('unlock', resolveLeadFormStrings(createTranslator(seeded, 'es')));
  expect(unlock.success.summary).toBe('¡Acceso concedido!');
  expect(unlock.error.detail).toBe('');
});

test('every Spanish menu label differs from its English label (a copy would read English)', () => {
  for (const [english, spanish] of Object.entries(MENU_LABELS_ES)) expect(spanish).not.toBe(english);
});
