/**
 * Navigation feedback: a slow client navigation shows the top load bar (after its 200 ms throttle, which
 * unit tests cover with fake timers), and it is gone once the new page renders; the page under it fades meanwhile
 * (html[data-page-load]). Under prefers-reduced-motion neither animates.
 */
import { expect, test, type Page } from './test';
import { consentGivenCookies, dataset, firstVehiclePath } from './site-data';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(consentGivenCookies(baseURL ?? ''));
});

/** Holds the client-navigation (RSC) fetches of `path` for `ms`, so the navigation is slow. */
async function slowDown(page: Page, path: string, ms: number) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().headers()['rsc']) await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}

/**
 * How long the next page is held back. Long enough that a loaded machine still sees the bar (shown 200 ms after the
 * click) before the page arrives: a click handled late must not let the page land first.
 */
const SLOW_MS = 6_000;

/**
 * The footer's contact link once React has hydrated it (its props are on the element): a click before that is a
 * plain link's whole-document load, which has no client navigation to show.
 */
async function hydratedContactLink(page: Page) {
  const link = page.locator('footer a[href="/contact-us"]').first();
  await expect
    .poll(() => link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
  return link;
}

const phase = (page: Page) => page.evaluate(() => document.documentElement.dataset.pageLoad ?? 'idle');

test('a slow navigation shows the load bar after the throttle, and it goes once the page arrives', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => phase(page)).toBe('idle');
  await slowDown(page, '/contact-us', SLOW_MS);
  await (await hydratedContactLink(page)).click();
  await expect.poll(() => phase(page), { timeout: SLOW_MS - 1_000 }).toBe('loading');
  await expect(page).toHaveURL(/\/contact-us$/, { timeout: SLOW_MS + 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => phase(page)).not.toBe('loading');
});

test('with reduced motion the bar and the page do not animate', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  await context.addCookies(consentGivenCookies(baseURL ?? ''));
  const page = await context.newPage();
  await page.goto('/');
  await slowDown(page, '/contact-us', SLOW_MS);
  await (await hydratedContactLink(page)).click();
  await expect.poll(() => phase(page), { timeout: SLOW_MS - 1_000 }).toBe('loading');
  // The bar and the transition's page wrapper ([data-enter]) run no animation.
  const running = await page.evaluate(() => {
    const animated = (selector: string) =>
      [...document.querySelectorAll(selector)].flatMap((element) =>
        element.getAnimations().filter((animation) => animation.playState === 'running'),
      ).length;
    return animated('[data-phase]') + animated('[data-enter]');
  });
  expect(running).toBe(0);
  await expect(page).toHaveURL(/\/contact-us$/, { timeout: SLOW_MS + 10_000 });
  await context.close();
});

/** A mark on the page's window: a client navigation keeps it, a whole-document load clears it. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as Window & { e2eSameDocument?: boolean }).e2eSameDocument === true);

test.describe('after a deploy', () => {
  /** Opens the home page, lets its five-minute build check run (the page's clock moved on) and waits for the answer. */
  async function homeAfterBuildCheck(page: Page) {
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('footer a[href="/contact-us"]').first()).toBeVisible();
    await markWindow(page);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/build-id');
    await page.clock.fastForward('05:01');
    await answered;
  }

  test('on the same build a link click stays a client navigation', async ({ page }) => {
    await homeAfterBuildCheck(page);
    await (await hydratedContactLink(page)).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test('once the server names a new build, the next link click loads the page in full', async ({ page }) => {
    await page.route('**/api/build-id', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
    await homeAfterBuildCheck(page);
    const documentRequest = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/contact-us',
    );
    await page.locator('footer a[href="/contact-us"]').first().click();
    await documentRequest;
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
  });

  test('a script chunk that fails to load reloads the page once; a second failure within 10 s does not', async ({
    page,
  }) => {
    test.skip(dataset !== 'dealership', 'the vehicle page’s lazily loaded dialogs are a dealership feature');
    const vehicle = await firstVehiclePath(page);
    await page.goto(vehicle);
    const opener = page.getByRole('button', { name: 'Schedule a test drive' });
    await expect(opener).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    // From now on every new script chunk fails, as when a deploy has removed the old build's files.
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await markWindow(page);
    const reloaded = page.waitForEvent('load');
    await opener.click();
    await reloaded;
    expect(await sameDocument(page)).toBe(false);

    // Same path, well within 10 s: no second reload, the page stays as it is.
    await expect(opener).toBeVisible();
    await markWindow(page);
    await opener.click();
    await page.waitForTimeout(1_500);
    expect(await sameDocument(page)).toBe(true);
    await expect(page).toHaveURL(new RegExp(`${vehicle}$`));
  });
});
