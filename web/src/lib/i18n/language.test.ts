import { LANGUAGE_COOKIE_MAX_AGE_SECONDS, languageCookieMaxAge, parseLanguage, resolveLanguage } from './language';
import { localizeVerificationMessage, POPUP_DEFAULT_STRINGS } from './popup-strings';
import { DEFAULT_STRINGS } from './strings';

describe('resolveLanguage: choice, then experiment LANG, then site default, then English', () => {
  test.each<[string, Parameters<typeof resolveLanguage>[0], 'en' | 'es']>([
    ['nothing', {}, 'en'],
    ['site default Spanish', { siteDefault: 'es' }, 'es'],
    ['experiment over site default', { experiment: 'es', siteDefault: 'en' }, 'es'],
    ['choice over experiment', { chosen: 'en', experiment: 'es', siteDefault: 'es' }, 'en'],
    ['choice Spanish', { chosen: 'es' }, 'es'],
    ['unknown choice is ignored', { chosen: 'fr', siteDefault: 'es' }, 'es'],
    ['regional code', { chosen: 'es-MX' }, 'es'],
    ['unknown everything', { chosen: 'de', experiment: 'it', siteDefault: 'fr' }, 'en'],
  ])('%s', (_name, input, expected) => {
    expect(resolveLanguage(input)).toBe(expected);
  });

  test.each<[unknown, 'en' | 'es' | null]>([
    ['EN', 'en'],
    [' es ', 'es'],
    ['', null],
    [null, null],
    [1, null],
  ])('parseLanguage(%p) = %p', (value, expected) => {
    expect(parseLanguage(value)).toBe(expected);
  });
});

test.each<[boolean, number | undefined]>([
  [true, LANGUAGE_COOKIE_MAX_AGE_SECONDS],
  [false, undefined],
])('language cookie with functional consent %p lasts %p seconds (undefined: the session)', (allowed, maxAge) => {
  expect(languageCookieMaxAge(allowed)).toBe(maxAge);
});

describe('popup strings', () => {
  const spanish = {
    ...POPUP_DEFAULT_STRINGS,
    'phoneVerification.phoneRequired': 'El número de teléfono es obligatorio',
    'phoneVerification.codeLength': 'El código debe tener 6 dígitos',
  };
  test.each([
    ['Phone number is required', 'El número de teléfono es obligatorio'],
    ['Code must be 6 digits', 'El código debe tener 6 dígitos'],
    ['Too many wrong codes. Please request a new code.', 'Too many wrong codes. Please request a new code.'],
  ])('server message %p → %p', (message, expected) => {
    expect(localizeVerificationMessage(message, spanish)).toBe(expected);
  });

  test('the fixed field messages are the English defaults and every popup key has one', () => {
    expect(POPUP_DEFAULT_STRINGS['phoneVerification.phoneRequired']).toBe('Phone number is required');
    expect(POPUP_DEFAULT_STRINGS['phoneVerification.phoneInvalid']).toBe('Phone number is invalid by regex');
    expect(POPUP_DEFAULT_STRINGS['phoneVerification.codeRequired']).toBe('Code is required');
    expect(POPUP_DEFAULT_STRINGS['phoneVerification.codeLength']).toBe('Code must be 6 digits');
    for (const key of Object.keys(POPUP_DEFAULT_STRINGS)) expect(DEFAULT_STRINGS).toHaveProperty([key]);
  });
});
