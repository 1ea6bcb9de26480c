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

  test('HTTPS behind a proxy upgrades stray http: subresources', () => {
    const policy = policyFor({ 'x-forwarded-proto': 'https' });
    expect(policy).toMatch(/upgrade-insecure-requests$/);
  });
});
