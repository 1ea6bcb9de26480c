import { isSameOriginLocation, sameOriginPath } from './same-origin-path';

const HOST = 'shop.example';

test.each([
  ['a page of this site', 'http://shop.example/contact-us', '/contact-us'],
  ['with its query', 'https://shop.example/cars?make=ford', '/cars?make=ford'],
  ['the home page', 'http://shop.example', '/'],
  ['the host in capitals', 'http://SHOP.example/a', '/a'],
  ['a protocol-relative path', 'http://shop.example//evil.com/x', '/evil.com/x'],
  ['many slashes', 'http://shop.example////evil.com', '/evil.com'],
  ['a backslash after the slash', 'http://shop.example/\\evil.com', '/evil.com'],
  ['a backslash then a slash', 'http://shop.example/\\/evil.com', '/evil.com'],
  ['a tab between the slashes', 'http://shop.example/\t/evil.com', '/evil.com'],
  ['a dot segment', 'http://shop.example/.//evil.com', '/evil.com'],
  ['encoded slashes stay a path', 'http://shop.example/%2F%2Fevil.com', '/%2F%2Fevil.com'],
  ['an encoded backslash stays a path', 'http://shop.example/%5Cevil.com', '/%5Cevil.com'],
  ['another origin', 'https://evil.com/contact-us', null],
  ['this host as a subdomain of another', 'https://shop.example.evil.com/', null],
  ['another port', 'http://shop.example:8080/', null],
  ['credentials', 'http://user@shop.example/', null],
  ['a bare path (a Referer is always absolute)', '//evil.com/x', null],
  ['a backslash path', '/\\evil.com', null],
  ['javascript:', 'javascript:alert(1)', null],
  ['data:', 'data:text/html,hi', null],
  ['garbage', 'http://', null],
  ['nothing', null, null],
])('%s: %p → %p', (_label, referer, expected) => {
  expect(sameOriginPath(referer, HOST)).toBe(expected);
});

test.each([
  ['/', true],
  ['/contact-us?lead=sent#lead-form', true],
  ['//evil.com/x', false],
  ['/\\evil.com', false],
  ['\\/evil.com', false],
  ['/\t/evil.com', false],
  ['https://evil.com/', false],
  ['evil.com', false],
  ['', false],
])('isSameOriginLocation(%p) → %p', (location, expected) => {
  expect(isSameOriginLocation(location)).toBe(expected);
});
