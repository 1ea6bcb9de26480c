import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { dataset } from './site-data';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const VIN_LINK = /-cars-for-sale\/\d{4}-[a-z0-9-]+-[A-HJ-NPR-Z0-9]{17}$/i;

/** Three distinct vehicle pages linked from the inventory listing. */
async function vehiclePaths(page: Page): Promise<string[]> {
  await page.goto('/cars-for-sale');
  const hrefs = await page
    .locator('a[href*="-cars-for-sale/"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs.filter((href) => VIN_LINK.test(href)))].slice(0, 3);
}

/**
 * Visits a vehicle page and waits until the popups runtime (loaded after hydration) has counted it: navigating on
 * before that would race the counter instead of testing the rule.
 */
async function visitCounted(page: Page, path: string, distinctVehicles: number): Promise<void> {
  await page.goto(path);
  await page.waitForFunction((expected) => {
    const raw = window.localStorage.getItem('viewedPagesItems');
    if (!raw) return false;
    const conditions = (JSON.parse(raw) as Record<string, Record<string, Record<string, { countVisits: number }>>>)[
      'unlock-inventory'
    ];
    return Object.values(conditions ?? {}).some((rules) =>
      Object.values(rules).some((counter) => counter.countVisits >= expected),
    );
  }, distinctVehicles);
}

test.describe('popups', () => {
  test.skip(dataset !== 'dealership', 'the vehicle pages are in the dealership dataset');

  test('Unlock Vehicle Inventory opens on the third distinct vehicle page, is accessible, closes and reopens', async ({
    page,
  }) => {
    const paths = await vehiclePaths(page);
    expect(paths).toHaveLength(3);
    const dialog = page.getByRole('dialog', { name: 'Unlock Vehicle Inventory' });

    // The first two vehicles do not open it; revisiting one does not count twice.
    await visitCounted(page, paths[0] as string, 1);
    await visitCounted(page, paths[1] as string, 2);
    await visitCounted(page, paths[0] as string, 2);
    await expect(dialog).toHaveCount(0);

    await page.goto(paths[2] as string);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/First name/)).toBeFocused();

    const results = await new AxeBuilder({ page }).include('dialog[data-popup-id]').withTags(AXE_TAGS).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    // Focus stays inside while tabbing.
    for (let index = 0; index < 8; index += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    const sideButton = page.getByRole('button', { name: 'Unlock inventory' });
    await expect(sideButton).toBeVisible();
    await sideButton.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();

    // Maximise/restore toggle.
    await dialog.getByRole('button', { name: 'Maximize' }).click();
    await expect(dialog.getByRole('button', { name: 'Restore' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('submitting the unlock form finishes the popup: it never shows again', async ({ page }) => {
    const paths = await vehiclePaths(page);
    for (const [index, path] of paths.entries()) await visitCounted(page, path, index + 1);
    const dialog = page.getByRole('dialog', { name: 'Unlock Vehicle Inventory' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/First name/).fill('Popup');
    await dialog.getByLabel(/Last name/).fill('Tester');
    await dialog.getByLabel(/Email/).fill('popup.tester@example.com');
    await dialog.getByLabel(/Phone/).fill('(630) 555-0199');
    await dialog.getByRole('button', { name: 'Unlock inventory' }).click();
    await expect(dialog.getByText(/Access Granted!/)).toBeVisible();
    // Closes by itself after timeoutClose (3 s) and is stored as finished.
    await expect(dialog).toHaveCount(0, { timeout: 10_000 });
    const finished = await page.evaluate(() => window.localStorage.getItem('finishedPopups'));
    expect(JSON.parse(finished ?? '[]')).toContain('unlock-inventory');
    await page.goto(paths[2] as string);
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Unlock inventory' })).toHaveCount(0);
  });
});
