/**
 * Service scheduling (dealership variant): a visitor books a service appointment by keyboard on /service/schedule,
 * sees the confirmation and the toast, and the SERVICE mail reaches the mail catcher; a day the service department
 * is closed is refused with a clear message linked to the day field; a business booking asks for the business
 * contact and the mail carries it; a service offer's "Schedule this service" link opens the form with the
 * offer attached. The page stays axe-clean throughout.
 */
import { expect, test, type Page } from './test';
import { inboxDir, ownsServer } from './e2e-env';
import { waitForMail, mailMentions } from './mail-catcher';
import { consentGivenCookies, dataset } from './site-data';
import { expectNoAxeViolations } from './axe';

const CLOSED_DAY = 'The service department is closed that day. Please choose another day.';

/** The next Sunday on the stores' wall clock (America/Chicago), as YYYY-MM-DD. */
function nextSunday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCDate(date.getUTCDate() + ((7 - date.getUTCDay()) % 7 || 7));
  return date.toISOString().slice(0, 10);
}

/** Focus a control and type into it with the keyboard. */
async function typeInto(page: Page, id: string, text: string) {
  await page.locator(`#${id}`).focus();
  await page.keyboard.type(text);
}

/** Fill a control at once (the keyboard path is covered by the first booking). */
async function fillIn(page: Page, id: string, text: string) {
  await page.locator(`#${id}`).fill(text);
  await expect(page.locator(`#${id}`)).not.toHaveValue('');
}

test.skip(dataset !== 'dealership', 'service scheduling exists only in the dealership variant');

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(consentGivenCookies(baseURL ?? ''));
});

