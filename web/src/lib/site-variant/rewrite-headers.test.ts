import { rewriteNeedsRequestHeaders } from './rewrite-headers';

describe('rewriteNeedsRequestHeaders', () => {
  test.each([
    ['a cached page, plain request', '/contact-us', false, [], false],
    ['the home page', '/', false, [], false],
    ['a 404 the proxy decided (the page reads path, kind and variant)', '/legal/nothing', true, [], true],
    ['a path of no route (Next’s 404 page reads them)', '/this-page-does-not-exist', false, [], true],
    ['a vehicle page', '/used-cars-for-sale/2021-toyota-rav4-2T3P1RFV8MC123456', false, [], false],
    ['a search filter path', '/cars-for-sale/toyota', false, [], false],
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
