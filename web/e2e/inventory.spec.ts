/**
 * Inventory (read-only half): search results with filters, sort and pages; the vehicle page with its
 * Car/Offer JSON-LD; robots; legacy redirects; the Google feed; the page of a car no longer in stock (410 when the
 * catalogue had it, 404 otherwise, with similar cars). Dealership variant; on the sell-car variant the same URLs
 * answer the site's 404 page.
 */
import { expect, test, type Page } from './test';
import {
  consentGivenCookies,
  dataset,
  makeModelListing,
  seedSoldVehicles,
  seedVehicles,
  type SeedSoldVehicle,
} from './site-data';
import { expectNoAxeViolations } from './axe';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const robots = (page: Page) => page.locator('meta[name="robots"]').getAttribute('content');
const cards = (page: Page) => page.getByTestId('inventory-results').locator(':scope > li');
/** Cards that show a price (a private vehicle's hides it until the visitor unlocks the private inventory). */
const pricedCards = (page: Page) => cards(page).filter({ has: page.getByTestId('card-price') });

/** The prices on the result cards, in page order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('inventory-results').getByTestId('card-price').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, ''))).filter((value) => value > 0);
}

/** The personalised-terms cookie as the personalise-price flow saves it (save-terms.ts: URI-encoded JSON). */
const termsCookie = (baseURL: string, terms: { d: number; e: number; c: number; t: number }) => ({
  name: 'personalizedTerms',
  value: encodeURIComponent(JSON.stringify(terms)),
  url: baseURL,
});

const dollars = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(consentGivenCookies(baseURL ?? ''));
});

/** A VIN no seed ever had (the seed builds its VINs from other manufacturer codes). */
const UNKNOWN_VIN = '2HGFC2F59KH000000';

/** The site's layout around a status page: the header's home link and the footer, not Next's bare 404. */
async function expectSiteLayout(page: Page) {
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
  await expect(page.getByText('This page could not be found.')).toHaveCount(0);
}

