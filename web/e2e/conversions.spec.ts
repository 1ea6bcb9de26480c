/**
 * Conversions and the store choice in the browser (docs/tracking.md#conversion-map, docs/site-basics.md#store-picker). The suite's server runs
 * with TRACKING_DEBUG=1 (the events log in `window.__trackingLog`) and its Conversions API pointed at a loopback
 * catcher (capi-catcher.ts), so each flow's event, value and one shared event id are checked in the log and in the
 * request the server sent, without any third-party host.
 */
import { expect, test, type Page } from './test';
import { formatDayHours, type DayHours } from '../src/lib/hours/format';
import { zonedTime } from '../src/lib/hours/open-now';
import {
  expectConversion,
  expectNoConversion,
  expectWithheldFromMeta,
  field,
  fillVisitor,
  logEntry,
  seedDocuments,
  uniqueEmail,
  withGpc,
} from './conversion-log';
import { inboxDir, ownsServer } from './e2e-env';
import { waitForMail } from './mail-catcher';
import { consentGivenCookies, dataset, seedSettings, seedVehicle, vehiclePagePath } from './site-data';

/** The contact form, enhanced (it takes over from the plain form on first focus), filled and sent. */
async function sendContact(page: Page, email: string, inquiry = 'Purchasing a vehicle') {
  await page.goto('/contact-us');
  await field(page, 'First name').focus();
  await expect(page.locator('form[data-enhanced="true"]')).toBeVisible();
  await field(page, 'How can we help?').selectOption({ label: inquiry });
  await fillVisitor(page, email);
  await field(page, 'Message').fill('Is the blue Accord still on the lot?');
  await page.getByRole('button', { name: 'Send message' }).click();
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(consentGivenCookies(baseURL ?? ''));
});

test.describe(`${dataset}: conversions`, () => {
  test('contact: Contact (2 USD) in the events log and in the Conversions API request, one event id', async ({
    page,
  }) => {
    await sendContact(page, uniqueEmail('conv-contact'));
    await expectConversion(page, 'Contact', 2, /^lead-[0-9a-f-]{36}$/);
  });

  test('a failed submit sends no conversion', async ({ page }) => {
    await page.route('**/api/leads', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: {} }) }),
    );
    await sendContact(page, uniqueEmail('conv-failed'));
    await expect(page.locator('[data-toast="error"]').first()).toBeVisible();
    await expectNoConversion(page, 'Contact');
  });

  test('under Global Privacy Control the conversion is logged as withheld from Meta and never posted', async ({
    page,
    context,
  }) => {
    const trackPosts = await withGpc(context, page);
    await sendContact(page, uniqueEmail('conv-gpc'));
    await expectWithheldFromMeta(page, 'Contact', trackPosts);
  });
});

