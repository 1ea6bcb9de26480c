/**
 * Security headers: every page type answers with a policy that lets scripts run only from this site or by the
 * SHA-256 of their exact text (pages are cached and shared, so no per-request nonce; docs/caching.md), and the
 * fixed security headers; the page still hydrates with no CSP violation. A cookie-less request to a cached page
 * type may be kept by a CDN; any other request stays private.
 */
import { createHash } from 'node:crypto';
import { expect, test, type APIResponse, type Page } from './test';
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
 * The policy's shape. The suite's own server has tag ids, so the tag hosts are listed (their scripts load only
 * after consent); another server (an E2E_BASE_URL) may have none, so only the suite's own is held to that.
 */
function checkPagePolicy(response: APIResponse): string[] {
  const policy = response.headers()['content-security-policy'];
  expect(policy, 'Content-Security-Policy header').toBeTruthy();
  const parsed = directives(policy!);
  const scripts = parsed.get('script-src') ?? [];
  expect(scripts[0]).toBe("'self'");
  expect(scripts.join(' ')).not.toMatch(/nonce-|'unsafe-inline'|'unsafe-eval'|'strict-dynamic'/);
  expect(parsed.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'https://cdn.sanity.io']));
  expect(parsed.get('frame-ancestors')).toEqual(["'none'"]);
  expect(parsed.get('object-src')).toEqual(["'none'"]);
  if (ownsServer) {
    expect(parsed.get('connect-src')).toEqual(expect.arrayContaining(TAG_HOSTS.map((host) => `https://${host}`)));
  }
  return scripts;
}

function checkFixedHeaders(response: APIResponse) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(FIXED_HEADERS)) {
    if (typeof value === 'string') expect(headers[name], name).toBe(value);
    else expect(headers[name], name).toMatch(value);
  }
}

/** Every inline script of the document is allowed by its hash, and the policy allows nothing else inline. */
function checkScriptHashes(html: string, scripts: string[]) {
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes, text]) => !/\bsrc\s*=/.test(attributes ?? '') && text)
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
  expect(inline.length, 'inline scripts in the page').toBeGreaterThan(0);
  for (const hash of inline) expect(scripts, 'inline script hash').toContain(hash);
  const hashes = scripts.filter((source) => source.startsWith("'sha256-"));
  expect(hashes.length).toBe(new Set(inline).size);
}

