/**
 * Special offers (docs/offers.md): the index reaches every running offer, grouped as sales, dealer and service;
 * monthly offers run in this month's window; an offer's page lists the cars it applies to and links to their
 * search; an ended offer's page answers 410 in the site's layout with links to the running offers. On the sell-car
 * variant (no special offers, no inventory) the same addresses answer the site's 404 page.
 */
import { expect, test } from './test';
import { consentGivenCookies, dataset, loadSiteData, offerEnded, offerRunsNow } from './site-data';
import { expectNoAxeViolations } from './axe';

const site = loadSiteData();
const enabled = (pageKey: string) => site.enabledPages.includes(pageKey);

const offerUrl = (offer: { offerType: string; offerId: string }) =>
  `/special-offers/${offer.offerType}/${offer.offerId}`;
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(consentGivenCookies(baseURL ?? ''));
});

test.describe('special offers on the sell-car variant', () => {
  test.skip(dataset !== 'sell-car', 'sell-car only');

  for (const path of ['/special-offers', '/special-offers/sales/first-time-buyer']) {
    test(`${path}: the site's 404 page, in its layout`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.locator('footer').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    });
  }
});

test.describe('special offers on the dealership variant', () => {
  test.skip(dataset !== 'dealership' || !enabled('specialOffers'), 'dealership only');

  const running = site.offers.filter(offerRunsNow);
  /** A running sales offer whose eligible cars narrow by make and model (several searches). */
  const byModel = () =>
    running.find((offer) => offer.offerType === 'sales' && offer.vehicleConditions?.some((row) => row.model));
  /** A running sales offer with one search (a condition). */
  const byCondition = () =>
    running.find(
      (offer) =>
        offer.offerType === 'sales' &&
        offer.vehicleConditions?.length === 1 &&
        !offer.vehicleConditions[0]?.model &&
        offer.recurring !== 'monthly',
    );

  test('the index lists every running offer, sales first, then dealer and service', async ({ page }) => {
    await page.goto('/special-offers');
    const groups = page.locator('[data-testid^="offers-"]');
    await expect(groups.locator('h3')).toHaveText(['Sales offers', 'Dealer offers', 'Service offers']);
    for (const offer of running) {
      await expect(
        page.getByTestId(`offers-${offer.offerType}`).getByRole('link', { name: offer.name, exact: true }),
      ).toHaveAttribute('href', offerUrl(offer));
    }
    for (const offer of site.offers.filter(offerEnded))
      await expect(page.getByRole('link', { name: offer.name, exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See all service offers' })).toHaveAttribute(
      'href',
      '/special-offers/service',
    );
    await expectNoAxeViolations(page);
  });

  test('a monthly offer runs again this month, dated to this month’s window', async ({ page }) => {
    const monthly = running.find(
      (offer) => offer.recurring === 'monthly' && offer.endDate! < new Date().toISOString().slice(0, 10),
    );
    test.skip(!monthly, 'no monthly offer past its first window');
    const response = await page.goto(offerUrl(monthly!));
    expect(response?.status()).toBe(200);
    const expires = await page.getByText(/^Expires \d{2}\/\d{2}\/\d{2}$/).textContent();
    const [month, day, year] = (expires ?? '').replace('Expires ', '').split('/');
    // The current window ends today or later, never on the first window's past date.
    expect(`20${year}-${month}-${day}` >= new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)).toBe(true);
  });

  test('an offer page lists the cars it applies to and links to each search', async ({ page }) => {
    const offer = byModel();
    test.skip(!offer, 'no running sales offer by model');
    await page.goto(offerUrl(offer!));
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Cars this offer applies to' }) });
    const models = offer!.vehicleConditions!.map((row) => `${row.make} ${row.model}`);
    const titles = await section
      .getByTestId('inventory-results')
      .locator(':scope > li')
      .getByRole('heading')
      .allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(6);
    for (const title of titles)
      expect(
        models.some((model) => title.includes(model)),
        title,
      ).toBe(true);
    const hrefs = await section
      .locator('ul:not([data-testid]) a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(
      offer!.vehicleConditions!.map(
        (row) => `/cars-for-sale/${row.condition}/make-${slug(row.make ?? '')}/model-${slug(row.model ?? '')}`,
      ),
    );
    await expectNoAxeViolations(page);
  });

  test('an offer for one kind of car links to its search with the count', async ({ page }) => {
    const offer = byCondition();
    test.skip(!offer, 'no running sales offer by condition');
    await page.goto(offerUrl(offer!));
    const link = page.getByRole('link', { name: /^See all \d+ matching cars$/ });
    await expect(link).toHaveAttribute('href', `/cars-for-sale/${offer!.vehicleConditions![0]!.condition}`);
    await expect(page.getByTestId('inventory-results').locator(':scope > li').first()).toBeVisible();
  });

  test('an ended offer answers 410 in the site’s layout, noindex, with links to the running offers', async ({
    page,
    context,
    baseURL,
  }) => {
    const ended = site.offers.find(offerEnded);
    test.skip(!ended, 'no ended offer');
    const response = await page.goto(offerUrl(ended!));
    expect(response?.status()).toBe(410);
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('footer').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This offer has ended');
    await expect(page).toHaveTitle('410 - This offer has ended');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const current = page.getByTestId('current-offers');
    for (const offer of running)
      await expect(current.getByRole('link', { name: offer.name, exact: true })).toHaveAttribute(
        'href',
        offerUrl(offer),
      );
    await expectNoAxeViolations(page);

    await context.addCookies([{ name: 'lang', value: 'es', url: baseURL ?? '' }]);
    expect((await page.goto(offerUrl(ended!)))?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esta oferta ha terminado');
  });

  test('the offers sitemap lists running offers only', async ({ request }) => {
    const text = await (await request.get('/api/___sitemaps___/offers')).text();
    for (const offer of running) expect(text, offer.offerId).toContain(offerUrl(offer));
    for (const offer of site.offers.filter(offerEnded)) expect(text, offer.offerId).not.toContain(offerUrl(offer));
  });
});
