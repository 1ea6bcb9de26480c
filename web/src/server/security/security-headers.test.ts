import nextConfig from '../../../next.config';
import { API_CONTENT_SECURITY_POLICY, buildContentSecurityPolicy, withScriptHashes } from './content-security-policy';
import {
  FRAMING_CONTENT_SECURITY_POLICY,
  STATIC_ASSET_CACHE_CONTROL,
  STATIC_SECURITY_HEADERS,
} from './security-headers';

describe('next.config headers()', () => {
  test('every path gets the security headers and no framing, API routes a deny-all policy, static assets the 100-day cache', async () => {
    const rules = await nextConfig.headers!();
    expect(rules).toEqual([
      {
        source: '/:path*',
        headers: [
          ...STATIC_SECURITY_HEADERS,
          { key: 'Content-Security-Policy', value: FRAMING_CONTENT_SECURITY_POLICY },
        ],
      },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }] },
      { source: '/_next/static/:path*', headers: [{ key: 'Cache-Control', value: STATIC_ASSET_CACHE_CONTROL }] },
    ]);
  });
});

const base = { development: false, analytics: false, adPixel: false, preview: null, https: true };
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ');

describe('buildContentSecurityPolicy', () => {
  test('scripts from this site only (inline ones are added by hash), Sanity CDN images, no framing, no plugins', () => {
    const policy = buildContentSecurityPolicy(base);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-inline'[^;]*;.*script|script-src[^;]*unsafe-inline/);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.sanity.io']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).toMatch(/upgrade-insecure-requests$/);
  });

  test('withScriptHashes adds each hash once to script-src and leaves the other directives alone', () => {
    const policy = buildContentSecurityPolicy(base);
    const hashed = withScriptHashes(policy, ['AAA=', 'BBB=', 'AAA=']);
    expect(directive(hashed, 'script-src')).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
    expect(directive(hashed, 'style-src')).toEqual(directive(policy, 'style-src'));
    expect(withScriptHashes(policy, [])).toBe(policy);
  });

  test.each([
    ['nothing allowed', false, false, [], ['google', 'facebook']],
    ['analytics only', true, false, ['https://*.google-analytics.com'], ['facebook']],
    ['ad pixel only', false, true, ['https://www.facebook.com'], ['google']],
    ['both', true, true, ['https://*.google-analytics.com', 'https://www.facebook.com'], []],
  ])('configured tags: %s', (_name, analytics, adPixel, present, absent) => {
    const policy = buildContentSecurityPolicy({ ...base, analytics, adPixel });
    for (const host of present) expect(directive(policy, 'connect-src')).toContain(host);
    for (const word of absent) expect(policy).not.toContain(word);
  });

  test('the Statsig client (key set) may reach its endpoints', () => {
    const policy = buildContentSecurityPolicy({ ...base, experiments: true });
    expect(directive(policy, 'connect-src')).toEqual(expect.arrayContaining(['https://featureassets.org']));
    expect(buildContentSecurityPolicy(base)).not.toContain('featureassets');
  });

  test('draft-mode preview: the Studio may frame the page and reach the Content Lake', () => {
    const policy = buildContentSecurityPolicy({
      ...base,
      preview: { studioOrigins: ['https://dealer.sanity.studio'] },
    });
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'", 'https://dealer.sanity.studio']);
    expect(directive(policy, 'connect-src')).toContain('wss://*.api.sanity.io');
  });

  test('development allows eval; plain HTTP is not upgraded', () => {
    const policy = buildContentSecurityPolicy({ ...base, development: true, https: false });
    expect(directive(policy, 'script-src')).toContain("'unsafe-eval'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });
});
