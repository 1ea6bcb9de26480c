/**
 * Whether a page is served over HTTPS: SITE_URL's scheme when it is configured, else a trusted proxy's
 * X-Forwarded-Proto (TRUST_PROXY ≥ 1, the entry the outermost trusted proxy wrote), else plain HTTP (`next start`
 * reached directly). A client's own X-Forwarded-Proto never decides it.
 */
import { publicOrigin, servedOverHttps } from './request-scheme';

const headers = (proto?: string) => new Headers(proto === undefined ? {} : { 'x-forwarded-proto': proto });

test.each<[string, string | undefined, number, string | undefined, boolean]>([
  // label, SITE_URL, TRUST_PROXY, X-Forwarded-Proto, https
  ['direct, client claims https', undefined, 0, 'https', false],
  ['direct, nothing claimed', undefined, 0, undefined, false],
  ['SITE_URL https', 'https://www.dealer.example', 0, undefined, true],
  ['SITE_URL https, client claims http', 'https://www.dealer.example', 0, 'http', true],
  ['SITE_URL http, proxy says https', 'http://localhost:3000', 1, 'https', false],
  ['one trusted proxy: https', undefined, 1, 'https', true],
  ['one trusted proxy: http', undefined, 1, 'http', false],
  ['one trusted proxy, upper case', undefined, 1, 'HTTPS', true],
  ['one trusted proxy, no header', undefined, 1, undefined, false],
  // A proxy that appends: the client's entry comes first and is skipped.
  ['one appending proxy after a client’s https', undefined, 1, 'https, http', false],
  ['two appending proxies: the outer one’s entry', undefined, 2, 'evil, https, http', true],
  ['two trusted hops, one header (set, not appended)', undefined, 2, 'https', true],
])('%s → %s', (_label, siteUrl, trustProxy, proto, https) => {
  expect(servedOverHttps(headers(proto), { SITE_URL: siteUrl, TRUST_PROXY: trustProxy })).toBe(https);
});

describe('publicOrigin: the origin written into links others follow', () => {
  const request = (entries: Record<string, string>) => new Headers(entries);
  test.each<[string, string | undefined, number, Record<string, string>, string]>([
    // label, SITE_URL, TRUST_PROXY, request headers, origin
    [
      'SITE_URL wins over every header',
      'https://www.dealer.example/path',
      1,
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      'https://www.dealer.example',
    ],
    ['direct: the Host header over http', undefined, 0, { host: 'localhost:3000' }, 'http://localhost:3000'],
    [
      'direct: a client’s forwarded host and scheme are ignored',
      undefined,
      0,
      { host: 'localhost:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      'http://localhost:3000',
    ],
    [
      'one trusted proxy: its forwarded host and scheme',
      undefined,
      1,
      { host: '127.0.0.1:3001', 'x-forwarded-host': 'cars.example', 'x-forwarded-proto': 'https' },
      'https://cars.example',
    ],
    [
      'one appending proxy: the client’s own entry is skipped',
      undefined,
      1,
      { host: '127.0.0.1:3001', 'x-forwarded-host': 'evil.example, cars.example' },
      'http://cars.example',
    ],
    [
      'a trusted proxy that sends no forwarded host: Host',
      undefined,
      1,
      { host: 'cars.example' },
      'http://cars.example',
    ],
    ['no Host at all', undefined, 0, {}, 'http://localhost'],
    ['a Host that is not a host', undefined, 0, { host: 'a b/c' }, 'http://localhost'],
  ])('%s → %s', (_label, siteUrl, trustProxy, entries, origin) => {
    expect(publicOrigin(request(entries), { SITE_URL: siteUrl, TRUST_PROXY: trustProxy })).toBe(origin);
  });
});
