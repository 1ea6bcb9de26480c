import { expect, test, type Page } from '@playwright/test';

/** Every request to a host other than the site's own while `run` executes. */
async function thirdPartyRequests(page: Page, baseURL: string, run: () => Promise<void>): Promise<string[]> {
  const own = new URL(baseURL).host;
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host !== own) seen.push(request.url());
  });
  await run();
  return seen;
}

async function browse(page: Page) {
  for (const path of ['/', '/contact-us', '/?utm_source=google&gclid=abc123']) {
    await page.goto(path, { waitUntil: 'load' });
    // lazyOnload scripts load after the load event: give them the time they would take.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
  }
}

test.describe('tracking tags and consent', () => {
  test('with consent denied and Global Privacy Control no third-party script is requested and no click id is stored', async ({
    page,
    context,
    baseURL,
  }) => {
    // A tier-1 site (sell-car) allows every category without asking; GPC still turns targeting off there.
    await context.clearCookies();
    await context.addCookies([
      { name: 'displayCookies', value: 'hide', url: baseURL as string },
      { name: 'allowCookies', value: 'essential', url: baseURL as string },
    ]);
    await context.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
    await context.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
    const requests = await thirdPartyRequests(page, baseURL as string, () => browse(page));
    expect(requests).toEqual([]);
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('gclid');
    expect(names).not.toContain('_fbp');
    expect(names).not.toContain('_ga');
  });

  test('with consent granted and no tag ids configured still no third-party request; ad params are stored', async ({
    page,
    context,
    baseURL,
  }) => {
    const requests = await thirdPartyRequests(page, baseURL as string, () => browse(page));
    expect(requests).toEqual([]);
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
    expect(cookies.utm_source).toBe('google');
    expect(cookies.gclid).toBe('abc123');
  });

  test('POST /api/track/facebook validates its body', async ({ request }) => {
    const bad = await request.post('/api/track/facebook', { data: { eventName: 'Lead' } });
    expect(bad.status()).toBe(400);
    const good = await request.post('/api/track/facebook', { data: { eventName: 'Lead', event_id: 'e2e-1' } });
    expect(good.status()).toBe(204);
  });
});

test.describe('tracking on the minimal layout', () => {
  test('the sell flow page (minimal layout) stores ad parameters once consent allows, with no third-party request', async ({
    page,
    baseURL,
    context,
  }) => {
    const requests = await thirdPartyRequests(page, baseURL as string, async () => {
      await page.goto('/sell-trade-my-car/your-vehicle?utm_source=bing&gclid=minimal-1', { waitUntil: 'load' });
      await expect
        .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'gclid')?.value)
        .toBe('minimal-1');
    });
    expect(requests).toEqual([]);
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
    expect(cookies.utm_source).toBe('bing');
  });
});
