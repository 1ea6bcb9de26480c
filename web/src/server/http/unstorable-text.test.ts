import { isUnstorableText, unstorableTextPath } from './post-guard';

describe('text a database cannot store', () => {
  test.each([
    ['plain text', 'Hello', false],
    ['emoji (a surrogate pair)', 'Nice car 🚗', false],
    ['accents and RTL marks', 'Señor \u202e', false],
    ['NUL', 'a\u0000b', true],
    ['a lone high surrogate', 'a\ud800', true],
    ['a lone low surrogate', '\udc00b', true],
  ])('%s', (_label, text, unstorable) => {
    expect(isUnstorableText(text)).toBe(unstorable);
  });

  test.each([
    ['a clean body', { a: 'x', b: { c: ['y', 1] } }, null],
    ['a nested value', { contact: { firstName: 'x\u0000' } }, 'contact.firstName'],
    ['an array item', { options: ['ok', '\ud800'] }, 'options.1'],
    ['a key', { 'bad\u0000key': 1 }, '_form'],
  ])('path of %s', (_label, body, path) => {
    expect(unstorableTextPath(body)).toBe(path);
  });
});
