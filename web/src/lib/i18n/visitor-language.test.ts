import { LEAD_MESSAGE_UI_STRINGS } from '../../../../seed/src/content/lead-message-strings';
import { menuLabel } from './pick-language';
import { resolveStrings } from './resolve-strings';
import { responseLanguage } from './response-language';
import { createTranslator } from './strings';
import { localizeFieldErrors, localizeFieldMessage, VALIDATION_STRINGS } from './validation-strings';

const seeded = LEAD_MESSAGE_UI_STRINGS.map(([key, en, es]) => ({ key, en, es }));
const spanish = resolveStrings(VALIDATION_STRINGS, createTranslator(seeded, 'es'));
const english = resolveStrings(VALIDATION_STRINGS, createTranslator(seeded, 'en'));

describe('field messages follow the page language', () => {
  test.each([
    ['This field is required', 'Este campo es obligatorio'],
    ['Enter your first name.', 'Ingrese su nombre.'],
    ['Enter your last name.', 'Ingrese su apellido.'],
    ['Enter your message.', 'Escriba su mensaje.'],
    ['Please enter a valid email address', 'Ingrese un correo electrónico válido'],
    ['Please enter a valid phone number', 'Ingrese un número de teléfono válido'],
    ['Keep your message to 5,000 characters or fewer.', 'Use como máximo 5,000 caracteres.'],
    // Already Spanish (a server answer) or without a key: shown as it came.
    ['Ingrese su nombre.', 'Ingrese su nombre.'],
    ['Some message without a key', 'Some message without a key'],
  ])('%p → %p', (message, expected) => {
    expect(localizeFieldMessage(message, spanish)).toBe(expected);
  });

  test.each(Object.values(VALIDATION_STRINGS).filter((message) => !message.includes('{')))(
    'English stays the schema wording: %p',
    (message) => {
      expect(localizeFieldMessage(message, english)).toBe(message);
    },
  );

  test('a whole error map, keeping fields without a message', () => {
    expect(localizeFieldErrors({ firstName: 'Enter your first name.', phone: undefined }, spanish)).toEqual({
      firstName: 'Ingrese su nombre.',
      phone: undefined,
    });
  });
});

describe('responseLanguage: the first supported Accept-Language by quality, else English', () => {
  test.each<[string | null, 'en' | 'es']>([
    [null, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-US', 'es'],
    ['es-MX,es;q=0.9', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-CA,fr;q=0.9,es;q=0.5', 'es'],
    ['en;q=0.2, es;q=0.7', 'es'],
    ['es;q=0, en', 'en'],
    ['de-DE', 'en'],
    ['*', 'en'],
    ['eng', 'en'],
  ])('%p → %p', (header, expected) => {
    expect(responseLanguage(header)).toBe(expected);
  });
});

describe('menuLabel: the Spanish label when set, else the English one', () => {
  test.each<[{ label?: string | null; labelEs?: string | null }, 'en' | 'es', string]>([
    [{ label: 'Financing', labelEs: 'Financiamiento' }, 'es', 'Financiamiento'],
    [{ label: 'Financing', labelEs: 'Financiamiento' }, 'en', 'Financing'],
    [{ label: 'Financing', labelEs: '  ' }, 'es', 'Financing'],
    [{ label: 'Financing', labelEs: null }, 'es', 'Financing'],
    [{ label: null, labelEs: 'Servicio' }, 'es', 'Servicio'],
    [{ label: null }, 'en', ''],
  ])('%p in %p → %p', (item, lang, expected) => {
    expect(menuLabel(item, lang)).toBe(expected);
  });
});
