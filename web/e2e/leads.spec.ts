/**
 * Lead forms in the browser: the contact and careers forms send, show the lead toasts, and their mail reaches the
 * in-process SMTP catcher (global-setup.ts) through the app's outbox; an empty submit shows the field errors,
 * linked to their fields, and the page stays axe-clean.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './test';
import { inboxDir, ownsServer } from './e2e-env';
import { waitForMail, mailMentions } from './mail-catcher';
import { consentGivenCookies, dataset } from './site-data';
import { expectNoAxeViolations } from './axe';

const RESUME = path.join(__dirname, 'fixtures', 'resume.pdf');

interface Route {
  formType: string;
  type: 'adf' | 'text';
  subject: string;
  recipient: string;
}

/** The dataset's lead routing table, from the same seed the server reads. */
function leadRouting(): Route[] {
  const dir = process.env.SEED_DIR ?? path.join(__dirname, '..', '..', 'seed', 'dist');
  const settings = readFileSync(path.join(dir, `${dataset}.ndjson`), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"_type":"siteSettings"'))
    .map((line) => JSON.parse(line) as { leadRouting?: Route[] })[0];
  return settings?.leadRouting ?? [];
}

function routeFor(formType: string): Route {
  const routing = leadRouting();
  const route = routing.find((row) => row.formType === formType) ?? routing.find((row) => row.formType === 'DEFAULT');
  if (!route) throw new Error(`no routing row for ${formType}`);
  return route;
}

interface SeedStore {
  _id: string;
  storeId: string;
  name: string;
  leadRouting?: Route[];
}

function seedStores(): { stores: SeedStore[]; defaultStoreRef: string | undefined } {
  const dir = process.env.SEED_DIR ?? path.join(__dirname, '..', '..', 'seed', 'dist');
  const documents = readFileSync(path.join(dir, `${dataset}.ndjson`), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"_type":"store"') || line.includes('"_type":"siteSettings"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const settings = documents.find((doc) => doc._type === 'siteSettings') as { defaultStore?: { _ref?: string } };
  return {
    stores: documents.filter((doc) => doc._type === 'store') as unknown as SeedStore[],
    defaultStoreRef: settings?.defaultStore?._ref,
  };
}

/** A control by its label's text; the label also holds the required marker `*` (hidden from assistive tech). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

/** A unique address per test, so its mail can be told apart from every other spec's. */
const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The enhanced (react-hook-form) form takes over from the plain one when the visitor reaches it (first focus). */
async function enhancedForm(page: Page) {
  await field(page, 'First name').focus();
  const form = page.locator('form[data-enhanced="true"]');
  await expect(form).toBeVisible();
  return form;
}

async function fillVisitor(page: Page, email: string) {
  await field(page, 'First name').fill('Jamie');
  await field(page, 'Last name').fill('Tester');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Phone').pressSequentially('6305550123');
  await expect(field(page, 'Phone')).toHaveValue('+1 (630) 555-0123');
}

/** Every field of the empty contact form marked invalid, each with its message linked by aria-describedby. */
async function expectEveryContactFieldMarked(page: Page) {
  const expected: Array<[string, string]> = [
    ['How can we help?', 'This field is required'],
    ['First name', 'Enter your first name.'],
    ['Last name', 'Enter your last name.'],
    ['E-mail', 'This field is required'],
    ['Phone', 'This field is required'],
    ['Message', 'Enter your message.'],
  ];
  for (const [label, message] of expected) {
    const control = field(page, label);
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await control.getAttribute('aria-describedby')) ?? '';
    const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
    expect(errorId, `${label} names its error`).toBeTruthy();
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message);
  }
  await expect(page.locator('form[data-enhanced="true"]').getByRole('status')).toHaveText(
    'Please correct the highlighted fields.',
  );
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(consentGivenCookies(baseURL ?? ''));
});

