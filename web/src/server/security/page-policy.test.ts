import { NextRequest } from 'next/server';

jest.mock('@/content', () => ({ contentSource: () => 'embedded' }));

/** The server reads its environment once: each test loads the module again after setting it. */
function policyFor(headers: Record<string, string>): string {
  let policy = '';
  jest.isolateModules(() => {
    const { pageContentSecurityPolicy } = jest.requireActual<typeof import('./page-policy')>('./page-policy');
    policy = pageContentSecurityPolicy(request(headers));
  });
  return policy;
}

const sources = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))!
    .split(' ')
    .slice(1);

function request(headers: Record<string, string>): NextRequest {
  return new NextRequest('http://127.0.0.1:3000/', { headers });
}

describe('pageContentSecurityPolicy: one policy for every visitor of a cached page', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  test.each([
    ['no choice yet', {}],
    ['essential only', { cookie: 'allowCookies=essential' }],
    ['everything', { cookie: 'allowCookies=essential,functional,analytics,targeting' }],
    ['GPC', { 'sec-gpc': '1' }],
  ])('%s: the configured tag hosts, and never a nonce or unsafe-inline script', (_name, headers) => {
    process.env.GA_MEASUREMENT_ID = 'G-TEST';
    process.env.META_PIXEL_ID = '123';
    const policy = policyFor(headers);
    expect(sources(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://www.facebook.com']),
    );
    expect(sources(policy, 'script-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://connect.facebook.net',
    ]);
    expect(policy).not.toContain('nonce-');
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  test('no tag configured: no third-party host at all', () => {
    delete process.env.GA_MEASUREMENT_ID;
    delete process.env.META_PIXEL_ID;
    delete process.env.STATSIG_CLIENT_KEY;
    const policy = policyFor({});
    expect(policy).not.toMatch(/google|facebook|statsig|featureassets/);
  });

  test('HTTPS behind a trusted proxy (TRUST_PROXY ≥ 1) upgrades stray http: subresources', () => {
    delete process.env.SITE_URL;
    process.env.TRUST_PROXY = '1';
    expect(policyFor({ 'x-forwarded-proto': 'https' })).toMatch(/upgrade-insecure-requests$/);
    expect(policyFor({ 'x-forwarded-proto': 'http' })).not.toContain('upgrade-insecure-requests');
  });

  // Pages are shared: a client choosing the header would choose the policy of every visitor's copy.
  test.each<[string, Record<string, string | undefined>, Record<string, string>, boolean]>([
    [
      'no proxy trusted: a client’s X-Forwarded-Proto https is ignored (no upgrade)',
      { TRUST_PROXY: '0' },
      { 'x-forwarded-proto': 'https' },
      false,
    ],
    ['TRUST_PROXY unset: the same (no upgrade)', { TRUST_PROXY: undefined }, { 'x-forwarded-proto': 'https' }, false],
    [
      'SITE_URL https without any header (upgrade)',
      { SITE_URL: 'https://www.dealer.example', TRUST_PROXY: '0' },
      {},
      true,
    ],
    [
      'SITE_URL http wins over a trusted proxy’s https (no upgrade)',
      { SITE_URL: 'http://localhost:3000', TRUST_PROXY: '1' },
      { 'x-forwarded-proto': 'https' },
      false,
    ],
    [
      'SITE_URL https wins over a client’s http (upgrade)',
      { SITE_URL: 'https://www.dealer.example', TRUST_PROXY: '0' },
      { 'x-forwarded-proto': 'http' },
      true,
    ],
  ])('%s', (_label, env, headers, upgrade) => {
    for (const [name, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    if (!('SITE_URL' in env)) delete process.env.SITE_URL;
    expect(policyFor(headers).includes('upgrade-insecure-requests')).toBe(upgrade);
  });
});
