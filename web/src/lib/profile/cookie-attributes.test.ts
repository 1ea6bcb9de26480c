import {
  cookieSecure,
  parseCookieHeader,
  persistentCookieAttributes,
  serializeCookie,
  sessionCookieAttributes,
} from './cookie-attributes';

test.each<[string, string, boolean]>([
  ['https:', 'dealer.example', true],
  ['http:', 'dealer.example', true],
  ['http:', 'localhost', false],
  ['http:', '127.0.0.1', false],
  ['https:', 'localhost', true],
])('%s//%s → Secure %p', (protocol, host, secure) => {
  expect(cookieSecure(protocol, host)).toBe(secure);
});

test('profile cookies last 30 days, SameSite=Lax; the lead-sent cookie is a session cookie', () => {
  expect(serializeCookie('email', 'a b@example.com', persistentCookieAttributes('https:', 'dealer.example'))).toBe(
    'email=a%20b%40example.com; Path=/; SameSite=Lax; Max-Age=2592000; Secure',
  );
  expect(serializeCookie('leadSent', '1', sessionCookieAttributes('http:', 'localhost'))).toBe(
    'leadSent=1; Path=/; SameSite=Lax',
  );
});

test('parses a Cookie header', () => {
  expect(parseCookieHeader('a=1; b=x%20y; a=2; broken; c=%E0')).toEqual({ a: '1', b: 'x y', c: '%E0' });
  expect(parseCookieHeader(null)).toEqual({});
});
