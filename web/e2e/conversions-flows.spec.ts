/**
 * The conversion of each remaining flow in the browser (docs/tracking.md#conversion-map), one table: careers and staff
 * messages (Contact), a booked service appointment and an accepted sell-car offer (Schedule), a tap on the header's
 * phone number (ClickToCall). Per flow: the event, its value and one event id in the events log and in the
 * Conversions API request the server sent (caught on loopback); nothing when the server refuses the submission;
 * under Global Privacy Control, logged but withheld from Meta and never posted.
 */
import { expect, test, type Page } from './test';
import {
  expectConversion,
  expectNoConversion,
  expectWithheldFromMeta,
  field,
  fillVisitor,
  uniqueEmail,
  withGpc,
} from './conversion-log';
import { consentGivenCookies, dataset, loadSiteData } from './site-data';

const site = loadSiteData();
const member = site.teamMembers[0];

/** The server's answer to a refused submission: overloaded (503), with no field to blame. */
const UNAVAILABLE = { status: 503, contentType: 'application/json', body: JSON.stringify({ errors: {} }) };

/** The error toast every lead form shows when the server refused the submission. */
const errorToast = (page: Page) => page.locator('[data-toast="error"]').first();

interface Flow {
  title: string;
  /** Why the flow is not on this site, or null when it is. */
  skip: string | null;
  event: string;
  value: number;
  eventId: RegExp;
  /** Opens the flow's page and sends it as a visitor. */
  send: (page: Page, email: string) => Promise<void>;
  /** Makes the server refuse the submission, and how the page says so; absent when there is nothing to submit. */
  refuse?: { route: (page: Page) => Promise<unknown>; shown: (page: Page) => Promise<void> };
}

/** The enhanced form (react-hook-form) takes over from the plain one on first focus. */
async function enhanced(page: Page, scope = page.locator('body')) {
  await field(scope, 'First name').focus();
  await expect(scope.locator('form[data-enhanced="true"]')).toBeVisible();
}

const refuseLeads = {
  // Any lead address: the careers form posts to `/api/leads?form=CAREERS` (lib/leads/lead-post-path.ts).
  route: (page: Page) =>
    page.route(
      (url) => url.pathname === '/api/leads',
      (route) => route.fulfill(UNAVAILABLE),
    ),
  shown: (page: Page) => expect(errorToast(page)).toBeVisible(),
};

