/**
 * Visitor journeys that used to end in a dead end: leaving a 404 page, 404 pages like every other page (one robots
 * tag, the consent dialog), offers outside their dates, listings and pages a variant does not have, and focus at the
 * bottom of a page never hidden behind a floating control.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import {
  consentBanner,
  consentGivenCookies,
  dataset,
  firstVehiclePath,
  loadSiteData,
  offerEnded,
  offerRunsNow,
} from './site-data';
import { AXE_TAGS } from './axe';

const site = loadSiteData();
const enabled = (pageKey: string) => site.enabledPages.includes(pageKey);
const MISSING = '/no-such-page-here';
const NOT_FOUND_HEADING = { name: 'Page not found', level: 1 } as const;

test.describe(`${dataset}: leaving a 404 page`, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies(consentGivenCookies(baseURL ?? ''));
  });

  test('"Go back home" shows the home page', async ({ page }) => {
    const response = await page.goto(MISSING);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', NOT_FOUND_HEADING)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', NOT_FOUND_HEADING)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a footer link shows its page', async ({ page }) => {
    const link = site.footerMenu.find((item) => item.href?.startsWith('/') && item.href !== '/');
    test.skip(!link?.href, 'no site link in the footer menu');
    await page.goto(MISSING);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: link?.label ?? '', exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${link?.href ?? ''}$`));
    await expect(page.getByRole('heading', NOT_FOUND_HEADING)).toHaveCount(0);
  });
});

test.describe(`${dataset}: a 404 page is a page like the others`, () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('one robots meta tag (noindex) and the consent banner for a first visit', async ({ page }) => {
    await page.goto(MISSING);
    const robots = await page
      .locator('meta[name="robots"]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''));
    expect(robots).toHaveLength(1);
    expect(robots[0]).toContain('noindex');
    await expect(consentBanner(page, 'We use cookies')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe(`${dataset}: pages a variant has, and when`, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies(consentGivenCookies(baseURL ?? ''));
  });

  test('the buying guide /how-it-works is served only where the inventory is', async ({ request }) => {
    const response = await request.get('/how-it-works');
    expect(response.status()).toBe(enabled('inventory') ? 200 : 404);
  });

  test('/used-cars-for-sale lists used cars only', async ({ page }) => {
    const response = await page.goto('/used-cars-for-sale');
    if (!enabled('inventory')) {
      expect(response?.status()).toBe(404);
      return;
    }
    const cards = page.locator('main a[href*="-cars-for-sale/"]');
    await expect(cards.first()).toBeVisible();
    const conditions = await cards.evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.split('-')[0]),
    );
    expect(new Set(conditions)).toEqual(new Set(['/used']));
  });

  test('offers outside their dates answer 410 and leave the sitemap; running ones (monthly ones rolled) are served', async ({
    request,
  }) => {
    test.skip(!enabled('specialOffers'), 'special offers disabled');
    const ended = site.offers.filter(offerEnded);
    const running = site.offers.filter(offerRunsNow);
    expect(ended.map((offer) => offer.offerId)).toContain('spring-clearance');
    expect(running.length).toBeGreaterThan(0);
    // The seed's monthly offers began last month: they run now, in this month's window.
    expect(running.filter((offer) => offer.recurring === 'monthly').length).toBeGreaterThan(0);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const offer of ended) {
      const path = `/special-offers/${offer.offerType}/${offer.offerId}`;
      const response = await request.get(path);
      expect(response.status(), path).toBe(410);
      expect(await response.text(), path).toContain('noindex');
      expect(sitemap, path).not.toContain(path);
    }
    for (const offer of running) {
      const path = `/special-offers/${offer.offerType}/${offer.offerId}`;
      expect((await request.get(path)).status(), path).toBe(200);
      expect(sitemap, path).toContain(path);
    }
  });
});

test.describe(`${dataset}: icons`, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies(consentGivenCookies(baseURL ?? ''));
  });

  test("the locked-payment mark is the icon set's drawing, never an emoji", async ({ page }) => {
    test.skip(!enabled('inventory'), 'no inventory');
    await page.goto('/cars-for-sale');
    const locked = page.getByTestId('inventory-results').locator('[data-testid="card-payment"][data-state="locked"]');
    await expect(locked.first()).toBeVisible();
    // Icons are drawn by the stylesheet: an empty element masked with the set's drawing.
    const mark = locked.first().locator('.icon.i-lock');
    await expect(mark).toBeVisible();
    expect(await mark.evaluate((element) => getComputedStyle(element).maskImage)).toContain('url(');
    expect(await page.getByTestId('inventory-results').textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
    await page.goto(await firstVehiclePath(page));
    await expect(page.locator('main')).not.toContainText('🔒');
  });
});

/** Parts of the focused element's box (inset 2px) that another element is painted over. */
async function coveredPoints(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return { name: element.outerHTML.slice(0, 80), covered: [] };
    const inset = 2;
    const points: [number, number][] = [
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
      [box.left + box.width / 2, box.top + box.height / 2],
    ];
    const covered = points
      .filter(([x, y]) => x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight)
      .map(([x, y]) => document.elementFromPoint(x, y))
      .filter((hit): hit is Element => !!hit && !element.contains(hit) && !hit.contains(element))
      .map((hit) => hit.outerHTML.slice(0, 80));
    return { name: element.outerHTML.slice(0, 80), covered };
  });
}

test.describe(`${dataset}: focus at the bottom of a page is never hidden`, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies(consentGivenCookies(baseURL ?? ''));
  });

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    test(`tabbing through the footer at ${viewport.width}×${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link').first().focus();
      const seen: string[] = [];
      for (let step = 0; step < 60; step += 1) {
        const state = await coveredPoints(page);
        if (!state) break;
        expect(state.covered, `focused ${state.name} is covered`).toEqual([]);
        if (seen.includes(state.name) && seen.length > 3) break;
        seen.push(state.name);
        await page.keyboard.press('Tab');
      }
      expect(seen.length).toBeGreaterThan(3);
    });
  }
});
