import { ifNoneMatchHits } from './conditional-request';

describe('ifNoneMatchHits', () => {
  test.each([
    ['the same tag', '"abc"', '"abc"', true],
    ['another tag', '"abd"', '"abc"', false],
    ['one of a list', '"x", "abc-br" , "y"', '"abc-br"', true],
    ['the plain tag does not match the Brotli form', '"abc"', '"abc-br"', false],
    ['a weak tag in the header (weak comparison)', 'W/"abc"', '"abc"', true],
    ['any', '*', '"abc"', true],
    ['no header', undefined, '"abc"', false],
    ['an empty header', '', '"abc"', false],
    ['an unquoted value', 'abc', '"abc"', false],
  ])('%s', (_name, header, etag, expected) => {
    expect(ifNoneMatchHits(header, etag)).toBe(expected);
  });
});