test.describe(`${dataset}: security headers`, () => {
  test.skip(dataset !== 'dealership', 'page types of the dealership variant (inventory, articles)');

  // [name, path, status, cached for every visitor]
  const pages: [string, (page: Page) => Promise<string>, number, boolean][] = [
    ['home', async () => '/', 200, true],
    ['article', async () => `/car-research/${site.slugs.article[0]}`, 200, true],
    ['inventory results', async () => '/cars-for-sale', 200, true],
    ['vehicle page', firstVehiclePath, 200, true],
    ['contact', async () => '/contact-us', 200, true],
    ['sell flow entry', async () => '/sell-trade-my-car', 200, true],
    ['sell flow questions', async () => '/sell-trade-my-car/your-vehicle', 200, true],
    ['404', async () => '/no-such-page-for-the-security-test', 404, false],
  ];

  for (const [name, pathOf, status, cached] of pages) {
    test(`${name}: inline scripts allowed by hash only, cache headers, no violation`, async ({
      page,
      playwright,
      baseURL,
    }) => {
      const path = await pathOf(page);
      const first = await page.request.get(path);
      expect(first.status()).toBe(status);
      checkFixedHeaders(first);
      // The suite's visitor carries cookies (consent, banner): never a shared cache.
      expect(first.headers()['cache-control']).toMatch(/private/);
      checkScriptHashes(await first.text(), checkPagePolicy(first));

      // A first-time visitor (no cookie): the same page from Next's cache, and a CDN may keep it.
      const anonymous = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
      await anonymous.get(path);
      const again = await anonymous.get(path);
      expect(again.status()).toBe(status);
      if (cached) {
        // From Next's cache: fresh, or stale while it is rendered again in the background.
        expect(['HIT', 'STALE']).toContain(again.headers()['x-nextjs-cache']);
        expect(again.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
        expect(again.headers()['vary']).toMatch(/Cookie/);
      } else {
        expect(again.headers()['cache-control'] ?? '').not.toMatch(/public/);
      }
      checkScriptHashes(await again.text(), checkPagePolicy(again));

      // What a browser is sent: the page's own text (compression is Next's or nginx's, not the app's), under
      // Next's entity tag; asking again with that tag gets 304 without a body or policy.
      const asBrowser = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
      const asSentResponse = await anonymous.get(path, { headers: asBrowser });
      const asSent = await asSentResponse.text();
      checkScriptHashes(asSent, checkPagePolicy(asSentResponse));
      if (status === 200) {
        const etag = asSentResponse.headers()['etag'] ?? '';
        expect(etag).toBeTruthy();
        const revalidated = await anonymous.get(path, { headers: { ...asBrowser, 'if-none-match': etag } });
        // 304 while the page is unchanged; a page rendered again in between (served stale while Next refreshed it)
        // comes whole, under its new tag.
        if (revalidated.status() === 200) expect(revalidated.headers()['etag']).not.toBe(etag);
        else {
          expect(revalidated.status()).toBe(304);
          expect(revalidated.headers()['content-security-policy']).toBeUndefined();
        }
      }
      await anonymous.dispose();

      // In the browser: hydration completes and nothing is refused by the policy (the fixture in ./test fails the
      // test on any securitypolicyviolation event as well).
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect
        .poll(() => page.evaluate(() => Boolean((window as { next?: { version?: string } }).next?.version)))
        .toBe(true);
      expect(errors).toEqual([]);

      // The page's JavaScript is requested by the loader once the page has painted, not by script tags of its own
      // (docs/caching.md, "Scripts after the first paint").
      expect(asSent).not.toMatch(/<script src="[^"]*" async="">/);
      const order = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        chunks: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(order.painted, 'first contentful paint').not.toBeNull();
      expect(order.chunks.length).toBeGreaterThan(0);
      for (const requested of order.chunks) expect(requested).toBeGreaterThanOrEqual(order.painted!);
    });
  }

  test('static assets: immutable 100-day cache, the fixed headers, no framing', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = html.match(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/)?.[1];
    expect(asset, 'a static asset in the home page').toBeTruthy();
    const response = await request.get(asset!);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=8640000, immutable');
    expect(response.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
    checkFixedHeaders(response);
  });

  for (const path of ['/wp-login.php', '/.env', '/xmlrpc.php', '/index.html', '/x.y']) {
    test(`${path} names no page and no file: the site’s 404 page with the page policy, never cached`, async ({
      request,
    }) => {
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      expect(response.status()).toBe(404);
      checkFixedHeaders(response);
      checkScriptHashes(await response.text(), checkPagePolicy(response));
      expect(response.headers()['cache-control'] ?? '').not.toMatch(/public/);
    });
  }

  const files: [string, RegExp][] = [
    ['/robots.txt', /^text\/plain/],
    ['/sitemap.xml', /xml/],
    ['/feeds/google-vehicle-listings.xml', /xml/],
    ['/icon.svg', /^image\/svg\+xml/],
  ];
  for (const [path, type] of files) {
    test(`${path} is served as the file it is, and may not be framed`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(type);
      expect(response.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
    });
  }

  test('/favicon.ico, which browsers ask for by themselves, leads to the site icon', async ({ request }) => {
    const response = await request.get('/favicon.ico', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/icon.svg');
    expect(response.headers()['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  });

  test('every script a page loads opens with the eager-compile hint (next.config.ts)', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const scripts = new Set([...html.matchAll(/"(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((match) => match[1]!));
    expect(scripts.size).toBeGreaterThan(0);
    for (const script of scripts) {
      expect((await (await request.get(script)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), script).toBe(
        true,
      );
    }
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
