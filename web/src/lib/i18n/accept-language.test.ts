import { preferredLanguage } from './accept-language';

describe('preferredLanguage (Accept-Language)', () => {
  test.each([
    ['es-US,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['es', 'es'],
    ['fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4', 'es'],
    ['fr-FR,de;q=0.9', null],
    ['en;q=0.5,es;q=0.5', 'en'],
    ['es;q=0,en;q=0.1', 'en'],
    ['ES-mx', 'es'],
    ['*', null],
    ['', null],
    [null, null],
    ['es;q=abc', null],
  ])('%s → %s', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });
});
