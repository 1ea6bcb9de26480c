/**
 * The search page on a phone: the results on the first screen, the filters behind "Filters (n)" in a drawer (focus
 * trapped, Escape closes, focus returns to the button), the applied filters as chips that each remove one filter.
 * Wide screens keep the sidebar. Dealership variant (the sell-car site has no vehicle search).
 */
import { expect, test, type Page } from './test';
import { consentGivenCookies, dataset } from './site-data';
import { expectNoAxeViolations } from './axe';

const PHONE = { width: 390, height: 844 };

const cards = (page: Page) => page.getByTestId('inventory-results').locator(':scope > li');
const filtersButton = (page: Page, count: number) => page.getByRole('button', { name: `Filters (${count})` });
/** Whether the focused element is inside the open dialog. */
const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

test.skip(dataset !== 'dealership', 'vehicle search is a dealership page');

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(consentGivenCookies(baseURL ?? ''));
});

test.describe('search on a phone', () => {
  test.use({ viewport: PHONE });

  test('results fill the first screen, the filters do not', async ({ page }) => {
    await page.goto('/cars-for-sale');
    // The first vehicle is on the first screen, whole; the form is not.
    await expect(cards(page).first()).toBeInViewport({ ratio: 1 });
    // Nothing is wider than the screen (the row of makes scrolls on its own).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const button = filtersButton(page, 0);
    await expect(button).toBeVisible();
    await expect(page.getByLabel('Body style', { exact: true })).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('Filters (n) opens a drawer that traps focus; Escape and the close button give it back', async ({ page }) => {
    await page.goto('/cars-for-sale');
    const button = filtersButton(page, 0);
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    // The page behind the modal drawer is hidden from assistive technology, so the button is found by its text.
    await expect(page.locator('button[aria-haspopup="dialog"]', { hasText: 'Filters (0)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await focusInDialog(page)).toBe(true);
    // Past the last control Tab wraps to the first, and Shift+Tab from the first back to the last: focus stays in.
    const controls = drawer.locator('a[href], button, select, input');
    await controls.last().focus();
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page), 'focus after Tab from the last control').toBe(true);
    await controls.first().focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog(page), 'focus after Shift+Tab from the first control').toBe(true);
    await expectNoAxeViolations(page, '[data-filters-drawer]');

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();

    // The close button closes it too, and the form in the drawer filters.
    await button.click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close filters' }).click();
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await drawer.getByLabel('Body style', { exact: true }).selectOption('suvs');
    await drawer.getByRole('button', { name: 'Show vehicles' }).click();
    await expect(page).toHaveURL(/\/cars-for-sale\/suvs$/);
    await expect(filtersButton(page, 1)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Active filters' }).getByRole('link')).toHaveText([
      /Remove SUVs/,
    ]);
    await expect(cards(page).first()).toBeInViewport({ ratio: 1 });
  });

  test('a chip removes its filter and keeps the others', async ({ page }) => {
    await page.goto('/cars-for-sale?bodyStyle=suvs&priceMax=60000');
    await expect(page).toHaveURL(/\/cars-for-sale\/suvs\/price-under-60000$/);
    await expect(filtersButton(page, 2)).toBeVisible();
    const chips = page.getByRole('navigation', { name: 'Active filters' }).getByRole('link');
    await expect(chips).toHaveText([/Remove SUVs/, /Remove Under \$60,000/]);
    await expect(chips.first()).toBeInViewport();

    await chips.filter({ hasText: 'SUVs' }).click();
    await expect(page).toHaveURL(/\/cars-for-sale\/price-under-60000$/);
    await expect(filtersButton(page, 1)).toBeVisible();
    await expect(chips).toHaveText([/Remove Under \$60,000/]);
  });
});

test.describe('search on a phone without JavaScript', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test('the results come first; Filters (n) links to the form after them; chips still remove filters', async ({
    page,
  }) => {
    await page.goto('/cars-for-sale/suvs');
    await expect(cards(page).first()).toBeInViewport({ ratio: 1 });
    const link = page.getByRole('link', { name: 'Filters (1)' });
    await link.click();
    await expect(page).toHaveURL(/#inventory-filters$/);
    await expect(page.getByLabel('Body style', { exact: true })).toBeInViewport();
    await page
      .getByRole('navigation', { name: 'Active filters' })
      .getByRole('link', { name: /Remove SUVs/ })
      .click();
    await expect(page).toHaveURL(/\/cars-for-sale$/);
  });
});

test.describe('search on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('keeps the filter sidebar and the sort links; no Filters button', async ({ page }) => {
    await page.goto('/cars-for-sale/suvs');
    await expect(page.getByRole('heading', { name: 'Filter vehicles' })).toBeVisible();
    await expect(page.getByLabel('Body style', { exact: true })).toHaveValue('suvs');
    await expect(page.getByRole('navigation', { name: 'Sort results' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters \(/ })).toBeHidden();
    await expect(cards(page).first()).toBeInViewport();
  });
});