test.describe('inventory on the sell-car variant', () => {
  test.skip(dataset !== 'sell-car', 'sell-car only');

  for (const url of [
    `/used-cars-for-sale/2019-honda-civic-${UNKNOWN_VIN}`,
    `/used-vehicle/honda/civic/${UNKNOWN_VIN}`,
  ]) {
    test(`${url}: the site's 404 page, in its layout`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expectSiteLayout(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }

  for (const url of ['/cars-for-sale', '/cars-for-sale/suvs', '/feeds/google-vehicle-listings.xml']) {
    test(`${url} answers 404`, async ({ request }) => {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
    });
  }
});

test.describe('inventory on the dealership variant', () => {
  test.skip(dataset !== 'dealership', 'dealership only');

  test('search results: 19 per page, indexable landing page, axe clean', async ({ page }) => {
    const response = await page.goto('/cars-for-sale');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toBeVisible();
    await expect(cards(page)).toHaveCount(19);
    // Until the visitor personalises their terms, card payments show the locked state (no figure). A
    // private vehicle's card shows neither price nor payment.
    const payments = page.getByTestId('inventory-results').getByTestId('card-payment');
    const privateCards = await page.getByTestId('inventory-results').getByTestId('card-private').count();
    await expect(payments).toHaveCount(19 - privateCards);
    await expect(payments.first()).toHaveAttribute('data-state', 'locked');
    await expect(payments.first()).toHaveText(/Personalize to see your payment/);
    await expect(page.getByTestId('inventory-results').getByText(/\$[\d,]+\/mo/)).toHaveCount(0);
    expect(await robots(page)).toMatch(/(^|,\s*)index/);
    await expectNoAxeViolations(page);
  });

  test('saved terms personalise the card payments and the vehicle page alike', async ({ page, context, baseURL }) => {
    await context.addCookies([termsCookie(baseURL ?? '', { d: 2000, e: 0, c: 700, t: 72 })]);
    await page.goto('/cars-for-sale');
    const first = pricedCards(page).first();
    const payment = first.getByTestId('card-payment');
    await expect(payment).toHaveAttribute('data-state', 'personalized');
    await expect(payment).toHaveText(/^Your payment: \$[\d,]+\/mo\*$/);
    const monthly = dollars(await payment.textContent());
    expect(monthly).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // The vehicle page prices the same vehicle on the same terms: the same figure.
    await first.getByRole('link').click();
    const panel = page.locator('[data-payment-state]');
    await expect(panel).toHaveAttribute('data-payment-state', 'estimate');
    await expect(panel.getByText('Your personalized terms')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Adjust my terms' })).toBeVisible();
    expect(dollars(await panel.getByText(/^\$[\d,]+\/mo$/).textContent())).toBe(monthly);
    await expect(panel.locator('dd', { hasText: '72 months' })).toBeVisible();

    // More down and some trade equity: a lower payment on the results page.
    await context.addCookies([termsCookie(baseURL ?? '', { d: 5000, e: 3000, c: 700, t: 72 })]);
    await page.goto('/cars-for-sale');
    // The cached page shows the locked state until the card's island has read the new terms.
    const lowerPayment = pricedCards(page).first().getByTestId('card-payment');
    await expect(lowerPayment).toHaveAttribute('data-state', 'personalized');
    const lower = dollars(await lowerPayment.textContent());
    expect(lower).toBeLessThan(monthly);
  });

  test('filter with the form, sort and paginate', async ({ page }) => {
    await page.goto('/cars-for-sale');
    await page.getByLabel('Body style', { exact: true }).selectOption('suvs');
    await page.getByRole('button', { name: 'Show vehicles' }).click();
    await expect(page).toHaveURL(/\/cars-for-sale\/suvs$/);
    await expect(page.locator('h1')).toHaveText(/SUVs for sale/i);
    // A listed filter path without a query: indexable.
    expect(await robots(page)).toMatch(/(^|,\s*)index/);

    await page
      .getByRole('navigation', { name: 'Sort results' })
      .getByRole('link', { name: 'Price: low to high' })
      .click();
    await expect(page).toHaveURL(/\/cars-for-sale\/suvs\?sort=priceLow$/);
    expect(await robots(page)).toContain('noindex');
    const first = await cardPrices(page);
    expect(first.length).toBeGreaterThan(1);
    expect([...first].sort((a, b) => a - b)).toEqual(first);

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/cars-for-sale\/suvs\?sort=priceLow&page=2$/);
    const second = await cardPrices(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second[0]).toBeGreaterThanOrEqual(first[first.length - 1] ?? 0);
  });

  test('price-under-20000 path and an empty result with suggestions', async ({ page }) => {
    await page.goto('/cars-for-sale/price-under-20000');
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((price) => price <= 20_000)).toBe(true);

    await page.goto('/cars-for-sale/price-under-1000');
    await expect(page.getByRole('heading', { name: 'No vehicles match these filters' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Without “Under \$1,000”/ })).toHaveAttribute('href', '/cars-for-sale');
    expect(await robots(page)).toContain('noindex');
  });

  test('private vehicles are listed with “unlock” instead of a price, left out of price searches until unlocked', async ({
    page,
    context,
    baseURL,
  }) => {
    const vehicle = seedVehicles().find((item) => item.isPrivate);
    if (!vehicle) throw new Error('The dealership seed has no private vehicle');
    const listing = makeModelListing(vehicle);
    const card = (current: Page) => cards(current).filter({ has: current.locator(`a[href$="-${vehicle.vin}"]`) });

    await page.goto(listing);
    await expect(card(page)).toHaveCount(1);
    await expect(card(page).getByTestId('card-private')).toHaveText(/Private inventory: unlock the price/);
    await expect(card(page).getByTestId('card-price')).toHaveCount(0);
    await expect(card(page).getByTestId('card-payment')).toHaveCount(0);
    await expect(card(page).getByText(/\$[\d,]+/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Sorting by price would give the hidden price away: the vehicle is left out.
    await page.goto(`${listing}?sort=priceLow`);
    await expect(page.locator('h1')).toBeVisible();
    await expect(card(page)).toHaveCount(0);

    // A saved visitor profile (what the unlock form stores) is the pass: the price shows and price sorts list it.
    const url = baseURL ?? '';
    await context.addCookies(
      Object.entries({
        firstName: 'Jamie',
        lastName: 'Rivera',
        email: 'jamie.rivera@example.com',
        phone: '6305550142',
      }).map(([name, value]) => ({ name, value, url })),
    );
    await page.goto(`${listing}?sort=priceLow`);
    await expect(card(page)).toHaveCount(1);
    await expect(card(page).getByTestId('card-price')).toHaveText(/^\$[\d,]+$/);
    await expect(card(page).getByTestId('card-private')).toHaveCount(0);
    await card(page).getByRole('link').click();
    await expect(
      page
        .getByRole('region', { name: 'Price' })
        .getByText(/^\$[\d,]+$/)
        .first(),
    ).toBeVisible();
  });

  test('query filters redirect to the clean path; unknown segments 404', async ({ page, request }) => {
    await page.goto('/cars-for-sale?bodyStyle=suvs&make=&sort=newest');
    await expect(page).toHaveURL(/\/cars-for-sale\/suvs$/);
    expect((await request.get('/cars-for-sale/not-a-filter', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('vehicle page: gallery, payment, Car JSON-LD with Offer, axe clean', async ({ page }) => {
    await page.goto('/cars-for-sale');
    const link = pricedCards(page).first().getByRole('link');
    const name = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/(new|used|certified)-cars-for-sale\/\d{4}-.+-[A-HJ-NPR-Z0-9]{17}$/);
    await expect(page.locator('h1')).toHaveText(name);
    await expect(page.getByRole('heading', { name: 'Estimated payment' })).toBeVisible();
    // Locked until personalised: the prompt and the flow's button, no figure.
    const panel = page.locator('[data-payment-state]');
    await expect(panel).toHaveAttribute('data-payment-state', 'locked');
    await expect(panel.getByText('Personalize your price to see your payment on every vehicle.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Personalize my price' })).toBeVisible();
    await expect(panel.getByText(/\$[\d,]+\/mo/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Key features' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Store location' })).toBeVisible();
    expect(await robots(page)).toMatch(/(^|,\s*)index/);

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const car = scripts
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'Car');
    expect(car).toBeDefined();
    expect(car?.vehicleIdentificationNumber).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    expect(car?.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD', price: expect.any(Number) });

    // The no-JavaScript estimate form gives terms for this page: the estimate shows for them.
    await page.getByLabel('Term').selectOption('48');
    await page.getByRole('button', { name: 'Update estimate' }).click();
    await expect(page).toHaveURL(/term=48/);
    await expect(panel).toHaveAttribute('data-payment-state', 'estimate');
    await expect(panel.getByText(/^\$[\d,]+\/mo$/)).toBeVisible();
    await expect(page.getByText('48 months').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('legacy and search redirects are permanent', async ({ request }) => {
    const vehicle = seedVehicles().find((item) => !item.isPrivate);
    if (!vehicle) throw new Error('The dealership seed has no public vehicle');
    const legacy = await request.get(`/used-vehicle/${slug(vehicle.make)}/${vehicle.year}/${vehicle.vin}`, {
      maxRedirects: 0,
    });
    expect(legacy.status()).toBe(308);
    expect(new URL(legacy.headers().location ?? '', 'http://x').pathname).toBe(
      `/${vehicle.condition}-cars-for-sale/${vehicle.year}-${slug(vehicle.make)}-${slug(vehicle.model)}-${vehicle.vin}`,
    );

    const search = await request.get('/search-vehicles', { maxRedirects: 0 });
    expect(search.status()).toBe(308);
    expect(new URL(search.headers().location ?? '', 'http://x').pathname).toBe('/cars-for-sale');

    const price = await request.get('/search-vehicles/all-inventory/price/max/20000', { maxRedirects: 0 });
    expect(price.status()).toBe(308);
    expect(new URL(price.headers().location ?? '', 'http://x').pathname).toBe('/cars-for-sale/price-under-20000');

    expect((await request.get('/search-vehicles/all-inventory/nonsense/x', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('Google Vehicle Listings feed', async ({ request }) => {
    const xml = await request.get('/feeds/google-vehicle-listings.xml');
    expect(xml.status()).toBe(200);
    const body = await xml.text();
    for (const tag of ['vin', 'store_code', 'dealership_name', 'dealership_address', 'price', 'image_link', 'link']) {
      expect(body).toContain(`<g:${tag}>`);
    }
    const tsv = await request.get('/feeds/google-vehicle-listings.tsv');
    expect(tsv.status()).toBe(200);
    expect((await tsv.text()).split('\n')[0]).toContain('vin\tstore_code\tdealership_name');
  });
});

test.describe('cars no longer in stock (dealership)', () => {
  test.skip(dataset !== 'dealership', 'dealership only');

  const stocked = () => seedVehicles().filter((vehicle) => !vehicle.isPrivate);
  const stockedModel = (car: SeedSoldVehicle) =>
    stocked().some((vehicle) => vehicle.make === car.make && vehicle.model === car.model);
  const soldLikeStocked = () => {
    const car = seedSoldVehicles().find(stockedModel);
    if (!car) throw new Error('The dealership seed has no sold car of a stocked model');
    return car;
  };
  const pagePath = (car: SeedSoldVehicle) =>
    `/${car.condition}-cars-for-sale/${car.year}-${slug(car.make)}-${slug(car.model)}-${car.vin}`;
  const similarCards = (page: Page) =>
    page.getByTestId('similar-cars').getByTestId('inventory-results').locator(':scope > li');

  test('a sold car’s page answers 410 in the site’s layout, noindex, with up to six cars of its model', async ({
    page,
  }) => {
    const car = soldLikeStocked();
    const response = await page.goto(pagePath(car));
    expect(response?.status()).toBe(410);
    expect(response?.headers()['cache-control'] ?? '').not.toContain('public');
    await expectSiteLayout(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This car has been sold');
    await expect(page.getByText(`The ${car.year} ${car.make} ${car.model} you were looking for`)).toBeVisible();
    await expect(page).toHaveTitle('410 - This car has been sold');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const count = await similarCards(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    for (const title of await similarCards(page).getByRole('heading').allTextContents())
      expect(title).toContain(`${car.make} ${car.model}`);
    await expect(page.getByRole('link', { name: 'See all matching cars' })).toHaveAttribute(
      'href',
      makeModelListing(car),
    );
    await expectNoAxeViolations(page);
  });

  test('in Spanish', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'es', url: baseURL ?? '' }]);
    const response = await page.goto(pagePath(soldLikeStocked()));
    expect(response?.status()).toBe(410);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Este auto ya se vendió');
    await expect(page.getByRole('heading', { name: 'Autos similares en inventario' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('a sold model no longer stocked: similar cars of its body style and price band', async ({ page }) => {
    const car = seedSoldVehicles().find((item) => !stockedModel(item));
    if (!car) throw new Error('The dealership seed has no sold car of a model out of stock');
    const response = await page.goto(pagePath(car));
    expect(response?.status()).toBe(410);
    await expect(similarCards(page).first()).toBeVisible();
    const search = page.getByRole('link', { name: 'See all matching cars' });
    const href = (await search.getAttribute('href')) ?? '';
    const band = /^\/cars-for-sale\/[a-z]+\/price-(\d+)-(\d+)$/.exec(href);
    expect(band, href).not.toBeNull();
    expect(Number(band![1])).toBeLessThanOrEqual(car.price);
    expect(Number(band![2])).toBeGreaterThanOrEqual(car.price);
  });

  test('a VIN the catalogue never had: 404 in the site’s layout, noindex, with cars of the URL’s model', async ({
    page,
  }) => {
    const model = stocked()[0]!;
    const response = await page.goto(
      `/used-cars-for-sale/2019-${slug(model.make)}-${slug(model.model)}-${UNKNOWN_VIN}`,
    );
    expect(response?.status()).toBe(404);
    await expectSiteLayout(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car not found');
    await expect(page.getByText(UNKNOWN_VIN)).toBeVisible();
    await expect(page).toHaveTitle('404 - Car not found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(similarCards(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('legacy vehicle URLs: a sold car answers 410, an unknown VIN 404, both in the site’s layout', async ({
    page,
    request,
  }) => {
    const car = soldLikeStocked();
    const sold = await page.goto(`/used-vehicle/${slug(car.make)}/${slug(car.model)}/${car.vin}`);
    expect(sold?.status()).toBe(410);
    await expectSiteLayout(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This car has been sold');
    await expect(similarCards(page).first()).toBeVisible();

    const unknown = await page.goto(`/used-vehicle/honda/2019/${UNKNOWN_VIN}`);
    expect(unknown?.status()).toBe(404);
    await expectSiteLayout(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car not found');

    // The status is the answer's own, for any client (no redirect in between), every time it is asked.
    for (let round = 0; round < 2; round += 1)
      expect((await request.get(pagePath(car), { maxRedirects: 0 })).status()).toBe(410);
  });
});
