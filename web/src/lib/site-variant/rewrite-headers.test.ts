import { rewriteNeedsRequestHeaders } from './rewrite-headers';

describe('rewriteNeedsRequestHeaders', () => {
  test.each([
    ['a cached page, plain request', '/contact-us', false, [], false],
    ['the home page', '/', false, [], false],
    ['a 404 (the page reads path, kind and variant)', '/nowhere', true, [], true],
    ['the service booking page (reads the path and query)', '/service/schedule', false, [], true],
    ['a visitor sending x-pathname', '/contact-us', false, ['x-pathname'], true],
    ['a visitor sending x-not-found-kind', '/', false, ['x-not-found-kind'], true],
    ['a visitor sending x-site-variant', '/', false, ['x-site-variant'], true],
    ['unrelated headers', '/', false, ['accept-language', 'cookie'], false],
  ])('%s', (_name, pathname, notFound, headers, expected) => {
    expect(rewriteNeedsRequestHeaders({ pathname, notFound, hasHeader: (name) => headers.includes(name) })).toBe(
      expected,
    );
  });
});
