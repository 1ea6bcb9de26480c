/**
 * Two visitors of two stores move around the site by client-side navigation (RSC payloads, not whole documents),
 * one after the other, with the same cache variant otherwise. Each must only ever see their own store: a navigation
 * payload chosen by a cookie is private, so no cache between the browser and Next (nginx's micro-cache when the
 * suite runs through the stack, a CDN in production) hands one visitor's store to the other.
 */
import { telHref } from '../src/lib/phone/format';
import { expect, test, type Browser, type Page } from './test';
import { consentGivenCookies, dataset, loadSiteData } from './site-data';

const site = loadSiteData();
const defaultStore = site.stores.find((store) => store._id === site.defaultStoreId) ?? site.stores[0];
const otherStore = site.stores.find((store) => store._id !== defaultStore?._id && store.phone !== defaultStore?.phone);

async function visitorOf(browser: Browser, baseURL: string, storeId: string | null): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  await context.addCookies(consentGivenCookies(baseURL));
  if (storeId) await context.addCookies([{ name: 'userSelectedStore', value: storeId, url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
  return page;
}

/** Follows a footer link as a client-side navigation and returns the header's phone link there. */
async function navigateTo(page: Page, path: string): Promise<string | null> {
  await page.locator(`footer a[href="${path}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  expect(await page.evaluate(() => (window as Window & { e2eSameDocument?: boolean }).e2eSameDocument)).toBe(true);
  return page.locator('header a[href^="tel:"]').first().getAttribute('href');
}

test(`${dataset}: visitors of two stores navigating in turn each see their own store`, async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.skip(!defaultStore || !otherStore, 'needs two stores with different phones');
  const home = await visitorOf(browser, baseURL!, otherStore!.storeId);
  const other = await visitorOf(browser, baseURL!, null);
  for (const path of ['/contact-us', '/sell-trade-my-car']) {
    if (!(await home.locator(`footer a[href="${path}"]`).count())) continue;
    expect(await navigateTo(home, path)).toBe(telHref(otherStore!.phone)!);
    expect(await navigateTo(other, path)).toBe(telHref(defaultStore!.phone)!);
    await home.goBack();
    await other.goBack();
  }

  // The payload itself: private when a cookie chose the variant, public (and varying on Cookie) without one.
  // (Next answers a payload request without its cache-busting parameter with a redirect to it; the cookie header is
  // sent again to where it leads.)
  const payload = async (storeId?: string) => {
    const client = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const response = await client.get('/contact-us', {
      headers: { rsc: '1', ...(storeId ? { cookie: `userSelectedStore=${storeId}` } : {}) },
      maxRedirects: 0,
    });
    const location = response.headers()['location'];
    const answer = location
      ? await client.get(location, {
          headers: { rsc: '1', ...(storeId ? { cookie: `userSelectedStore=${storeId}` } : {}) },
        })
      : response;
    const facts = {
      type: answer.headers()['content-type'],
      cacheControl: answer.headers()['cache-control'],
      vary: answer.headers()['vary'],
    };
    await client.dispose();
    return facts;
  };
  const chosen = await payload(otherStore!.storeId);
  expect(chosen.type).toMatch(/text\/x-component/);
  expect(chosen.cacheControl).toBe('private, no-cache');
  const anonymous = await payload();
  expect(anonymous.vary).toMatch(/Cookie/);
  expect(anonymous.vary).toMatch(/Accept-Language/);
});
