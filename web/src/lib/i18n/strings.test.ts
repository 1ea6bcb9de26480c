import { notFoundMessage } from '@/lib/routing/route-access';
import { createTranslator, interpolate, translate } from './strings';

const strings = [
  { key: 'notFound.title', en: 'Nothing here', es: 'No encontrado' },
  { key: 'greeting', en: 'Hello {name}', es: '' },
];

describe('translate', () => {
  test.each([
    ['editor text in the language', 'notFound.title', 'es', 'No encontrado'],
    ['editor text in English', 'notFound.title', 'en', 'Nothing here'],
    ['empty translation falls back to English', 'greeting', 'es', 'Hello {name}'],
    ['missing key uses the built-in default', 'notFound.button', 'en', 'Go back home'],
    ['unknown key returns the key', 'nope', 'en', 'nope'],
  ] as const)('%s', (_, key, lang, expected) => {
    expect(translate(strings, key, { lang })).toBe(expected);
  });

  test('explicit fallback beats the built-in default', () => {
    expect(translate([], 'notFound.title', { fallback: 'Lost' })).toBe('Lost');
  });

  test('built-in 404 texts match the spec', () => {
    const t = createTranslator(null);
    expect(t('notFound.badge')).toBe('404');
    expect(t('notFound.title')).toBe('Page not found');
    expect(t('notFound.subtitle')).toBe('Sorry, we couldn’t find the page you’re looking for.');
    expect(t('notFound.button')).toBe('Go back home');
    expect(t('offers.empty')).toBe('No offers available at this time. Please check back later.');
  });
});

test('interpolate replaces known placeholders and keeps unknown ones', () => {
  expect(interpolate('Hi {name}, {missing}', { name: 'Ann' })).toBe('Hi Ann, {missing}');
  expect(createTranslator(strings)('greeting', { name: 'Bo' })).toBe('Hello Bo');
});

test.each([
  ['en', 'notFound.detail', 'Page not found: /nope'],
  ['en', 'notFound.detailInvalid', 'Page Not Found: /nope'],
  ['es', 'notFound.detail', 'Página no encontrada: /nope'],
] as const)('the 404 path line in %s (%s)', (lang, key, expected) => {
  const table = [
    { key: 'notFound.detail', en: 'Page not found: {path}', es: 'Página no encontrada: {path}' },
    { key: 'notFound.detailInvalid', en: 'Page Not Found: {path}', es: 'Página no encontrada: {path}' },
  ];
  expect(createTranslator(table, lang)(key, { path: '/nope' })).toBe(expected);
  expect(createTranslator(null)(key === 'notFound.detail' ? key : 'notFound.detailInvalid', { path: '/nope' })).toBe(
    notFoundMessage('/nope', key === 'notFound.detail' ? 'unmatched' : 'invalid'),
  );
});
