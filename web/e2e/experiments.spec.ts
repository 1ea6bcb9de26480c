import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from './test';
import { TAG_HOSTS } from './e2e-env';
import { consentBanner, dataset, makeModelListing, seedVehicles } from './site-data';
import { AXE_TAGS } from './axe';

/**
 * Experiments (flag client) on the local override adapter (no STATSIG_CLIENT_KEY: the seeded CMS
 * overrides, no network) and the Spanish site (language switch, consent dialog and popups in Spanish).
 */

interface UiString {
  key?: string;
  en?: string;
  es?: string;
}

function seedStrings(): UiString[] {
  const dir = process.env.SEED_DIR ?? path.join(__dirname, '..', '..', 'seed', 'dist');
  const line = readFileSync(path.join(dir, `${dataset}.ndjson`), 'utf8')
    .split('\n')
    .find((text) => text.includes('"_type":"siteSettings"') && !text.includes('"_id":"drafts.'));
  return line ? ((JSON.parse(line) as { uiStrings?: UiString[] }).uiStrings ?? []) : [];
}

const strings = seedStrings();
const es = (key: string) => {
  const text = strings.find((item) => item.key === key)?.es;
  if (!text) throw new Error(`no Spanish text for ${key} in the seed`);
  return text;
};

async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder.include(include);
  return (await builder.analyze()).violations.map((violation) => `${violation.id}: ${violation.help}`);
}

async function setLanguageCookie(context: BrowserContext, baseURL: string, lang: 'en' | 'es') {
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
}

test.describe('experiments', () => {
  test('GET /api/statsig/experiments lists the active seeded overrides', async ({ request }) => {
    const response = await request.get('/api/statsig/experiments');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual(['staging-popup-lineup', 'unlock-inventory-copy']);
  });

  test('after consent and load the local flag client applies the overrides of this environment, offline', async ({
    page,
    context,
    baseURL,
  }) => {
    const own = new URL(baseURL as string).host;
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.host !== own) thirdParty.push(request.url());
    });
    await page.goto('/');
    // The staging-only override is listed but does not apply in production.
    await expect(page.locator('html')).toHaveAttribute('data-experiments', 'unlock-inventory-copy');
    // The visitor id the flag client buckets by, kept for later visits.
    const visitorId = (await context.cookies()).find((cookie) => cookie.name === 'uniqueUserId');
    expect(visitorId?.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(visitorId?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 24 * 3600);
    // The consented analytics tags may load; nothing goes to Statsig or anywhere else.
    expect(thirdParty.filter((url) => !TAG_HOSTS.includes(new URL(url).host as (typeof TAG_HOSTS)[number]))).toEqual(
      [],
    );
  });

  test('without analytics consent the flag client never loads', async ({ page, context, baseURL }) => {
    test.skip(dataset !== 'dealership', 'the sell-car site is tier 1: every category is allowed without asking');
    await context.addCookies([
      { name: 'allowCookies', value: 'essential,functional', url: baseURL as string },
      { name: 'displayCookies', value: 'hide', url: baseURL as string },
    ]);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/statsig/')) asked.push(request.url());
    });
    await page.goto('/', { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    expect(asked).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-experiments');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('uniqueUserId');
  });
});

test.describe('experiments on server-rendered pages', () => {
  test.skip(dataset !== 'dealership', 'the private vehicle cards are in the dealership dataset');

  function privateListing(): string {
    const vehicle = seedVehicles().find((item) => item.isPrivate);
    if (!vehicle) throw new Error('no private vehicle in the seed');
    return makeModelListing(vehicle);
  }

  test('an experiment’s strings reach the server-rendered page from the next page on, and only with consent', async ({
    page,
    context,
    baseURL,
  }) => {
    const listing = privateListing();
    const label = page.getByTestId('card-private').first();
    await page.goto(listing);
    await expect(label).toHaveText(/Private inventory: unlock the price/);
    // After load the flag client hands the server the experiment's strings; the page being read does not change.
    await expect(page.locator('html')).toHaveAttribute('data-experiments', 'unlock-inventory-copy');
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'experimentConfig'))
      .toBe(true);
    await expect(label).toHaveText(/Private inventory: unlock the price/);
    await page.goto(listing);
    await expect(label).toHaveText(/Members’ price: unlock to see it/);

    // Analytics consent withdrawn: the server no longer applies the visitor's experiment.
    await context.addCookies([{ name: 'allowCookies', value: 'essential,functional', url: baseURL as string }]);
    await page.goto(listing);
    await expect(label).toHaveText(/Private inventory: unlock the price/);
  });
});

test.describe('Spanish', () => {
  test('the language switch sets <html lang>, the strings and a cookie that persists; axe clean in Spanish', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const languages = page.getByRole('navigation', { name: 'Language' });
    await languages.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const spanishNav = page.getByRole('navigation', { name: es('nav.language') });
    await expect(spanishNav.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    const cookie = (await context.cookies()).find((item) => item.name === 'lang');
    expect(cookie?.value).toBe('es');
    // Functional consent is given (the suite's default): the choice lasts 30 days, not just the session.
    expect(cookie?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: es('nav.skipToContent') })).toBeAttached();
    expect(await axeViolations(page)).toEqual([]);

    await spanishNav.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the consent dialog in Spanish, axe clean', async ({ page, context, baseURL }) => {
    await context.clearCookies();
    await setLanguageCookie(context, baseURL as string, 'es');
    await page.goto('/');
    const dialog = consentBanner(page, es('cookies.title'));
    await expect(dialog).toBeVisible();
    // Seeded tiers: sell-car 1 (close and continue only), dealership 3 (accept all, deny, customise).
    const main = dataset === 'dealership' ? es('cookies.acceptAll') : es('cookies.close');
    await expect(dialog.getByRole('button', { name: main })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('popups in Spanish: the unlock dialog and its form, axe clean', async ({ page, context, baseURL }) => {
    test.skip(dataset !== 'dealership', 'the vehicle pages are in the dealership dataset');
    await setLanguageCookie(context, baseURL as string, 'es');
    await page.goto('/cars-for-sale');
    const hrefs = await page
      .locator('a[href*="-cars-for-sale/"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    const paths = [...new Set(hrefs.filter((href) => /[A-HJ-NPR-Z0-9]{17}$/i.test(href)))].slice(0, 3);
    expect(paths).toHaveLength(3);
    for (const [index, vehicle] of paths.entries()) {
      await page.goto(vehicle);
      await page.waitForFunction((expected) => {
        const raw = window.localStorage.getItem('viewedPagesItems');
        const counters = raw
          ? (JSON.parse(raw) as Record<string, Record<string, Record<string, { countVisits: number }>>>)[
              'unlock-inventory'
            ]
          : undefined;
        return Object.values(counters ?? {}).some((rules) =>
          Object.values(rules).some((counter) => counter.countVisits >= expected),
        );
      }, index + 1);
    }
    const dialog = page.getByRole('dialog', { name: es('popup.unlock-inventory.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(es('popup.firstName'))).toBeFocused();
    await expect(dialog.getByRole('button', { name: es('popup.close') })).toBeVisible();
    expect(await axeViolations(page, '[data-popup-id]')).toEqual([]);
  });
});
