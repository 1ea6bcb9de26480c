import { NextRequest } from 'next/server';

// The Content Lake client does not load under Jest; the policy only needs the site's cookie tier.
jest.mock('@/content', () => ({
  contentSource: () => 'embedded',
  fetchPublishedContent: async () => ({ cookieTier: 3 }),
}));

import { pageContentSecurityPolicy } from './page-policy';

const connectSources = (policy: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith('connect-src '))!
    .split(' ')
    .slice(1);

function request(headers: Record<string, string>): NextRequest {
  return new NextRequest('http://127.0.0.1:3000/', { headers });
}

describe('pageContentSecurityPolicy (opt-in cookie tier, GA and the Meta pixel configured)', () => {
  beforeAll(() => {
    process.env.GA_MEASUREMENT_ID = 'G-TEST';
    process.env.META_PIXEL_ID = '123';
    process.env.STATSIG_CLIENT_KEY = 'client-test';
  });

  test.each([
    ['no choice yet', {}, false, false],
    ['essential only', { cookie: 'allowCookies=essential' }, false, false],
    ['analytics', { cookie: 'allowCookies=essential,analytics' }, true, false],
    ['everything', { cookie: 'allowCookies=essential,functional,analytics,targeting' }, true, true],
    ['everything, but GPC', { cookie: 'allowCookies=essential,analytics,targeting', 'sec-gpc': '1' }, true, false],
  ])('%s → GA %s, Meta %s', async (_name, headers, ga, meta) => {
    const policy = await pageContentSecurityPolicy(request(headers), 'n0nce');
    expect(connectSources(policy).some((source) => source.includes('google-analytics'))).toBe(ga);
    expect(connectSources(policy).some((source) => source.includes('facebook'))).toBe(meta);
    expect(connectSources(policy).includes('https://featureassets.org')).toBe(ga);
    expect(policy).toContain("'nonce-n0nce'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  test('HTTPS behind a proxy upgrades stray http: subresources', async () => {
    const policy = await pageContentSecurityPolicy(request({ 'x-forwarded-proto': 'https' }), 'n0nce');
    expect(policy).toMatch(/upgrade-insecure-requests$/);
  });
});
