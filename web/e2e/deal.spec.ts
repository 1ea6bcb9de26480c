/**
 * The deal sheet (docs/deal-sheet.md), dealership variant: a car saved from its page → My Garage → its Deal sheet,
 * started from the shopper's saved terms, with an instant offer of the sell flow (made through the API) as the
 * trade-in; the figures are the deal module's; Send to the store → one DEAL_SHEET lead (201) and its ADF mail to
 * the car's store (valid against the DTD) → what happens next. axe on the page, phone width too; the print
 * stylesheet; the sell-car site answers 404.
 */
import { expect, test, type Page } from './test';
import { assertAdfValid } from './adf-dtd';
import { expectNoAxeViolations } from './axe';
import { logEntry, trackingLog } from './conversion-log';
import { inboxDir, ownsServer } from './e2e-env';
import { waitForMail } from './mail-catcher';
import { consentGivenCookies, dataset, seedVehicle, vehiclePagePath } from './site-data';
import { dealSheet } from '../src/lib/deal/deal-sheet';
import type { DealAnswer } from '../src/lib/deal/facts';
import { formatCents } from '../src/lib/deal/format';
import { creditScoreForLabel } from '../src/lib/profile/personalized-terms';

const PHONE = { width: 390, height: 844 };
/** Seeded plate SELL019's car (seed/dist/plates.json): the valuation prices it. */
const CAMRY_VIN = '4T1B11A11KP500001';
/** Saved terms as the personalise-price flow keeps them: $3,000 down, Good credit (670), 60 months. */
const SAVED_TERMS = { d: 3000, e: 0, c: 670, t: 60 };

