/**
 * Navigation feedback (issue 8): a slow client navigation shows the top load bar (after its 200 ms throttle, which
 * unit tests cover with fake timers), and it is gone once the new page renders; the page under it fades meanwhile
 * (html[data-page-load]). Under prefers-reduced-motion neither animates.
 */
import { expect, test, type Page } from '@playwright/test';
import { consentGivenCookies } from './site-data';

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

const phase = (page: Page) => page.evaluate(() => document.documentElement.dataset.pageLoad ?? 'idle');

test('a slow navigation shows the load bar after the throttle, and it goes once the page arrives', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => phase(page)).toBe('idle');
  await slowDown(page, '/contact-us', 3_000);
  await page.locator('footer a[href="/contact-us"]').first().click();
  await expect.poll(() => phase(page), { timeout: 2_500 }).toBe('loading');
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => phase(page)).not.toBe('loading');
});

test('with reduced motion the bar and the page do not animate', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  await context.addCookies(consentGivenCookies(baseURL ?? ''));
  const page = await context.newPage();
  await page.goto('/');
  await slowDown(page, '/contact-us', 3_000);
  await page.locator('footer a[href="/contact-us"]').first().click();
  await expect.poll(() => phase(page), { timeout: 2_500 }).toBe('loading');
  // The bar and the transition's page wrapper ([data-enter]) run no animation.
  const running = await page.evaluate(() => {
    const animated = (selector: string) =>
      [...document.querySelectorAll(selector)].flatMap((element) =>
        element.getAnimations().filter((animation) => animation.playState === 'running'),
      ).length;
    return animated('[data-phase]') + animated('[data-enter]');
  });
  expect(running).toBe(0);
  await expect(page).toHaveURL(/\/contact-us$/);
  await context.close();
});
