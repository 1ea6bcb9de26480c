/**
 * Motion where it carries meaning, and none for a visitor who asks for reduced motion: the sell flow's step changes
 * (this file) and the popup and side-button entrances (popups.spec.ts). "In its final state at once" means fully
 * opaque, not moved, and no animation running on it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

const FLOW = '/sell-trade-my-car/your-vehicle';
const STORAGE_KEY = 'sellFlow:v1';

/** Opacity, transform and the number of running animations, read in one go. */
function motionState(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { opacity: style.opacity, transform: style.transform, running: element.getAnimations().length };
  });
}

async function toSecondStep(page: Page) {
  await page.goto(FLOW);
  await expect(page.getByRole('heading', { level: 2, name: 'Identify your vehicle' })).toBeVisible();
  await page.evaluate((key) => window.localStorage.removeItem(key), STORAGE_KEY);
  await page.reload();
  await page.getByRole('radio', { name: 'By licence plate' }).check();
  await page.getByLabel(/^Licence plate/).fill('SELL019');
  await page.getByLabel(/^State/).selectOption('TX');
  await page.getByRole('button', { name: 'Find my vehicle' }).click();
  await expect(page.getByText('We found your vehicle: 2019 Toyota Camry LE.')).toBeVisible();
  await page.getByLabel(/^Mileage/).fill('30000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Overall condition' })).toBeFocused();
}

test.describe('sell flow step motion', () => {
  test('with reduced motion a new step is in its final state at once, forward and back', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await toSecondStep(page);
    const step = page.locator('[data-step-motion]');
    expect(await motionState(step)).toEqual({ opacity: '1', transform: 'none', running: 0 });
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Identify your vehicle' })).toBeFocused();
    expect(await motionState(step)).toEqual({ opacity: '1', transform: 'none', running: 0 });
  });

  test('without the preference a new step slides in and settles in place', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await toSecondStep(page);
    const step = page.locator('[data-step-motion]');
    await expect.poll(() => motionState(step)).toEqual({ opacity: '1', transform: 'none', running: 0 });
    await expect(page.getByRole('radio', { name: /^Excellent/ })).toBeVisible();
  });
});
