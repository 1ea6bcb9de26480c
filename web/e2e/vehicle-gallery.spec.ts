/**
 * The vehicle page's photo gallery, on a phone and on a wide screen: thumbnails, arrow keys, swipes, the "2 / 4"
 * count, a full-screen view that traps focus and gives it back, and only the first photo loaded eagerly (the LCP
 * image). Dealership variant (the sell-car site has no vehicle pages).
 */
import { expect, test, type Page } from './test';
import { vehiclePath } from '../../schemas/src/routes';
import { consentGivenCookies, dataset, seedVehicles, type SeedVehicle } from './site-data';
import { expectNoAxeViolations } from './axe';

test.skip(dataset !== 'dealership', 'vehicle pages are dealership pages');

/** A public vehicle with at least three photos (the seed gives two to four). */
function galleryVehicle(): SeedVehicle & { images: unknown[] } {
  const vehicle = (seedVehicles() as (SeedVehicle & { images?: unknown[] })[]).find(
    (item) => !item.isPrivate && (item.images?.length ?? 0) >= 3,
  );
  if (!vehicle?.images) throw new Error('The dealership seed has no public vehicle with three photos');
  return { ...vehicle, images: vehicle.images };
}

const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(consentGivenCookies(baseURL ?? ''));
});

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['wide screen', { width: 1280, height: 900 }],
] as const) {
  test.describe(`vehicle gallery on a ${name}`, () => {
    test.use({ viewport });

    test('thumbnails, arrow keys, swipes and the count move through the photos', async ({ page }) => {
      const vehicle = galleryVehicle();
      const total = vehicle.images.length;
      await page.goto(vehiclePath(vehicle));
      const gallery = page.getByRole('region', { name: 'Photos' });
      const count = gallery.getByTestId('gallery-count');
      const slide = (number: number) => gallery.getByRole('listitem', { name: `Photo ${number} of ${total}` });
      await expect(count).toHaveText(`1 / ${total}`);
      await expect(slide(1)).toBeInViewport({ ratio: 0.9 });
      await expect(page.getByRole('link', { name: /^Photo \d$/ })).toHaveCount(0);

      // Thumbnails
      const thumbs = gallery.getByRole('list', { name: 'Choose a photo' }).getByRole('button');
      await expect(thumbs).toHaveCount(total);
      await gallery.getByRole('button', { name: 'Show photo 2' }).click();
      await expect(count).toHaveText(`2 / ${total}`);
      await expect(gallery.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-current', 'true');
      await expect(slide(2)).toBeInViewport({ ratio: 0.9 });

      // Arrow keys (Home/End too), from the photo strip
      await gallery.getByRole('list', { name: /arrow keys/ }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(count).toHaveText(`3 / ${total}`);
      await expect(slide(3)).toBeInViewport({ ratio: 0.9 });
      await page.keyboard.press('ArrowLeft');
      await expect(count).toHaveText(`2 / ${total}`);
      await page.keyboard.press('End');
      await expect(count).toHaveText(`${total} / ${total}`);
      await page.keyboard.press('ArrowRight');
      await expect(count).toHaveText(`1 / ${total}`);
      await expect(slide(1)).toBeInViewport({ ratio: 0.9 });

      // Buttons
      await gallery.getByRole('button', { name: 'Next photo' }).click();
      await expect(count).toHaveText(`2 / ${total}`);
      await gallery.getByRole('button', { name: 'Previous photo' }).click();
      await expect(count).toHaveText(`1 / ${total}`);

      // A swipe to the left is the next photo, to the right the previous one.
      const box = await gallery.getByRole('list', { name: /arrow keys/ }).boundingBox();
      if (!box) throw new Error('the photo strip has no box');
      const y = box.y + box.height / 2;
      const swipe = async (fromX: number, toX: number) => {
        await page.mouse.move(fromX, y);
        await page.mouse.down();
        await page.mouse.move(toX, y, { steps: 6 });
        await page.mouse.up();
      };
      await swipe(box.x + box.width * 0.75, box.x + box.width * 0.25);
      await expect(count).toHaveText(`2 / ${total}`);
      await expect(slide(2)).toBeInViewport({ ratio: 0.9 });
      await swipe(box.x + box.width * 0.25, box.x + box.width * 0.75);
      await expect(count).toHaveText(`1 / ${total}`);
      // A short drag is not a swipe.
      await swipe(box.x + box.width * 0.5, box.x + box.width * 0.5 - 10);
      await expect(count).toHaveText(`1 / ${total}`);
      await expectNoAxeViolations(page);
    });

    test('full-screen view: opens on the current photo, traps focus, Escape gives focus back', async ({ page }) => {
      const vehicle = galleryVehicle();
      const total = vehicle.images.length;
      await page.goto(vehiclePath(vehicle));
      const gallery = page.getByRole('region', { name: 'Photos' });
      await gallery.getByRole('button', { name: 'Show photo 2' }).click();
      const open = gallery.getByRole('button', { name: 'View photos full screen' });
      await open.click();

      const dialog = page.getByRole('dialog', { name: /^Photos: / });
      await expect(dialog).toBeVisible();
      const count = dialog.getByTestId('gallery-dialog-count');
      await expect(count).toHaveText(`2 / ${total}`);
      await expect(dialog.getByRole('img')).toBeVisible();
      expect(await focusInDialog(page)).toBe(true);
      for (let step = 0; step < 5; step += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInDialog(page), `focus after ${step + 1} tabs`).toBe(true);
      }
      await page.keyboard.press('ArrowRight');
      await expect(count).toHaveText(`3 / ${total}`);
      await dialog.getByRole('button', { name: 'Previous photo' }).click();
      await expect(count).toHaveText(`2 / ${total}`);
      await dialog.getByRole('button', { name: 'Next photo' }).click();
      await expect(count).toHaveText(`3 / ${total}`);
      await expectNoAxeViolations(page);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
      // The page's gallery is on the photo the visitor ended on.
      await expect(gallery.getByTestId('gallery-count')).toHaveText(`3 / ${total}`);

      await open.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close full screen' }).click();
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
    });

    test('only the first photo loads eagerly, with high priority', async ({ page }) => {
      const vehicle = galleryVehicle();
      await page.goto(vehiclePath(vehicle));
      const images = page.getByRole('region', { name: 'Photos' }).locator('img');
      const count = await images.count();
      expect(count).toBeGreaterThan(vehicle.images.length);
      await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
      await expect(images.first()).not.toHaveAttribute('loading', 'lazy');
      const lazy = await images.evaluateAll((nodes) =>
        nodes.slice(1).map((node) => (node as HTMLImageElement).getAttribute('loading')),
      );
      expect(lazy).toEqual(Array.from({ length: count - 1 }, () => 'lazy'));
      // The page's content has one high-priority image (the site logo in the header is the shell's own).
      await expect(page.locator('main img[fetchpriority="high"]')).toHaveCount(1);
      // Sized: the first photo carries its intrinsic width and height (no layout shift while it loads).
      await expect(images.first()).toHaveAttribute('width', /^\d+$/);
      await expect(images.first()).toHaveAttribute('height', /^\d+$/);
    });
  });
}

test.describe('vehicle gallery under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the photos jump instead of gliding', async ({ page }) => {
    await page.goto(vehiclePath(galleryVehicle()));
    const strip = page.getByRole('region', { name: 'Photos' }).getByRole('list', { name: /arrow keys/ });
    expect(await strip.evaluate((node) => getComputedStyle(node).scrollBehavior)).toBe('auto');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await strip.evaluate((node) => getComputedStyle(node).scrollBehavior)).toBe('smooth');
  });
});