test.describe('service scheduling', () => {
  test('books an appointment by keyboard, then reschedules it: confirmations, toasts and the SERVICE mails', async ({
    page,
  }) => {
    // Two bookings typed key by key, three axe scans and two mails: a long flow on a loaded machine.
    test.slow();
    const email = `service.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    await page.goto('/service/schedule');
    // The page is server-rendered; the form arrives as a lazy island.
    const store = page.locator('#sched-storeId');
    await expect(store).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Request your appointment' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Service center and services by keyboard.
    await store.focus();
    await expect(store).toBeFocused();
    const firstService = page.locator('#sched-services-0');
    await firstService.focus();
    await page.keyboard.press('Space');
    await expect(firstService).toBeChecked();
    const serviceName = (await page.locator('label', { has: firstService }).innerText()).split(' · ')[0] ?? '';

    // The first open day and its first slot are chosen from the store's service hours.
    const day = page.locator('#sched-appointmentDate');
    await expect(day).not.toHaveValue('');
    await expect(page.locator('#sched-appointmentDate-hint')).toContainText('Service hours that day:');
    const time = page.locator('#sched-appointmentTime');
    await expect(time).not.toHaveValue('');

    await typeInto(page, 'sched-year', '2019');
    await typeInto(page, 'sched-make', 'Ford');
    await typeInto(page, 'sched-model', 'Escape');
    await typeInto(page, 'sched-mileage', '51000');
    await typeInto(page, 'sched-firstName', 'Sam');
    await typeInto(page, 'sched-lastName', 'Service');
    await typeInto(page, 'sched-email', email);
    await typeInto(page, 'sched-phone', '6305550199');
    await typeInto(page, 'sched-message', 'Squeak from the front brakes.');
    await page.getByRole('button', { name: 'Request appointment' }).focus();
    await page.keyboard.press('Enter');

    const confirmation = page.getByTestId('service-confirmation');
    await expect(confirmation.getByRole('heading', { name: 'Appointment requested' })).toBeFocused();
    await expect(confirmation).toContainText(/Your appointment number is SA-[2-9A-Z]{8}\./);
    // What happens next, and the store's phone to call.
    await expect(confirmation).toContainText(
      'Someone from our service team will reach out to confirm your appointment.',
    );
    await expect(confirmation.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute(
      'href',
      /^tel:\+1\d{10}$/,
    );
    await expect(confirmation.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
      'href',
      /^data:text\/calendar/,
    );
    const toast = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('button', { name: /Appointment Requested\./ });
    await expect(toast).toContainText('Your service appointment has been requested');
    await expectNoAxeViolations(page);
    const appointmentId = /SA-[2-9A-Z]{8}/.exec((await confirmation.textContent()) ?? '')?.[0] ?? '';

    // Reschedule the same appointment: number + phone, then a later slot of the same day.
    await confirmation.getByRole('button', { name: 'Book another appointment' }).click();
    const reschedule = page.getByRole('radio', { name: 'Reschedule an appointment' });
    await page.getByRole('radio', { name: 'Book a new appointment' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(reschedule).toBeChecked();
    await typeInto(page, 'sched-appointmentId', appointmentId.toLowerCase());
    await page.locator('#sched-phone').fill('');
    await typeInto(page, 'sched-phone', '6305550199');
    await time.focus();
    await page.keyboard.press('ArrowDown');
    const newTime = await time.inputValue();
    await page.getByRole('button', { name: 'Reschedule appointment' }).focus();
    await page.keyboard.press('Enter');
    await expect(confirmation.getByRole('heading', { name: 'Appointment rescheduled' })).toBeFocused();
    await expect(confirmation).toContainText(`Your appointment number is ${appointmentId}.`);
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: /Appointment Rescheduled\./ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    test.skip(!ownsServer, 'mail is only caught when the suite starts its own server');
    const mail = await waitForMail(inboxDir, (message) => mailMentions(message, email));
    expect(mail.subject).toBe('Service Appointment Request');
    expect(mail.text).toContain(serviceName);
    expect(mail.text).toContain('Escape');
    // The service desk's mail carries the number the visitor was given.
    expect(mail.text).toContain(`Appointment number: ${appointmentId}`);
    const notice = await waitForMail(inboxDir, (message) =>
      mailMentions(message, `Reschedule of appointment ${appointmentId}`),
    );
    expect(notice.text).toContain(email);
    expect(notice.text).toContain(newTime);
  });

  test('books a business appointment: the business contact is asked for, checked and reaches the SERVICE mail', async ({
    page,
  }) => {
    // A refused and a sent booking, an axe scan and a mail.
    test.slow();
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = `fleet.${stamp}@example.com`;
    const contactEmail = `contact.${stamp}@example.com`;
    await page.goto('/service/schedule');
    await expect(page.locator('#sched-storeId')).toBeVisible();
    await page.locator('#sched-services-0').focus();
    await page.keyboard.press('Space');
    // A later slot than the other booking test's, so parallel and repeated runs do not fill one slot.
    const time = page.locator('#sched-appointmentTime');
    await expect(time).not.toHaveValue('');
    const options = await time
      .locator('option')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    await time.selectOption(options[Math.min(options.length - 1, 2 + Math.floor(Math.random() * 6))] ?? '');

    // Business: the contact fields appear only now.
    await expect(page.locator('#sched-contactName')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Personal vehicle' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Business or fleet vehicle' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Business contact' })).toBeVisible();

    await fillIn(page, 'sched-year', '2021');
    await fillIn(page, 'sched-make', 'Ram');
    await fillIn(page, 'sched-model', 'ProMaster');
    await fillIn(page, 'sched-firstName', 'Fleet');
    await fillIn(page, 'sched-lastName', 'Owner');
    await fillIn(page, 'sched-email', email);
    await fillIn(page, 'sched-phone', '6305550177');
    await fillIn(page, 'sched-contactEmail', 'not-an-email');
    await page.getByRole('button', { name: 'Request appointment' }).click();
    await expect(page.locator('#sched-businessName-error')).toHaveText('This field is required');
    await expect(page.locator('#sched-businessName')).toBeFocused();
    await expect(page.locator('#sched-contactEmail-error')).toHaveText('Please enter a valid email address');
    // Focus scrolled the form so the service checkboxes sit half under the sticky header; axe's target-size rule
    // counts what overlaps at the current scroll position, so check the page from its top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);

    await fillIn(page, 'sched-businessName', 'Diaz Plumbing LLC');
    await fillIn(page, 'sched-contactName', 'Marta Diaz');
    await fillIn(page, 'sched-contactTitle', 'Fleet manager');
    await fillIn(page, 'sched-contactPhone', '6305550111');
    await fillIn(page, 'sched-contactEmail', contactEmail);
    await page.getByRole('button', { name: 'Request appointment' }).focus();
    await page.keyboard.press('Enter');
    const confirmation = page.getByTestId('service-confirmation');
    await expect(confirmation.getByRole('heading', { name: 'Appointment requested' })).toBeFocused();
    await expect(confirmation).toContainText(/Your appointment number is SA-[2-9A-Z]{8}\./);
    await expectNoAxeViolations(page);

    test.skip(!ownsServer, 'mail is only caught when the suite starts its own server');
    const mail = await waitForMail(inboxDir, (message) => (message.text ?? '').includes(email));
    for (const text of ['Diaz Plumbing LLC', 'Marta Diaz', 'Fleet manager', contactEmail]) {
      expect(mail.text ?? '').toContain(text);
    }
  });

  test('a Spanish visitor gets the form in Spanish from the CMS strings', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'es', url: baseURL ?? '' }]);
    await page.goto('/service/schedule');
    await expect(page.locator('#sched-storeId')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Solicitar cita' })).toBeVisible();
    await expect(page.getByLabel('Centro de servicio')).toBeVisible();
    await page.getByRole('radio', { name: 'Vehículo de empresa o flota' }).check();
    await expect(page.getByRole('group', { name: 'Contacto de la empresa' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a day the service department is closed is refused with a clear message', async ({ page }) => {
    await page.goto('/service/schedule');
    const day = page.locator('#sched-appointmentDate');
    await expect(day).toBeVisible();
    await page.locator('#sched-services-0').focus();
    await page.keyboard.press('Space');

    await day.fill(nextSunday());
    await expect(page.locator('#sched-appointmentDate-hint')).toHaveText('Closed that day');
    await expect(page.locator('#sched-appointmentTime')).toContainText('No times left that day');
    await page.getByRole('button', { name: 'Request appointment' }).click();

    const error = page.locator('#sched-appointmentDate-error');
    await expect(error).toHaveText(CLOSED_DAY);
    await expect(day).toBeFocused();
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAttribute('aria-describedby', /sched-appointmentDate-error/);
    await expect(page.getByTestId('service-confirmation')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a service offer links to scheduling with the offer attached', async ({ page }) => {
    await page.goto('/special-offers/service');
    // One link per running service offer, named after it: "Schedule this service: <offer name>".
    const link = page.getByRole('link', { name: /^Schedule this service: / }).first();
    await expect(link).toHaveText('Schedule this service');
    const name = ((await link.getAttribute('aria-label')) ?? '').replace(/^Schedule this service: /, '');
    expect(name).not.toBe('');
    await expect(link).toHaveAttribute('href', /^\/service\/schedule\?offer=[^&]+$/);
    await link.click();
    await expect(page).toHaveURL(/\/service\/schedule\?offer=/);
    await expect(page.locator('#sched-storeId')).toBeVisible();
    await expect(page.locator('#sched-offerId')).toHaveText(`Offer: ${name}`);
    await expectNoAxeViolations(page);
  });
});
