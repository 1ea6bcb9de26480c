import { expect, test, type Page } from './test';
import { telHref } from '../src/lib/phone/format';
import { consentGivenCookies, dataset, loadSiteData, staticRoutes } from './site-data';
import { AXE_TAGS, expectNoAxeViolations } from './axe';

const site = loadSiteData();
const enabled = (pageKey: string) => site.enabledPages.includes(pageKey);
const enabledStatic = staticRoutes.filter((route) => enabled(route.pageKey));
const disabledStatic = staticRoutes.filter((route) => !enabled(route.pageKey));

/** Loads a page and gives hydration and late requests a moment (without waiting on endless prefetching). */
async function open(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  return response;
}

// A visitor who already answered the cookie dialog: these checks are about the shell, the dialog has its own suite.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(consentGivenCookies(baseURL ?? ''));
});

// Every enabled route's status, h1, console and axe are checked by routes.spec.ts.
test.describe(`${dataset}: not found`, () => {
  test('an unknown path answers 404 with the path in the message', async ({ page }) => {
    const path = '/this-page-does-not-exist-e2e';
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(`Page not found: ${path}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Sorry, we couldn’t find the page you’re looking for.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle('404 - Page not found');
  });

  test('a page disabled in this variant answers 404', async ({ page }) => {
    test.skip(disabledStatic.length === 0, 'every page is enabled in this variant');
    for (const route of disabledStatic) {
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe(404);
      await expect(page.getByText(`Page not found: ${route.path}`, { exact: true })).toBeVisible();
    }
  });

  test('a route whose parameter names nothing answers 404 “Page Not Found”', async ({ page }) => {
    test.skip(!enabled('legal'), 'legal pages are disabled');
    const path = '/legal/not-a-policy';
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(`Page Not Found: ${path}`, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('404 - Page not found');
  });
});

test.describe(`${dataset}: navigation`, () => {
  test('header, main-menu and footer links lead to pages that answer 200', async ({ page, request }) => {
    await page.goto('/');
    const hrefs = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });

  test('menus from the settings are rendered, links to disabled pages left out', async ({ page }) => {
    await page.goto('/');
    for (const link of site.headerMenu) {
      if (!link.href || !link.label) continue;
      const primary = page.getByRole('navigation', { name: 'Primary' });
      await expect(primary.getByRole('link', { name: link.label, exact: true }).first()).toBeVisible();
    }
    const menuButton = page.locator('header summary');
    if (site.mainMenu.length > 0) {
      await menuButton.click();
      const mainMenu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(mainMenu).toBeVisible();
      for (const group of site.mainMenu) {
        if (group.label) await expect(mainMenu.getByText(group.label, { exact: true }).first()).toBeVisible();
      }
      await page.keyboard.press('Escape');
      await expect(mainMenu).toBeHidden();
    }
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });

  test('the userSelectedStore cookie switches the store the header shows', async ({ page, context, baseURL }) => {
    const defaultStore = site.stores.find((store) => store._id === site.defaultStoreId) ?? site.stores[0];
    const other = site.stores.find((store) => store._id !== defaultStore?._id && store.phone !== defaultStore?.phone);
    test.skip(!defaultStore || !other, 'needs two stores with different phones');
    await page.goto('/');
    await expect(page.locator('header a[href^="tel:"]')).toHaveAttribute('href', telHref(defaultStore!.phone)!);
    await context.addCookies([{ name: 'userSelectedStore', value: other!.storeId, url: baseURL! }]);
    await page.goto('/');
    await expect(page.locator('header a[href^="tel:"]')).toHaveAttribute('href', telHref(other!.phone)!);
  });

  test('the minimal layout shows only the logo and the phone', async ({ page }) => {
    const minimal = enabledStatic.find((route) => route.layout === 'minimal');
    test.skip(!minimal, 'no minimal-layout page enabled');
    await page.goto(minimal!.path);
    await expect(page.locator('header a[href^="tel:"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Primary' })).toHaveCount(0);
    await expect(page.locator('header summary')).toHaveCount(0);
  });
});

test.describe(`${dataset}: accessibility (axe ${AXE_TAGS.join(', ')})`, () => {
  // Every route's page is checked by routes.spec.ts; here the 404 page and the open menu.
  test('the 404 page has no violations', async ({ page }) => {
    await open(page, '/this-page-does-not-exist-e2e');
    await expectNoAxeViolations(page);
  });

  test('the open main menu has no violations', async ({ page }) => {
    test.skip(site.mainMenu.length === 0, 'no main menu');
    await page.goto('/');
    await page.locator('header summary').click();
    await expectNoAxeViolations(page);
  });
});
