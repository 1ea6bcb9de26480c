/**
 * Cached inventory pages never carry one visitor's data to another. Visitor A saves payment terms and unlocks the
 * private inventory: the results and the vehicle page show A's payments and a private vehicle's price, filled in
 * by the browser islands. Visitor B (same cache variant, none of A's cookies) then gets the same pages from the
 * cache: default terms, and the private price nowhere in the HTML B receives. Dealership variant (the inventory).
 */
import {
  expect,
  request as requests,
  test,
  type APIResponse,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from './test';
import { vehiclePath } from '../../schemas/src/routes';
import { consentGivenCookies, dataset, makeModelListing, seedVehicles, type SeedVehicle } from './site-data';

test.skip(dataset !== 'dealership', 'the private inventory is in the dealership dataset');

const UNLOCKING_PROFILE = {
  firstName: 'Jamie',
  lastName: 'Rivera',
  email: 'jamie.rivera@example.com',
  phone: '6305550142',
};
const SAVED_TERMS = { d: 5000, e: 1000, c: 700, t: 60 };

/** A private vehicle whose price no public vehicle shares, so finding its digits in a page means a leak. */
function privateVehicle(): SeedVehicle & { price: number } {
  const vehicles = seedVehicles();
  const publicPrices = new Set(vehicles.filter((item) => !item.isPrivate).map((item) => item.price));
  const found = vehicles.find((item) => item.isPrivate && item.price != null && !publicPrices.has(item.price));
  if (!found?.price) throw new Error('The dealership seed has no private vehicle with a price of its own');
  return { ...found, price: found.price };
}

/** The private vehicle, its results page and vehicle page, and the spellings of its price a leak would show. */
function privateVehicleFixture() {
  const vehicle = privateVehicle();
  const printedPrice = `$${vehicle.price.toLocaleString('en-US')}`;
  return {
    vehicle,
    listing: makeModelListing(vehicle),
    detail: vehiclePath({ ...vehicle, condition: vehicle.condition as 'used' | 'new' | 'certified' }),
    printedPrice,
    /** As pages print it, and as an RSC payload or JSON would carry it. */
    priceSpellings: [printedPrice, String(vehicle.price)],
  };
}

const cards = (page: Page) => page.getByTestId('inventory-results').locator(':scope > li');
const privateCard = (page: Page, vin: string) => cards(page).filter({ has: page.locator(`a[href$="-${vin}"]`) });
const publicPayment = (page: Page, vin: string) =>
  cards(page)
    .filter({ has: page.getByTestId('card-price') })
    .filter({ hasNot: page.locator(`a[href$="-${vin}"]`) })
    .first()
    .getByTestId('card-payment');

/** Same consent answer for both visitors: the same cache variant, so B is served what A's visits cached. */
async function visitorCookies(context: BrowserContext, baseURL: string, personal: Record<string, string>) {
  await context.addCookies([
    ...consentGivenCookies(baseURL),
    ...Object.entries(personal).map(([name, value]) => ({ name, value, url: baseURL })),
  ]);
}

async function freshVisitor(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  await visitorCookies(context, baseURL, {});
  return context;
}

/**
 * The experiments island writes its cookie (part of the page's cache variant) a moment after a page loads. Each
 * visitor waits for it before the next page, so A and B ask for every page under the same variant.
 */
async function experimentCookieWritten(context: BrowserContext) {
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'experimentConfig'))
    .toBe(true);
}

async function expectNoPrivatePrice(response: Response | APIResponse | null, priceSpellings: string[]) {
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  for (const spelling of priceSpellings) expect(html, `${response?.url()} carries ${spelling}`).not.toContain(spelling);
}

test('visitor A’s terms and unlocked prices never reach visitor B through the page cache', async ({
  browser,
  context: a,
  page: pageA,
  baseURL,
}) => {
  // Two visitors, four page loads each and the first renders of these pages: more than one flow's time.
  test.slow();
  const { vehicle, listing, detail, printedPrice, priceSpellings } = privateVehicleFixture();
  const origin = baseURL ?? '';
  await visitorCookies(a, origin, {
    ...UNLOCKING_PROFILE,
    personalizedTerms: encodeURIComponent(JSON.stringify(SAVED_TERMS)),
  });

  // A: the private vehicle's price on its card and page, payments on A's terms; the documents carry none of it.
  await expectNoPrivatePrice(await pageA.goto(listing), priceSpellings);
  await expect(privateCard(pageA, vehicle.vin).getByTestId('card-price')).toHaveText(printedPrice);
  await expect(privateCard(pageA, vehicle.vin).getByTestId('card-private')).toHaveCount(0);
  await expect(publicPayment(pageA, vehicle.vin)).toHaveAttribute('data-state', 'personalized');
  await experimentCookieWritten(a);
  await expectNoPrivatePrice(await pageA.goto(detail), priceSpellings);
  const priceRegion = pageA.getByRole('region', { name: 'Price' });
  await expect(priceRegion.getByText(printedPrice, { exact: true })).toBeVisible();
  const panelA = pageA.locator('[data-payment-state]');
  await expect(panelA).toHaveAttribute('data-payment-state', 'estimate');
  await expect(panelA.getByText('Your personalized terms')).toBeVisible();
  await expect(panelA.locator('dd', { hasText: '60 months' })).toBeVisible();

  // B: the same pages, from the cache, as any anonymous visitor sees them.
  const b = await freshVisitor(browser, origin);
  const pageB = await b.newPage();
  for (const path of [listing, detail]) {
    const response = await pageB.goto(path);
    await expectNoPrivatePrice(response, priceSpellings);
    expect(response?.headers()['x-nextjs-cache'], `${path} from the cache`).toBe('HIT');
    // B sent cookies (the consent answer): a CDN must not keep B's copy; Next's own cache served it.
    expect(response?.headers()['cache-control']).toMatch(/^private/);
    await experimentCookieWritten(b);
  }
  await pageB.goto(listing);
  await expect(privateCard(pageB, vehicle.vin).getByTestId('card-private')).toBeVisible();
  await expect(privateCard(pageB, vehicle.vin).getByTestId('card-price')).toHaveCount(0);
  await expect(publicPayment(pageB, vehicle.vin)).toHaveAttribute('data-state', 'locked');
  await pageB.goto(detail);
  await expect(pageB.getByRole('region', { name: 'Price' }).getByText('private inventory')).toBeVisible();
  await expect(pageB.getByRole('button', { name: 'Unlock price' })).toBeVisible();
  await expect(pageB.locator('[data-payment-state]')).toHaveCount(0);
  // Nothing the islands fetched put the price in B's page either.
  const rendered = await pageB.content();
  for (const spelling of priceSpellings) expect(rendered).not.toContain(spelling);

  // The API answers B's browser 403, and no cache may keep its answers.
  const answer = await pageB.request.get(`/api/vehicles/private-prices?ids=${vehicle._id}`);
  expect(answer.status()).toBe(403);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  await b.close();

  // A request without any cookie: the copy a CDN may keep, the same anonymous page.
  const anonymous = await requests.newContext({ baseURL: origin, storageState: { cookies: [], origins: [] } });
  for (const path of [listing, detail]) {
    await anonymous.get(path);
    const response = await anonymous.get(path);
    await expectNoPrivatePrice(response, priceSpellings);
    expect(response.headers()['x-nextjs-cache'], `${path} from the cache`).toBe('HIT');
    expect(response.headers()['cache-control']).toMatch(/^public, .*s-maxage=/);
  }
  await anonymous.dispose();
});
