/**
 * The site's one dialog shell, both variants: a non-modal popup (a banner) hears Escape only while focus is inside
 * it and, closed, gives focus back to the page element the visitor left (else the main content), never to <body>;
 * on a phone (390×844) the dialogs a visitor opens and the modal popups open as a bottom drawer that traps focus,
 * closes on Escape and gives focus back, with nothing for axe to find.
 */
import { expect, test, type Locator, type Page } from './test';
import { settledBox } from './settled-box';
import { dataset } from './site-data';
import { openVehicleDialogByKeyboard } from './vehicle-dialog-open';
import { expectNoAxeViolations } from './axe';

const PHONE = { width: 390, height: 844 };

/** Each variant's seeded banner: shown at once on `path`, with a link inside it. */
const BANNER =
  dataset === 'dealership'
    ? { path: '/service', title: 'Saturday service', link: 'Book a time' }
    : { path: '/contact-us', title: 'Open late Thursdays', link: 'Get directions' };

/** Two frames: time enough for a keypress to have closed the banner, were it going to. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Tabs through the dialog more times than it has controls: the focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  for (let index = 0; index < 12; index += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
}

/** A drawer along the bottom edge of the phone screen, the full width. */
async function expectBottomDrawer(dialog: Locator) {
  await expect(dialog).toHaveAttribute('data-drawer', '');
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  const box = await settledBox(dialog);
  expect(Math.round(box.x)).toBe(0);
  expect(Math.round(box.width)).toBe(PHONE.width);
  // Its entrance slide may run on script (not the Web Animations settledBox waits for): read until it is over.
  await expect
    .poll(async () => {
      const now = await dialog.boundingBox();
      return now ? Math.round(now.y + now.height) : null;
    })
    .toBe(PHONE.height);
}

test.describe('non-modal popup (banner)', () => {
  test('Escape in the page leaves it open; Escape or its close button inside closes it and focus goes back to the page', async ({
    page,
  }) => {
    await page.goto(BANNER.path);
    const banner = page.getByRole('dialog', { name: BANNER.title });
    await expect(banner).toBeVisible();
    await expect(banner).not.toHaveAttribute('aria-modal', 'true');
    await expectNoAxeViolations(page, '[data-popup-id]');

    // Escape while the focus is in the page belongs to the page (its menus, gallery, comboboxes).
    const pageLink = page.locator('main a[href]').first();
    await pageLink.focus();
    await page.keyboard.press('Escape');
    await frames(page);
    await expect(banner).toBeVisible();
    await expect(pageLink).toBeFocused();

    // Into the banner and out with Escape: back on the page link.
    await banner.getByRole('link', { name: BANNER.link }).focus();
    await page.keyboard.press('Escape');
    await expect(banner).toHaveCount(0);
    await expect(pageLink).toBeFocused();

    // Reopened from the side button; into it from the page link and out with its close button (keyboard).
    await page.getByRole('button', { name: BANNER.title }).click();
    await expect(banner).toBeVisible();
    await pageLink.focus();
    await banner.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    await expect(pageLink).toBeFocused();

    // Reopened by a click (the side button it came from is gone) and closed by a click: the main content.
    await page.getByRole('button', { name: BANNER.title }).click();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a vehicle-page dialog opens as a bottom drawer: focus trapped, axe clean, Escape closes, focus returns', async ({
    page,
  }) => {
    test.skip(dataset !== 'dealership', 'vehicle pages are a dealership feature');
    await page.goto('/cars-for-sale');
    await page.locator('a[href*="-cars-for-sale/"]').first().click();
    const { opener, dialog } = await openVehicleDialogByKeyboard(page, 'Schedule a test drive');
    await expectBottomDrawer(dialog);
    // No dragging on a phone: the move tool is not offered.
    await expect(dialog.getByRole('button', { name: /Move dialog/ })).toHaveCount(0);
    await expectNoAxeViolations(page, '[role="dialog"]');
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('a modal popup opens as a bottom drawer: focus trapped, axe clean, Escape closes and focus returns', async ({
    page,
    context,
    baseURL,
  }) => {
    test.skip(dataset !== 'sell-car', 'the phone verification popup that opens on any page is the sell-car one');
    // A lead (complete profile) who came from a search ad: the phone verification popup opens on any page.
    await context.addCookies(
      [
        ['firstName', 'Drawer'],
        ['lastName', 'Tester'],
        ['email', 'drawer.tester@example.com'],
        ['phone', '(630) 555-0143'],
        ['utm_source', 'google'],
        // The late-hours banner is for visitors without a click id.
        ['gclid', 'e2e-gclid'],
      ].map(([name, value]) => ({
        name: name as string,
        value: encodeURIComponent(value as string),
        url: baseURL as string,
      })),
    );
    await page.goto('/contact-us');
    const dialog = page.getByRole('dialog', { name: 'Verify your phone to receive your offer' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/Mobile phone/)).toBeFocused();
    await expectBottomDrawer(dialog);
    await expectNoAxeViolations(page, '[data-popup-id]');
    await expectFocusTrapped(page, dialog);
    // It opened by itself, with the focus nowhere in the page: Escape gives it to the main content, not <body>.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('main')).toBeFocused();

    // Reopened from the side button by keyboard (the button is gone while the popup shows): the same.
    const sideButton = page.getByRole('button', { name: 'Verify your phone to receive your offer' });
    await sideButton.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('main')).toBeFocused();
  });
});
