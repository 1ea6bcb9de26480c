/**
 * Security headers: every page type answers with a per-request nonce policy and the fixed security
 * headers; every script tag carries that response's nonce; the page still hydrates with no CSP violation.
 */
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { ownsServer, TAG_HOSTS } from './e2e-env';
import { dataset, firstVehiclePath, loadSiteData } from './site-data';

const site = loadSiteData();

const FIXED_HEADERS: Record<string, string | RegExp> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': /camera=\(\).*microphone=\(\)/,
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/**
 * The nonce of the response's policy, after checking the policy's shape. The suite's visitor accepted every cookie
 * category (playwright.config.ts), and its own server has tag ids: the tag hosts are allowed. Another server (an
 * E2E_BASE_URL) may have none, so only the suite's own is held to that.
 */
function checkPagePolicy(response: APIResponse, consented = true): string {
  const policy = response.headers()['content-security-policy'];
  expect(policy, 'Content-Security-Policy header').toBeTruthy();
  const parsed = directives(policy!);
  const scripts = parsed.get('script-src') ?? [];
  const nonce = scripts.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce, 'script-src nonce').toMatch(/^[A-Za-z0-9+/=]{16,}$/);
  expect(scripts).toContain("'strict-dynamic'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(parsed.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'https://cdn.sanity.io']));
  expect(parsed.get('frame-ancestors')).toEqual(["'none'"]);
  expect(parsed.get('object-src')).toEqual(["'none'"]);
  const connect = parsed.get('connect-src') ?? [];
  if (!consented) expect(policy, 'no analytics host before consent').not.toMatch(/google|facebook/);
  else if (ownsServer) {
    expect(connect).toEqual(expect.arrayContaining(TAG_HOSTS.map((host) => `https://${host}`)));
  }
  return nonce!;
}

function checkFixedHeaders(response: APIResponse) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(FIXED_HEADERS)) {
    if (typeof value === 'string') expect(headers[name], name).toBe(value);
    else expect(headers[name], name).toMatch(value);
  }
}

/** Every executable <script> in the HTML carries the response's nonce (JSON-LD data blocks need none). */
function checkScriptNonces(html: string, nonce: string) {
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  const executable = tags.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
  expect(executable.length, 'script tags in the page').toBeGreaterThan(0);
  for (const tag of executable) expect(tag, 'script tag nonce').toContain(`nonce="${nonce}"`);
}

test.describe(`${dataset}: security headers`, () => {
  test.skip(dataset !== 'dealership', 'page types of the dealership variant (inventory, articles)');

  const pages: [string, (page: Page) => Promise<string>, number][] = [
    ['home', async () => '/', 200],
    ['article', async () => `/car-research/${site.slugs.article[0]}`, 200],
    ['inventory results', async () => '/cars-for-sale', 200],
    ['vehicle page', firstVehiclePath, 200],
    ['contact', async () => '/contact-us', 200],
    ['sell flow entry', async () => '/sell-trade-my-car', 200],
    ['sell flow questions', async () => '/sell-trade-my-car/your-vehicle', 200],
    ['404', async () => '/no-such-page-for-the-security-test', 404],
  ];

  for (const [name, pathOf, status] of pages) {
    test(`${name}: policy with a fresh nonce per response, nonce on every script, no violation`, async ({ page }) => {
      const path = await pathOf(page);
      const first = await page.request.get(path);
      expect(first.status()).toBe(status);
      checkFixedHeaders(first);
      expect(first.headers()['cache-control']).toMatch(/private/);
      const nonce = checkPagePolicy(first);
      checkScriptNonces(await first.text(), nonce);

      const second = await page.request.get(path);
      const nextNonce = checkPagePolicy(second);
      expect(nextNonce).not.toBe(nonce);
      checkScriptNonces(await second.text(), nextNonce);

      // In the browser: hydration completes and nothing is refused by the policy.
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
      });
      page.on('pageerror', (error) => violations.push(`pageerror: ${error.message}`));
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect
        .poll(() => page.evaluate(() => Boolean((window as { next?: { version?: string } }).next?.version)))
        .toBe(true);
      expect(violations).toEqual([]);
    });
  }

  test('before the visitor chooses, the policy allows no analytics host', async ({ playwright, baseURL }) => {
    // The dealership seed asks first (tier 3): a visitor with no consent cookie has not allowed analytics yet.
    const fresh = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const response = await fresh.get('/');
    expect(response.status()).toBe(200);
    checkPagePolicy(response, false);
    await fresh.dispose();
  });

  test('static assets: immutable 100-day cache and the fixed headers', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = html.match(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/)?.[1];
    expect(asset, 'a static asset in the home page').toBeTruthy();
    const response = await request.get(asset!);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=8640000, immutable');
    checkFixedHeaders(response);
  });

  test('API answers: a deny-all policy and the fixed headers', async ({ request }) => {
    const response = await request.get('/api/statsig/experiments');
    checkFixedHeaders(response);
    expect(response.headers()['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
  });

  test('a cross-site form post is refused before the lead service sees it', async ({ request }) => {
    const response = await request.post('/api/leads', {
      headers: { origin: 'https://attacker.example' },
      form: { form: 'CONTACT', firstName: 'Mallory' },
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ errors: { _form: expect.any(String) } });
  });
});