const uniqueEmail = () => `deal.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

async function createOffer(page: Page): Promise<{ id: string; cash: number }> {
  const response = await page.request.post('/api/offers', {
    data: { vehicle: { vin: CAMRY_VIN }, mileage: 45_000, answers: { '100': 'great' } },
  });
  expect(response.status()).toBe(200);
  const offer = (await response.json()) as { id: string; cashNow: { finalPrice: number } | null };
  expect(offer.cashNow).not.toBeNull();
  return { id: offer.id, cash: offer.cashNow!.finalPrice };
}

test.describe('dealership: the deal sheet', () => {
  test.skip(dataset !== 'dealership', 'the deal sheet is part of the inventory (dealership)');

  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      ...consentGivenCookies(baseURL ?? ''),
      { name: 'personalizedTerms', value: encodeURIComponent(JSON.stringify(SAVED_TERMS)), url: baseURL ?? '' },
    ]);
  });

  test('saved car → garage → deal sheet with saved terms and an instant offer → sent to the car’s store', async ({
    page,
    baseURL,
  }) => {
    // One shopper's whole visit: three pages, two axe runs, a lead and its mail.
    test.slow();
    const car = seedVehicle(false);
    await page.goto(vehiclePagePath(car));
    const save = page.getByRole('complementary').getByRole('button', { name: /^Save \d{4} / });
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    // The vehicle page links the deal sheet near the payment.
    await expect(page.getByTestId('vdp-deal')).toHaveAttribute('href', `/deal?vin=${car.vin}`);

    await page.goto('/my-garage');
    await page.getByRole('link', { name: `Build a deal sheet for ${car.year} ${car.make} ${car.model}` }).click();
    await expect(page).toHaveURL(new RegExp(`/deal\\?vin=${car.vin}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Your deal sheet' })).toBeVisible();
    await expect(page.getByTestId('deal-car')).toContainText(`${car.year} ${car.make} ${car.model}`);

    // The saved terms start the sheet.
    await expect(page.getByTestId('deal-terms-source')).toHaveText('Started from the payment terms you saved.');
    await expect(page.getByLabel('Down payment ($)')).toHaveValue('3000');
    await expect(page.getByLabel('Credit')).toHaveValue('Good');
    await expect(page.getByLabel('Term')).toHaveValue('60');

    // The instant offer, by its link (as the seller's e-mail gives it), and what is still owed on the car.
    const offer = await createOffer(page);
    await page.getByRole('radio', { name: 'My instant cash offer' }).check();
    await page.getByLabel('Offer link or id').fill(`${baseURL}/sell-trade-my-car/offer/${offer.id}`);
    await page.getByRole('button', { name: 'Use this offer' }).click();
    await expect(page.getByTestId('deal-offer-status')).toContainText(
      `Instant cash offer for your 2019 Toyota Camry: ${formatCents(offer.cash * 100, 'en')}`,
    );
    await page.getByLabel('Still owed on it ($)').fill('2000');

    // The page's figures are the deal module's, on the car's store's settings.
    const { car: facts } = (await (await page.request.get(`/api/deal?vin=${car.vin}`)).json()) as DealAnswer;
    const expected = dealSheet({
      price: facts.price!,
      modelYear: facts.year,
      store: facts.settings!,
      downPayment: 3000,
      creditScore: creditScoreForLabel('Good'),
      termMonths: 60,
      tradeIn: { value: offer.cash, payoff: 2000 },
    });
    const sheet = page.getByTestId('deal-sheet');
    await expect(sheet.getByTestId('deal-payment')).toContainText(formatCents(expected.monthlyPaymentCents, 'en'));
    await expect(sheet.getByTestId('deal-financed')).toContainText(formatCents(expected.amountFinancedCents, 'en'));
    await expect(sheet.getByTestId('deal-equity')).toContainText(formatCents(expected.tradeEquityCents, 'en'));
    await expect(sheet.getByTestId('deal-cash-due')).toContainText('$3,000.00');
    await expect(sheet.locator('[data-line="salesTax"]')).toContainText(formatCents(expected.salesTaxCents!, 'en'));
    await expect(sheet.locator('[data-line="tradeEquity"] td').last()).toContainText(
      `less the ${formatCents(200_000, 'en')} still owed on it`,
    );
    await expectNoAxeViolations(page);

    // Printed: one sheet without the site's header or the inputs.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body > header, header').first()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Send to the store' })).toBeHidden();
    await expect(sheet).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // Send to the store: one lead, to the car's store.
    const email = uniqueEmail();
    await page.getByLabel(/^First name/).fill('Dana');
    await page.getByLabel(/^Last name/).fill('Deal');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Phone/).fill('(630) 555-0142');
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) => response.url().endsWith('/api/leads') && response.request().method() === 'POST',
      ),
      page.getByRole('button', { name: 'Send to the store' }).click(),
    ]);
    expect(answer.status()).toBe(201);
    const confirmation = page.getByTestId('deal-sent');
    await expect(confirmation.getByRole('heading')).toHaveText(`Your deal sheet is on its way to ${facts.store!.name}`);
    await expect(confirmation).toContainText('What happens next');
    await expect(confirmation.getByRole('heading')).toBeFocused();

    test.skip(!ownsServer, 'mail is only caught when the suite starts its own server');
    const mail = await waitForMail(inboxDir, (message) => (message.text ?? '').includes(email));
    expect(mail.subject).toBe('Deal Sheet from Website');
    const xml = (mail.text ?? '').trim();
    assertAdfValid(xml);
    expect(xml).toContain(`<vendorname>${facts.store!.name}</vendorname>`);
    expect(xml).toMatch(new RegExp(`<vehicle interest="buy" status="[a-z]+">[\\s\\S]*<vin>${car.vin}</vin>`));
    expect(xml).toMatch(/<vehicle interest="trade-in" status="used">[\s\S]*<vin>4T1B11A11KP500001<\/vin>/);
    expect(xml).toContain(`<price type="offer" currency="USD">${offer.cash}</price>`);
    expect(xml).toContain(`Offer id: ${offer.id}`);
    expect(xml).toContain(`/sell-trade-my-car/offer/${offer.id}`);
  });

  test('send: an empty form is marked at every field at once and nothing goes out; once sent, the next form knows the shopper and Lead fires once', async ({
    page,
    context,
  }) => {
    const car = seedVehicle(false);
    const leadPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/leads')
        leadPosts.push(request.url());
    });
    await page.goto(`/deal?vin=${car.vin}`);
    await expect(page.getByTestId('deal-sheet')).toBeVisible();

    const send = page.getByRole('button', { name: 'Send to the store' });
    await send.click();
    const messages = {
      'First name': 'Enter your first name.',
      'Last name': 'Enter your last name.',
      'E-mail': 'This field is required',
      Phone: 'This field is required',
    };
    for (const [label, message] of Object.entries(messages)) {
      const input = page.getByLabel(new RegExp(`^${label}`));
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')));
    }
    await expect(page.getByLabel(/^First name/)).toBeFocused();

    // One malformed field left: only it stays marked.
    await page.getByLabel(/^First name/).fill('Dana');
    await page.getByLabel(/^Last name/).fill('Deal');
    await page.getByLabel(/^E-mail/).fill('dana@example');
    await page.getByLabel(/^Phone/).fill('(630) 555-0142');
    await send.click();
    await expect(page.getByLabel(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/^E-mail/)).toHaveAccessibleDescription(/Please enter a valid email address/);
    await expect(page.getByLabel(/^First name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(leadPosts).toHaveLength(0);

    const email = uniqueEmail();
    await page.getByLabel(/^E-mail/).fill(email);
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) => response.url().endsWith('/api/leads') && response.request().method() === 'POST',
      ),
      send.click(),
    ]);
    expect(answer.status()).toBe(201);
    const { id } = (await answer.json()) as { id: string };
    await expect(page.getByTestId('deal-sent')).toBeVisible();

    // The shopper's first lead: one Lead and the DealSheet conversion, both tied to the lead.
    const lead = await logEntry(page, 'Lead');
    const dealSent = await logEntry(page, 'DealSheet');
    expect(lead.eventId).toBe(dealSent.eventId);
    expect(lead.eventId).toContain(id);
    expect((await trackingLog(page)).filter((entry) => entry.name === 'Lead')).toHaveLength(1);

    // Their details are kept, as after every lead form: the contact form starts filled in.
    const jar = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
    expect(decodeURIComponent(jar.email ?? '')).toBe(email);
    await page.goto('/contact-us');
    // The contact form takes over from its plain markup at the first focus, filled from the saved profile.
    await page.locator('#lead-form input[name="firstName"]').focus();
    const enhanced = page.locator('#lead-form form[data-enhanced="true"]');
    await expect(enhanced.locator('input[name="firstName"]')).toHaveValue('Dana');
    await expect(enhanced.locator('input[name="email"]')).toHaveValue(email);
    expect(leadPosts).toHaveLength(1);
  });

  test('phone width: the sheet reads top to bottom and passes axe; no VIN names the garage', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const car = seedVehicle(false);
    await page.goto(`/deal?vin=${car.vin}`);
    await expect(page.getByTestId('deal-sheet')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);

    await page.goto('/deal');
    await expect(page.getByTestId('deal-none')).toContainText('Choose a car for your deal sheet');
  });
});

test.describe('sell-car: no inventory, no deal sheet', () => {
  test.skip(dataset !== 'sell-car', 'the sell-car variant has no inventory');

  test('/deal and its API answer 404', async ({ page }) => {
    const response = await page.goto('/deal?vin=1C4RJFMX8PX282890');
    expect(response?.status()).toBe(404);
    expect((await page.request.get('/api/deal?vin=1C4RJFMX8PX282890')).status()).toBe(404);
  });
});
