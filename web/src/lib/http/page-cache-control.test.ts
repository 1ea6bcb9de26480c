import {
  pageCacheControl,
  pageVary,
  PRIVATE_PAGE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
} from './page-cache-control';

const ISR = 's-maxage=300, stale-while-revalidate=31535700';
const DYNAMIC = 'private, no-cache, no-store, max-age=0, must-revalidate';

describe('pageCacheControl', () => {
  test.each([
    ['a page from Next’s cache, no cookie', 200, ISR, false, false, PUBLIC_PAGE_CACHE_CONTROL],
    ['a page from Next’s cache, any cookie', 200, ISR, true, false, PRIVATE_PAGE_CACHE_CONTROL],
    ['a draft-mode preview', 200, ISR, false, true, PRIVATE_PAGE_CACHE_CONTROL],
    ['a page rendered per request', 200, DYNAMIC, false, false, PRIVATE_PAGE_CACHE_CONTROL],
    ['no header from Next', 200, null, false, false, PRIVATE_PAGE_CACHE_CONTROL],
    ['a 404 keeps Next’s header', 404, DYNAMIC, false, false, null],
    ['a redirect keeps Next’s header', 308, null, false, false, null],
    ['a 304 of a cookie-chosen variant is private like its 200', 304, ISR, true, false, PRIVATE_PAGE_CACHE_CONTROL],
    ['a 304 of a page from Next’s cache, no cookie', 304, ISR, false, false, PUBLIC_PAGE_CACHE_CONTROL],
    ['a 304 of a build file keeps Next’s header', 304, 'public, max-age=31536000, immutable', false, false, null],
    ['a 304 of a page rendered per request keeps Next’s header', 304, DYNAMIC, true, false, null],
  ])('%s', (_name, status, nextCacheControl, hasCookies, preview, expected) => {
    expect(pageCacheControl({ status, nextCacheControl, hasCookies, preview })).toBe(expected);
  });

  test('the public header lets a CDN keep the page a minute and serve it stale while refreshing', () => {
    expect(PUBLIC_PAGE_CACHE_CONTROL).toMatch(/^public, /);
    expect(PUBLIC_PAGE_CACHE_CONTROL).toContain('s-maxage=60');
    expect(PUBLIC_PAGE_CACHE_CONTROL).toContain('stale-while-revalidate=');
  });
});

describe('pageVary', () => {
  test.each([
    [null, 'Cookie, Accept-Language'],
    ['rsc, Accept-Encoding', 'rsc, Accept-Encoding, Cookie, Accept-Language'],
    ['cookie', 'cookie, Accept-Language'],
  ])('%s → %s', (existing, expected) => {
    expect(pageVary(existing)).toBe(expected);
  });
});
