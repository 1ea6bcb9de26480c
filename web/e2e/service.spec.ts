/**
 * Service scheduling (dealership variant): a visitor books a service appointment by keyboard on /service/schedule,
 * sees the confirmation and the toast, and the SERVICE mail reaches the mail catcher; a day the service department
 * is closed is refused with a clear message linked to the day field. The page stays axe-clean throughout.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { inboxDir, ownsServer } from './e2e-env';
import { waitForMail } from './mail-catcher';
import { consentGivenCookies, dataset } from './site-data';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const CLOSED_DAY = 'The service department is closed that day. Please choose another day.';

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}

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

test.skip(dataset !== 'dealership', 'service scheduling exists only in the dealership variant');

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(consentGivenCookies(baseURL ?? ''));
});

test.describe('service scheduling', () => {
  test('books an appointment by keyboard, then reschedules it: confirmations, toasts and the SERVICE mails', async ({
    page,
  }) => {
    const email = `service.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    await page.goto('/service/schedule');
    // The page is server-rendered; the form arrives as a lazy island.
    const store = page.locator('#sched-storeId');
    await expect(store).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Request your appointment' })).toBeVisible();
    await expectAxeClean(page);

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
    await expect(confirmation.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
      'href',
      /^data:text\/calendar/,
    );
    const toast = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('button', { name: /Appointment Requested\./ });
    await expect(toast).toContainText('Your service appointment has been requested');
    await expectAxeClean(page);
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
    await expectAxeClean(page);

    test.skip(!ownsServer, 'mail is only caught when the suite starts its own server');
    const mail = await waitForMail(inboxDir, (message) => message.raw.includes(email));
    expect(mail.subject).toBe('Service Appointment Request');
    expect(mail.text).toContain(serviceName);
    expect(mail.text).toContain('Escape');
    const notice = await waitForMail(inboxDir, (message) =>
      message.raw.includes(`Reschedule of appointment ${appointmentId}`),
    );
    expect(notice.text).toContain(email);
    expect(notice.text).toContain(newTime);
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
    await expectAxeClean(page);
  });
});
