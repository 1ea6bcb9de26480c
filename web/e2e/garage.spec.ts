/**
 * The shopper's garage (docs/garage.md), dealership variant: Save on a result card and on a vehicle page, "Save this
 * search", /my-garage with the price change since saving, /compare of the saved cars (also on a phone), bad VINs
 * named, the Save control without functional consent, and the Spanish pages. axe on /my-garage and /compare.
 */
import { expect, test, type Page } from './test';
import { expectNoAxeViolations } from './axe';
import { consentGivenCookies, dataset, seedVehicles } from './site-data';

test.skip(dataset !== 'dealership', 'the garage is part of the inventory (dealership)');

const PHONE = { width: 390, height: 844 };
const cards = (page: Page) => page.getByTestId('inventory-results').locator(':scope > li');
const publicVins = seedVehicles()
  .filter((vehicle) => vehicle.isPrivate !== true)
  .map((vehicle) => vehicle.vin);

test.describe('with every cookie allowed', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies(consentGivenCookies(baseURL ?? ''));
  });

  test('save from a card and a vehicle page, see the price change in the garage, compare them', async ({ page }) => {
    // One shopper's whole visit: five pages and two axe runs.
    test.slow();
    await page.goto('/cars-for-sale');
    const first = cards(page).first();
    const cardSave = first.getByRole('button', { name: /^Save \d{4} / });
    await expect(cardSave).toHaveAttribute('aria-pressed', 'false');
    await cardSave.click();
    await expect(cardSave).toHaveAttribute('aria-pressed', 'true');
    await expect(first.getByRole('status')).toContainText('Saved to My Garage.');

    await page.getByRole('button', { name: 'Save this search' }).click();
    await expect(page.getByRole('button', { name: 'Save this search' })).toHaveAttribute('aria-pressed', 'true');

    // The second card's vehicle page: its own Save control.
    const vehicleHref = await cards(page).nth(1).getByRole('link').first().getAttribute('href');
    await page.goto(vehicleHref ?? '/');
    const pageSave = page.getByRole('complementary').getByRole('button', { name: /^Save \d{4} / });
    await pageSave.click();
    await expect(pageSave).toHaveAttribute('aria-pressed', 'true');

    // As if the first car's price dropped by $1,000 since it was saved.
    await page.evaluate(() => {
      const garage = JSON.parse(window.localStorage.getItem('myGarage') ?? '{}') as { cars: { price: number }[] };
      const oldest = garage.cars[garage.cars.length - 1]!;
      oldest.price += 1000;
      window.localStorage.setItem('myGarage', JSON.stringify(garage));
    });

    await page.goto('/my-garage');
    await expect(page.getByRole('heading', { level: 1, name: 'My Garage' })).toBeVisible();
    await expect(page.getByTestId('garage-car')).toHaveCount(2);
    await expect(page.locator('[data-change="down"]')).toHaveText(/Down \$1,000 since you saved it/);
    await expect(page.locator('[data-change="same"]')).toHaveCount(1);
    await expect(page.getByTestId('garage-search')).toHaveCount(1);
    await expect(page.getByTestId('search-new')).toHaveText('Nothing new since your last visit');
    await expectNoAxeViolations(page);

    const choices = page.getByRole('checkbox', { name: /^Compare / });
    await expect(choices).toHaveCount(2);
    for (const box of await choices.all()) await box.check();
    await page.getByTestId('compare-selected').click();
    await expect(page).toHaveURL(/\/compare\?vins=[A-Z0-9]{17},[A-Z0-9]{17}$/);
    const table = page.getByTestId('compare-table');
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(2);
    await expect(table.getByRole('rowheader', { name: /^Year/ })).toBeVisible();
    // A differing row says so in words, not only by colour.
    const differing = table.locator('tr[data-differs="true"]').first();
    await expect(differing.getByRole('rowheader')).toContainText('Differs');
    await expectNoAxeViolations(page);

    // Removing from the garage.
    await page.goto('/my-garage');
    const removes = page.getByRole('button', { name: /^Remove / });
    await expect(removes).toHaveCount(3);
    while ((await removes.count()) > 0) await removes.first().click();
    await expect(page.getByTestId('garage-empty')).toContainText('Your garage is empty');
  });

  test('compare on a phone: the cars scroll sideways in their own region, the page does not', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/compare?vins=${publicVins.slice(0, 3).join(',')}`);
    const table = page.getByTestId('compare-table');
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const region = page.getByRole('region', { name: 'Compare cars' });
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    // The cars arrive after the first paint and move nothing already on the screen (no layout shift).
    const shifts = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const values: number[] = [];
          // Buffered entries arrive in one callback; none at all is the answer when nothing shifted.
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) values.push((entry as unknown as { value: number }).value);
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(values), 500);
        }),
    );
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    await expectNoAxeViolations(page);
  });

  test('not VINs and more than three cars are named on the page, never an error', async ({ page }) => {
    const response = await page.goto(`/compare?vins=nope,${publicVins.slice(0, 4).join(',')}`);
    expect(response?.status()).toBe(200);
    const notes = page.getByTestId('compare-notes');
    await expect(notes).toContainText('Not a VIN, left out: nope');
    await expect(notes).toContainText(`Up to three cars are compared; left out: ${publicVins[3]}`);
    await expect(page.getByTestId('compare-table').locator('thead th[scope="col"]')).toHaveCount(3);
    await page.goto('/compare?vins=nope');
    await expect(page.getByTestId('compare-none')).toContainText('Choose two or three cars to compare');
  });

  test('an empty garage says what to do; the header links to it', async ({ page }) => {
    await page.goto('/my-garage');
    await expect(page.getByTestId('garage-empty')).toContainText('Use Save on any car');
    await expect(
      page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'My Garage' }),
    ).toHaveAttribute('href', '/my-garage');
    await expectNoAxeViolations(page);
  });

  test('Spanish: the Save control and the garage in Spanish', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'es', url: baseURL ?? '' }]);
    await page.goto('/cars-for-sale');
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: /^Guardar \d{4} / }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar esta búsqueda' })).toBeVisible();
    await page.goto('/my-garage');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi garaje' })).toBeVisible();
    await expect(page.getByTestId('garage-empty')).toContainText('Su garaje está vacío');
    await expectNoAxeViolations(page);
  });
});

test('without functional consent the Save control explains and offers the cookie choice', async ({
  page,
  context,
  baseURL,
}) => {
  await context.clearCookies();
  await context.addCookies([
    { name: 'allowCookies', value: 'essential,analytics', url: baseURL ?? '' },
    { name: 'displayCookies', value: 'hide', url: baseURL ?? '' },
  ]);
  await page.goto('/cars-for-sale');
  const first = cards(page).first();
  const save = first.getByRole('button', { name: /^Save \d{4} / });
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await expect(first.getByRole('status')).toContainText('saving needs functional cookies');
  expect(await page.evaluate(() => window.localStorage.getItem('myGarage'))).toBeNull();
  await first.getByRole('link', { name: 'Change cookie choice' }).click();
  await expect(page.getByRole('switch', { name: 'Functional' })).toBeVisible();
});