test.describe(`${dataset}: lead forms`, () => {
  test('contact: an empty submit shows every field error, linked to its field, and axe finds nothing', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    const form = await enhancedForm(page);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expectEveryContactFieldMarked(page);

    await field(page, 'E-mail').fill('jamie@example');
    await field(page, 'E-mail').blur();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    await expectNoAxeViolations(page);
  });

  test('contact: the first empty submit, on the page as it loaded, marks all six fields at once', async ({ page }) => {
    await page.goto('/contact-us');
    // No field reached first: the submit lands on the server-rendered form (or on the enhanced one if it won the race).
    await page.getByRole('button', { name: 'Send message' }).click();
    await expectEveryContactFieldMarked(page);
    await expect(field(page, 'How can we help?')).toBeFocused();
  });

  test('contact: a Spanish visitor gets the labels and the button from the CMS strings', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lang', value: 'es', url: baseURL ?? '' }]);
    await page.goto('/contact-us');
    for (const label of [
      '¿En qué podemos ayudarle?',
      'Nombre',
      'Apellido',
      'Correo electrónico',
      'Teléfono',
      'Mensaje',
    ])
      await expect(field(page, label)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar mensaje' })).toBeVisible();
  });

  test('contact: sends, shows the success toast, and the routed mail arrives', async ({ page }) => {
    const email = uniqueEmail('contact');
    await page.goto('/contact-us');
    await enhancedForm(page);
    await field(page, 'How can we help?').selectOption({ label: 'Purchasing a vehicle' });
    await fillVisitor(page, email);
    await field(page, 'Message').fill('Is the blue Accord still on the lot?');
    await page.getByRole('button', { name: 'Send message' }).click();

    const toasts = page.getByRole('region', { name: 'Notifications' });
    const toast = toasts.getByRole('button', { name: /Message sent!/ });
    await expect(toast).toContainText('Message sent!');
    await expect(toast).toContainText(
      'Your message was successfully sent. Someone from our dealership team will contact you soon',
    );
    await expect(page.locator('form[data-enhanced="true"]').getByRole('status')).toContainText('Message sent!');
    // A click dismisses the toast.
    await toast.click();
    await expect(toast).toHaveCount(0);

    test.skip(!ownsServer, 'mail is only caught when the suite starts its own server');
    // Inquiry 1 (purchasing) routes to CONTACT_SALES.
    const route = routeFor('CONTACT_SALES');
    const mail = await waitForMail(inboxDir, (message) => mailMentions(message, email));
    expect(mail.envelopeTo).toEqual([route.recipient]);
    expect(mail.subject).toBe(route.subject);
    if (route.type === 'adf') {
      const body = (mail.text ?? '').trim();
      expect(body.startsWith('<?xml version="1.0"?>')).toBe(true);
      expect(body).toContain('<prospect status="new">');
      expect(body).toContain('<phone>630-555-0123</phone>');
      expect(mail.html).toBeUndefined();
    } else {
      expect(mail.text).toContain('Phone: (630) 555-0123');
    }
  });

  test('contact: the store picked on the form gets the message: its own routing row, its name as vendor', async ({
    page,
  }) => {
    const { stores, defaultStoreRef } = seedStores();
    // A store other than the default with a CONTACT_SALES row of its own (both datasets have one).
    const picked = stores.find(
      (store) => store._id !== defaultStoreRef && store.leadRouting?.some((row) => row.formType === 'CONTACT_SALES'),
    );
    const ownStore = stores.find((store) => store._id === defaultStoreRef);
    if (!picked || !ownStore)
      throw new Error(`the ${dataset} seed needs a second store with its own CONTACT_SALES row`);
    const route = picked.leadRouting!.find((row) => row.formType === 'CONTACT_SALES')!;

    const email = uniqueEmail('contact-store');
    await page.goto('/contact-us');
    await enhancedForm(page);
    // A visitor who never chose a store starts from the default store.
    await expect(field(page, 'Store')).toHaveValue(ownStore.storeId);
    await field(page, 'Store').selectOption({ label: picked.name });
    await field(page, 'How can we help?').selectOption({ label: 'Purchasing a vehicle' });
    await fillVisitor(page, email);
    await field(page, 'Message').fill('Can I see the car at your store?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('form[data-enhanced="true"]').getByRole('status')).toContainText('Message sent!');

    test.skip(!ownsServer, 'mail is only caught when the suite starts its own server');
    const mail = await waitForMail(inboxDir, (message) => mailMentions(message, email));
    expect(mail.envelopeTo).toEqual([route.recipient]);
    expect(mail.subject).toBe(route.subject);
    expect(mail.text ?? '').toContain(`<vendorname>${picked.name}</vendorname>`);
  });

  test('contact: after a failed answer, an edited form is sent under a new Idempotency-Key and stored', async ({
    page,
  }) => {
    const email = uniqueEmail('retry');
    const keys: string[] = [];
    let failNext = true;
    // The first post reaches the server (the lead is stored) but its answer is lost: the browser sees a 503.
    await page.route('**/api/leads', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      const response = await route.fetch();
      if (!failNext) return route.fulfill({ response });
      failNext = false;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ errors: { _form: 'We could not save your request just now.' } }),
      });
    });
    await page.goto('/contact-us');
    await enhancedForm(page);
    await field(page, 'How can we help?').selectOption({ label: 'Purchasing a vehicle' });
    await fillVisitor(page, email);
    await field(page, 'Message').fill('Is the blue Accord still on the lot?');
    await page.getByRole('button', { name: 'Send message' }).click();
    const status = page.locator('form[data-enhanced="true"]').getByRole('status');
    await expect(status).toContainText('We could not save your request just now.');

    await field(page, 'Message').fill('Is the blue Accord still on the lot? Can I see it Saturday?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(status).toContainText('Message sent!');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/.{8,}/);
    expect(keys[1]).toMatch(/.{8,}/);
    expect(keys[1]).not.toBe(keys[0]);

    test.skip(!ownsServer, 'mail is only caught when the suite starts its own server');
    // The edited lead was stored and delivered (under the old key it was dropped as a duplicate of the first).
    const mail = await waitForMail(inboxDir, (message) => mailMentions(message, 'Can I see it Saturday?'));
    expect(mailMentions(mail, email)).toBe(true);
  });

  test('careers: sends with a PDF résumé, shows the success toast, and the mail carries the file', async ({ page }) => {
    const email = uniqueEmail('careers');
    await page.goto('/our-company/careers');
    await enhancedForm(page);
    const position = field(page, 'Position');
    const firstPosition = (await position.locator('option').nth(1).textContent()) ?? '';
    expect(firstPosition).not.toBe('');
    await position.selectOption({ label: firstPosition });
    await fillVisitor(page, email);
    await field(page, 'Message').fill('Five years of experience appraising trade-ins.');
    await field(page, 'Résumé').setInputFiles(RESUME);
    await page.getByRole('button', { name: 'Submit application' }).click();

    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: /Message sent!/ });
    await expect(toast).toContainText('Message sent!');
    await expect(toast).toContainText('Thank you! Your submission has been received!');

    test.skip(!ownsServer, 'mail is only caught when the suite starts its own server');
    const route = routeFor('CAREERS');
    const mail = await waitForMail(inboxDir, (message) => mailMentions(message, email));
    expect(mail.envelopeTo).toEqual([route.recipient]);
    expect(mail.subject).toBe(route.subject);
    if (route.type === 'text') {
      expect(mail.text).toContain(`Position: ${firstPosition}`);
      expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
        ['resume.pdf', 'application/pdf'],
      ]);
      expect(mail.attachments[0]?.content.equals(readFileSync(RESUME))).toBe(true);
    }
  });

  test('careers: a file that is not a PDF, DOC or DOCX is refused before sending', async ({ page }) => {
    await page.goto('/our-company/careers');
    await enhancedForm(page);
    await field(page, 'Résumé').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    await expect(page.getByText('Please upload a PDF, DOC or DOCX file')).toBeVisible();
  });
});