test.describe('sell-car: the quote', () => {
  test.skip(dataset !== 'sell-car', 'the instant quote is the sell-car flow here');

  test('quote shown: InstantScreen (30 USD) and the sell/trade lead SellTrade (10 USD)', async ({ page }) => {
    await page.goto('/sell-trade-my-car/your-vehicle');
    await page.evaluate(() => localStorage.removeItem('sellFlow:v1'));
    await page.reload();
    await page.getByRole('radio', { name: 'By licence plate' }).check();
    await page.getByRole('textbox', { name: /^Licence plate/ }).fill('SELL019');
    await page.getByLabel(/^State/).selectOption('TX');
    await page.getByRole('button', { name: 'Find my vehicle' }).click();
    await expect(page.getByText('We found your vehicle: 2019 Toyota')).toBeVisible();
    await page.getByRole('textbox', { name: /^Mileage/ }).fill('45000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: /^Excellent/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('textbox', { name: /^Anything else we should know/ })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/^First name/).fill('Sam');
    await page.getByLabel(/^Last name/).fill('Seller');
    await page.getByLabel(/^E-mail/).fill(uniqueEmail('conv-offer'));
    await page.getByLabel(/^Phone/).fill('(630) 555-0188');
    await page.getByRole('button', { name: 'Get my offers' }).click();
    await expect(page).toHaveURL(/\/sell-trade-my-car\/offer\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    const offerId = page.url().split('/').pop() as string;
    const shown = await expectConversion(page, 'InstantScreen', 30, /^offer-/);
    expect(shown.eventId).toBe(`offer-${offerId}`);
    await expectConversion(page, 'SellTrade', 10, /^lead-offer-/);
  });
});

test.describe('dealership: finance and vehicle flows', () => {
  test.skip(dataset !== 'dealership', 'financing and vehicle pages are dealership features');

  test('pre-approval: SubmitApplication (2 USD)', async ({ page }) => {
    await page.goto('/auto-financing/apply-for-financing');
    await field(page, 'First name').focus();
    const form = page.locator('form[data-enhanced="true"]');
    await expect(form).toBeVisible();
    await fillVisitor(page, uniqueEmail('conv-preapproval'));
    await field(page, 'Monthly income before taxes ($)').fill('4200');
    await page.getByLabel('Good (670–739)').check();
    await form.getByRole('button', { name: 'Get pre-approved' }).click();
    await expectConversion(page, 'SubmitApplication', 2, /^lead-/);
  });

  test('vehicle page: view_item (5 USD); test drive: Schedule (20 USD) and add to cart (20 USD)', async ({ page }) => {
    await page.goto(vehiclePagePath(seedVehicle(false)));
    const view = await logEntry(page, 'ViewContent');
    expect(view).toMatchObject({ value: 5, sent: ['ga4', 'meta-pixel', 'meta-capi'] });

    await page.getByRole('button', { name: 'Schedule a test drive' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a test drive' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByLabel('Time')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await fillVisitor(dialog, uniqueEmail('conv-test-drive'));
    await dialog.getByRole('button', { name: 'Schedule test drive' }).click();
    const schedule = await expectConversion(page, 'Schedule', 20, /^lead-/);
    const cart = await expectConversion(page, 'AddToCart', 20, /^lead-/);
    expect(cart.eventId).toBe(`${schedule.eventId}-add_to_cart`);
  });

  test('unlock: UnlockInventory (5 USD)', async ({ page }) => {
    await page.goto(vehiclePagePath(seedVehicle(true)));
    await page.getByRole('button', { name: 'Unlock price' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unlock this price' });
    await fillVisitor(dialog, uniqueEmail('conv-unlock'));
    await dialog.getByRole('button', { name: 'Unlock price' }).click();
    await expectConversion(page, 'UnlockInventory', 5, /^lead-/);
  });

  test('inventory: view_item_list (3 USD) without filters, view_search_results (2 USD) with one', async ({ page }) => {
    await page.goto('/cars-for-sale');
    expect((await logEntry(page, 'ViewItemList')).value).toBe(3);
    await page.goto('/cars-for-sale/suvs');
    expect((await logEntry(page, 'Search')).value).toBe(2);
  });
});

interface SeedStore {
  storeId: string;
  name: string;
  city: string;
  phone: string;
  timezone: string;
  salesHours: DayHours[];
  leadRouting?: { formType: string; subject: string; recipient: string }[];
}

test.describe(`${dataset}: store choice`, () => {
  test('picking the store with its own routing: header phone and hours on every page, the lead reaches its desk', async ({
    page,
  }) => {
    // Six pages of a store variant no earlier test rendered (each a first render), then a lead and its mail.
    test.slow();
    const store = (seedDocuments() as unknown as SeedStore[]).find(
      (doc) => (doc as unknown as { _type: string })._type === 'store' && doc.leadRouting?.length,
    );
    if (!store) throw new Error(`the ${dataset} seed has no store with its own lead routing`);
    const digits = store.phone.replace(/\D/g, '');
    const hours = `Today ${formatDayHours(store.salesHours.find((row) => row.day === zonedTime(new Date(), store.timezone).day))}`;

    await page.goto('/');
    const picker = page.getByRole('banner').getByLabel('Your store');
    await picker.selectOption({ label: store.city });
    const headerPhone = page.getByRole('banner').locator('a[href^="tel:"]');
    await expect(headerPhone).toHaveAttribute('href', `tel:+1${digits}`);

    for (const path of ['/', '/contact-us', '/our-company']) {
      await page.goto(path);
      await expect(headerPhone, path).toHaveAttribute('href', `tel:+1${digits}`);
      await expect(page.getByRole('banner').locator(`[data-store-hours="${store.storeId}"]`), path).toHaveText(hours);
      await expect(picker).toHaveValue(store.storeId);
    }
    // The structured data (on the locations page) names the chosen store.
    await page.goto('/contact-us');
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
    expect(jsonLd).toContain(digits.slice(-4));

    const email = uniqueEmail('conv-store');
    await sendContact(page, email);
    await expectConversion(page, 'Contact', 2, /^lead-/);

    test.skip(!ownsServer, 'mail is only caught when the suite starts its own server');
    const route = store.leadRouting?.find((row) => row.formType === 'CONTACT_SALES');
    expect(route, 'the store routes CONTACT_SALES itself').toBeDefined();
    const mail = await waitForMail(inboxDir, (message) => (message.text ?? '').includes(email));
    expect(mail.envelopeTo).toEqual([route?.recipient]);
    expect(mail.subject).toBe(route?.subject);
    expect(mail.text).toContain(`<vendorname>${store.name}</vendorname>`);
  });
});

test.describe(`${dataset}: store choice on the locations list`, () => {
  test('“Make this my store” on a location card switches the header to that store', async ({ page }) => {
    const stores = (seedDocuments() as unknown as (SeedStore & { _type: string })[]).filter(
      (doc) => doc._type === 'store',
    );
    await page.goto('/contact-us');
    const header = page.getByRole('banner');
    const current = await header.getByLabel('Your store').inputValue();
    const other = stores.find((store) => store.storeId !== current);
    if (!other) throw new Error('the seed has one store');
    const card = page.locator(`li[data-location="${other.name}"]`);
    await card.getByRole('button', { name: 'Make this my store' }).click();
    await expect(header.locator('a[href^="tel:"]')).toHaveAttribute('href', `tel:+1${other.phone.replace(/\D/g, '')}`);
    await expect(card.getByText('Your store', { exact: true })).toBeVisible();
    await expect(header.getByLabel('Your store')).toHaveValue(other.storeId);
  });
});

/** A string of the seed's table in Spanish (what the Spanish site must show). */
function spanish(key: string): string {
  const text = seedSettings().uiStrings?.find((item) => item.key === key)?.es;
  if (!text) throw new Error(`no Spanish text for ${key} in the ${dataset} seed`);
  return text;
}

test.describe(`${dataset}: store choice in Spanish`, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'es', url: baseURL ?? '' }]);
  });

  test('the header’s picker and hours and the locations list speak Spanish', async ({ page }) => {
    const stores = (seedDocuments() as unknown as (SeedStore & { _type: string })[]).filter(
      (doc) => doc._type === 'store',
    );
    await page.goto('/contact-us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const header = page.getByRole('banner');
    const picker = header.getByLabel(spanish('storePicker.label'), { exact: true });
    const current = await picker.inputValue();
    const [today] = spanish('storePicker.today').split('{hours}');
    await expect(header.locator(`[data-store-hours="${current}"]`)).toHaveText(new RegExp(`^${today}\\S`));

    const chosen = page.locator(`li[data-location="${stores.find((store) => store.storeId === current)?.name}"]`);
    await expect(chosen.getByText(spanish('storePicker.chosen'), { exact: true })).toBeVisible();
    await expect(chosen.getByRole('link', { name: spanish('locations.directions') })).toBeVisible();
    await expect(page.getByRole('button', { name: spanish('locations.nearest') })).toBeVisible();

    const other = stores.find((store) => store.storeId !== current);
    if (!other) throw new Error('the seed has one store');
    await page
      .locator(`li[data-location="${other.name}"]`)
      .getByRole('button', { name: spanish('storePicker.choose') })
      .click();
    await expect(picker).toHaveValue(other.storeId);
    // None of the built-in English is left in the header or the list (a popup's own words are the editor's).
    for (const scope of [header, page.locator('ul[data-order]')]) {
      for (const english of ['Your store', 'Make this my store', 'Get directions', 'View inventory', 'Today ']) {
        await expect(scope.getByText(english, { exact: false }), english).toHaveCount(0);
      }
    }
    await expect(page.getByRole('button', { name: 'Show nearest first' })).toHaveCount(0);
  });

  test('without functional cookies the picker is disabled and says why, in Spanish', async ({
    page,
    context,
    baseURL,
  }) => {
    test.skip((seedSettings().cookieTier ?? 1) < 2, 'below tier 2 every category is granted, so the choice is kept');
    await context.addCookies([{ name: 'allowCookies', value: 'essential', url: baseURL ?? '' }]);
    await page.goto('/contact-us');
    const picker = page.getByRole('banner').getByLabel(spanish('storePicker.label'), { exact: true });
    await expect(picker).toBeDisabled();
    await expect(picker).toHaveAccessibleDescription(spanish('storePicker.needsConsent'));
  });
});