const flows: Flow[] = [
  {
    title: 'careers application',
    skip: site.enabledPages.includes('careers') ? null : 'no careers page',
    event: 'Contact',
    value: 2,
    eventId: /^lead-[0-9a-f-]{36}$/,
    send: async (page, email) => {
      await page.goto('/our-company/careers');
      await enhanced(page);
      await field(page, 'Position').selectOption({ index: 1 });
      await fillVisitor(page, email);
      await field(page, 'Message').fill('Five years of experience appraising trade-ins.');
      await page.getByRole('button', { name: 'Submit application' }).click();
    },
    refuse: refuseLeads,
  },
  {
    title: 'staff member message',
    skip: site.enabledPages.includes('team') && member ? null : 'no staff pages',
    event: 'Contact',
    value: 2,
    eventId: /^lead-[0-9a-f-]{36}$/,
    send: async (page, email) => {
      await page.goto(`/our-company/meet-our-team/${member?.slug}`);
      const section = page.getByRole('region', { name: `Send ${member?.firstName} ${member?.lastName} a message` });
      await enhanced(page, section);
      await fillVisitor(section, email);
      await field(section, 'Message').fill('Could you call me about the trade-in?');
      await section.getByRole('button', { name: 'Send message' }).click();
    },
    refuse: refuseLeads,
  },
  {
    title: 'service appointment booked',
    skip: site.enabledPages.includes('service') ? null : 'no service scheduling',
    event: 'Schedule',
    value: 20,
    eventId: /^appointment-SA-[2-9A-Z]{8}$/,
    send: async (page, email) => {
      await page.goto('/service/schedule');
      // The form arrives as a lazy island with the first open day chosen.
      await expect(page.locator('#sched-storeId')).toBeVisible();
      await page.locator('#sched-services-0').check();
      // Any of the day's slots (each holds a few bookings; other suites book the first).
      const time = page.locator('#sched-appointmentTime');
      await expect(time).not.toHaveValue('');
      await time.selectOption({ index: Math.floor(Math.random() * (await time.locator('option').count())) });
      await page.locator('#sched-year').fill('2019');
      await page.locator('#sched-make').fill('Ford');
      await page.locator('#sched-model').fill('Escape');
      await page.locator('#sched-firstName').fill('Sam');
      await page.locator('#sched-lastName').fill('Service');
      await page.locator('#sched-email').fill(email);
      await page.locator('#sched-phone').pressSequentially('6305550199');
      await page.getByRole('button', { name: 'Request appointment' }).click();
    },
    refuse: {
      // The form's server action posts to the page itself.
      route: (page) =>
        page.route('**/service/schedule', (route) =>
          route.request().method() === 'POST' ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
        ),
      shown: (page) => expect(errorToast(page)).toBeVisible(),
    },
  },
  {
    title: 'sell/trade offer accepted (the visit to see the car)',
    skip: site.enabledPages.includes('sellTrade') ? null : 'no sell flow',
    event: 'Schedule',
    value: 20,
    eventId: /^lead-[0-9a-f-]{36}$/,
    send: async (page, email) => {
      // The quote as the flow posts it (the flow's own conversions are in conversions.spec.ts), then its page.
      const quote = await page.request.post('/api/offers', {
        data: {
          vehicle: { vin: '4T1B11A11KP500001' },
          mileage: 45_000,
          answers: { '100': 'great' },
          contact: { firstName: 'Sam', lastName: 'Seller', email, phone: '(630) 555-0188' },
        },
      });
      expect(quote.status()).toBe(200);
      const { id } = (await quote.json()) as { id: string };
      await page.goto(`/sell-trade-my-car/offer/${id}`);
      await page.getByLabel('Preferred time (optional)').selectOption('morning');
      await page.getByRole('button', { name: 'Accept the cash offer' }).click();
    },
    refuse: {
      route: (page) => page.route('**/api/offers/*/accept', (route) => route.fulfill(UNAVAILABLE)),
      shown: (page) => expect(page.getByRole('status').filter({ hasText: 'Something went wrong.' })).toBeVisible(),
    },
  },
  {
    title: 'click-to-call on the header’s phone number',
    skip: null,
    event: 'ClickToCall',
    value: 5,
    // No server answer to tie it to: a fresh id per tap.
    eventId: /^[0-9a-f-]{36}$/,
    send: async (page) => {
      // A popup the editor shows over the header (a banner at the top) is closed first, as a visitor would.
      await page.addLocatorHandler(page.getByRole('dialog').getByRole('button', { name: 'Close' }).first(), (close) =>
        close.click(),
      );
      await page.goto('/');
      // Taps count from hydration on, before the lazily loaded tracking island arrives.
      await page.waitForFunction(() => window.__dealerCallTracking === true);
      await page.getByRole('banner').locator('a[href^="tel:"]').first().click();
    },
  },
];

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(consentGivenCookies(baseURL ?? ''));
});

for (const flow of flows) {
  test.describe(`${dataset}: ${flow.title}`, () => {
    test.skip(flow.skip !== null, flow.skip ?? '');

    test(`${flow.event} (${flow.value} USD) in the events log and the Conversions API request, one event id`, async ({
      page,
    }) => {
      await flow.send(page, uniqueEmail('conv-flow'));
      await expectConversion(page, flow.event, flow.value, flow.eventId);
    });

    if (flow.refuse) {
      const { route, shown } = flow.refuse;
      test('a submission the server refuses (503) sends no conversion', async ({ page }) => {
        await route(page);
        await flow.send(page, uniqueEmail('conv-flow-refused'));
        await shown(page);
        await expectNoConversion(page, flow.event);
      });
    }

    test('under Global Privacy Control it is logged, withheld from Meta and never posted', async ({
      page,
      context,
    }) => {
      const trackPosts = await withGpc(context, page);
      await flow.send(page, uniqueEmail('conv-flow-gpc'));
      await expectWithheldFromMeta(page, flow.event, trackPosts);
    });
  });
}
