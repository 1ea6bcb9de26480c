/**
 * Financing (dealership variant): the payment calculator works by keyboard and announces its values; the
 * pre-approval form sends APPLY_FINANCING with the toast, and the same submission again shows success without
 * a second lead; both pages are axe-clean.
 */
import { expect, test, type Page } from './test';
import { inboxDir, ownsServer } from './e2e-env';
import { readInbox, waitForMail, mailMentions } from './mail-catcher';
import { consentGivenCookies, dataset } from './site-data';
import { expectNoAxeViolations } from './axe';

const SUCCESS = 'Your message was successfully sent. Someone from our dealership team will contact you soon';

const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

test.skip(dataset !== 'dealership', 'financing pages exist only in the dealership variant');

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(consentGivenCookies(baseURL ?? ''));
});

test.describe('financing', () => {
  test('the calculator changes the payment by keyboard and announces each value', async ({ page }) => {
    await page.goto('/auto-financing');
    const payment = page.getByTestId('monthly-payment');
    // Server-rendered: the default estimate is there before any interaction.
    await expect(payment).toContainText(/\$\d[\d,]*\.\d{2}/);
    const initial = await payment.textContent();

    const term = page.getByRole('slider', { name: 'Term' });
    await expect(term).toHaveAttribute('aria-valuetext', '72 months');
    await term.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(term).toHaveAttribute('aria-valuetext', '60 months');
    await expect(payment).not.toHaveText(initial ?? '');
    const at60 = await payment.textContent();

    const score = page.getByRole('slider', { name: 'Credit score' });
    await score.focus();
    await page.keyboard.press('Home');
    await expect(score).toHaveAttribute('aria-valuetext', 'Bad (400)');
    await expect(payment).not.toHaveText(at60 ?? '');

    const cash = page.getByRole('slider', { name: 'Cash down' });
    await cash.focus();
    await page.keyboard.press('ArrowRight');
    await expect(cash).toHaveAttribute('aria-valuetext', '$2,600');

    await expect(page.getByText('Documentary fee', { exact: true })).toBeVisible();
    await expect(page.getByText('Thirty-day drive fee', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('lease mode: term and yearly miles by keyboard, values announced, residual and money factor shown', async ({
    page,
  }) => {
    await page.goto('/auto-financing');
    const payment = page.getByTestId('monthly-payment');
    await expect(payment).toContainText('Estimated monthly payment');

    // The payment type is a radio group: arrow keys move from Finance to Lease.
    const finance = page.getByRole('radio', { name: 'Finance' });
    await expect(finance).toBeChecked();
    await finance.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Lease' })).toBeChecked();
    await expect(payment).toContainText('Estimated monthly lease payment');
    await expect(page.getByRole('slider', { name: 'Term', exact: true })).toHaveCount(0);

    const term = page.getByRole('slider', { name: 'Lease term' });
    await expect(term).toHaveAttribute('aria-valuetext', '36 months');
    const miles = page.getByRole('slider', { name: 'Miles per year' });
    await expect(miles).toHaveAttribute('aria-valuetext', '10,000 miles');
    await expect(page.getByText('Residual value (56%)')).toBeVisible();
    await expect(page.getByText(/money factor 0\.\d{5}/)).toBeVisible();
    const initial = await payment.textContent();

    await term.focus();
    await page.keyboard.press('Home');
    await expect(term).toHaveAttribute('aria-valuetext', '24 months');
    await expect(page.getByText('Residual value (62%)')).toBeVisible();
    await expect(payment).not.toHaveText(initial ?? '');
    const at24 = await payment.textContent();

    await miles.focus();
    await page.keyboard.press('End');
    await expect(miles).toHaveAttribute('aria-valuetext', '15,000 miles');
    await expect(page.getByText('Residual value (58%)')).toBeVisible();
    await expect(payment).not.toHaveText(at24 ?? '');
    await expect(page.getByText('Capitalized cost', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('pre-approval sends once and shows the instant estimate; the same submission again sends nothing', async ({
    page,
  }) => {
    const email = `preapproval.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/leads') posts.push(request.url());
    });

    await page.goto('/auto-financing/apply-for-financing');
    await expect(page.getByText('under 60 seconds', { exact: false }).first()).toBeVisible();
    await field(page, 'First name').focus();
    const form = page.locator('form[data-enhanced="true"]');
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page);

    await field(page, 'First name').fill('Jordan');
    await field(page, 'Last name').fill('Approved');
    await field(page, 'E-mail').fill(email);
    await field(page, 'Phone').pressSequentially('6305550177');
    await field(page, 'Monthly income before taxes ($)').fill('4200');
    await page.getByLabel('Good (670–739)').check();
    await form.getByRole('button', { name: 'Get pre-approved' }).click();

    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: /Message sent!/ });
    await expect(toast).toContainText(SUCCESS);
    // The promise kept: an instant estimate from the finance rules, labelled as one, with the next steps.
    const confirmation = page.getByTestId('pre-approval-confirmation');
    await expect(confirmation.getByRole('heading', { name: 'Your instant estimate' })).toBeFocused();
    // Dismissed before the toast's own life ends.
    await toast.click();
    await expect(toast).toHaveCount(0);
    await expect(confirmation).toContainText('This is an estimate, not an offer of credit.');
    await expect(confirmation).toContainText('It does not affect your credit score.');
    const estimate = confirmation.getByTestId('pre-approval-estimate');
    await expect(estimate).toContainText(/Estimated APR\s*\d+\.\d{2}%/);
    await expect(estimate).toContainText(/Monthly budget \(15% of your income\)\s*\$630/);
    await expect(estimate).toContainText(/Buying power over 72 months\s*\$\d{1,3},\d{3}/);
    await expect(confirmation).toContainText(/Your reference number is L-[0-9A-F]{8}\./);
    const reference = /L-[0-9A-F]{8}/.exec((await confirmation.textContent()) ?? '')?.[0] ?? '';
    await expect(confirmation.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute(
      'href',
      /^tel:\+1\d{10}$/,
    );
    await expect(confirmation.getByRole('link', { name: 'Start the full credit application' })).toHaveAttribute(
      'href',
      '/auto-financing/full-credit-application',
    );
    const browse = confirmation.getByRole('link', { name: /^Browse vehicles under \$[\d,]+$/ });
    const browseHref = (await browse.getAttribute('href')) ?? '';
    expect(browseHref).toMatch(/^\/cars-for-sale\/price-under-\d+00$/);
    expect((await page.request.get(browseHref)).status()).toBe(200);
    await expectNoAxeViolations(page);
    expect(posts).toHaveLength(1);

    // Same profile, same answers: the same confirmation again, no second request.
    await confirmation.getByRole('button', { name: 'Change my answers' }).click();
    await expect(field(page, 'First name')).toHaveValue('Jordan');
    await form.getByRole('button', { name: 'Get pre-approved' }).click();
    await expect(toast).toContainText(SUCCESS);
    await expect(confirmation).toContainText(`Your reference number is ${reference}.`);
    expect(posts).toHaveLength(1);

    test.skip(!ownsServer, 'mail is only caught when the suite starts its own server');
    const mail = await waitForMail(inboxDir, (message) => mailMentions(message, email));
    // The dealer's mail shows the reference the visitor was given.
    expect(`${mail.raw}\n${mail.text ?? ''}`).toContain(`Reference number: ${reference}`);
    expect(readInbox(inboxDir).filter((message) => mailMentions(message, email))).toHaveLength(1);
  });
});

test.describe('full credit application', () => {
  test('with a co-borrower: two-year histories, review, e-signature, sent without the SSN in the mail', async ({
    page,
  }) => {
    const email = `credit.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const byId = (id: string) => page.locator(`[id="${id}"]`);
    const next = () => page.getByRole('button', { name: 'Next' }).click();
    const stepTitle = page.locator('#credit-application h3');

    async function person(who: string, first: string, mail: string, ssn: string) {
      await byId(`fca-${who}-firstName`).fill(first);
      await byId(`fca-${who}-lastName`).fill('Borrower');
      await byId(`fca-${who}-email`).fill(mail);
      await byId(`fca-${who}-phone`).fill('');
      await byId(`fca-${who}-phone`).pressSequentially('6305550188');
      await byId(`fca-${who}-dateOfBirth`).fill('1988-02-03');
      await byId(`fca-${who}-ssn`).fill(ssn);
    }
    async function residence(who: string, index: number, years: string) {
      const p = `fca-${who}-residences-${index}`;
      await byId(`${p}-housingStatus`).selectOption('rent');
      await byId(`${p}-yearsAtAddress`).fill(years);
      await byId(`${p}-fullAddress`).fill(`${index + 10} Lake St`);
      await byId(`${p}-city`).fill('Joliet');
      await byId(`${p}-state`).fill('IL');
      await byId(`${p}-zipCode`).fill('60431');
    }
    async function employment(who: string, years: string) {
      const p = `fca-${who}-employments-0`;
      await byId(`${p}-employer`).fill('Acme Freight');
      await byId(`${p}-monthlyIncome`).fill('5200');
      await byId(`${p}-incomeType`).selectOption('employed');
      await byId(`${p}-years`).fill(years);
    }

    await page.goto('/auto-financing/full-credit-application');
    await expect(stepTitle).toHaveText('About you');
    await person('applicant', 'Casey', email, '123-45-6789');
    await next();

    await expect(stepTitle).toHaveText('Residence history');
    await residence('applicant', 0, '1');
    await next();
    await expect(page.getByText('we need two years of residence history')).toBeVisible();
    await page.getByRole('button', { name: 'Add previous address' }).click();
    await residence('applicant', 1, '2');
    await next();

    await expect(stepTitle).toHaveText('Employment history');
    await employment('applicant', '3');
    await next();

    await expect(stepTitle).toHaveText('Co-borrower');
    await page.getByLabel('Add a co-borrower').check();
    await person('coBorrower', 'Robin', `co.${email}`, '234-56-7890');
    await residence('coBorrower', 0, '4');
    await employment('coBorrower', '5');
    await next();

    await expect(stepTitle).toHaveText('Review and sign');
    await expect(page.getByText('•••-••-6789')).toBeVisible();
    // Dates read as the site prints them (mm/dd/yy), for both people.
    await expect(page.getByRole('definition').filter({ hasText: /^02\/03\/88$/ })).toHaveCount(2);
    await expect(page.getByText('1988-02-03')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: /sign this application electronically/ }).check();
    await page.getByRole('button', { name: 'Submit application' }).click();

    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: /Message sent!/ });
    await expect(toast).toContainText(SUCCESS);
    // A confirmation, not an empty step 1: what happens next, the reference number and the store's phone.
    const confirmation = page.getByTestId('credit-application-confirmation');
    await expect(confirmation.getByRole('heading', { name: 'Application received' })).toBeFocused();
    await expect(confirmation).toContainText('What happens next: a finance specialist from');
    await expect(confirmation).toContainText(/Your reference number is L-[0-9A-F]{8}\./);
    const reference = /L-[0-9A-F]{8}/.exec((await confirmation.textContent()) ?? '')?.[0] ?? '';
    await expect(confirmation.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute(
      'href',
      /^tel:\+1\d{10}$/,
    );
    await expect(page.locator('#credit-application form')).toHaveCount(0);
    await expectNoAxeViolations(page);

    test.skip(!ownsServer, 'mail is only caught when the suite starts its own server');
    const mail = await waitForMail(inboxDir, (message) => mailMentions(message, email));
    for (const body of [mail.raw, mail.text ?? '']) {
      for (const ssn of ['123-45-6789', '123456789', '234-56-7890', '234567890']) expect(body).not.toContain(ssn);
    }
    // Only the last four digits, the signed consent and the lead id the reveal tool needs.
    const text = mail.text ?? '';
    expect(text).toContain('SSN: ***-**-6789 (last four)');
    expect(text).toContain('Co-borrower SSN: ***-**-7890 (last four)');
    expect(text).toMatch(/E-signature consent: accepted \d{4}-\d{2}-\d{2}T/);
    expect(text).toMatch(/Reference: ([0-9a-f-]{36}) \(npm run credit-app:reveal -- \1\)/);
    // …and the short reference the visitor was shown, derived from that id.
    const leadId = /Reference: ([0-9a-f-]{36})/.exec(text)?.[1] ?? '';
    expect(reference).toBe(`L-${leadId.replace(/-/g, '').slice(0, 8).toUpperCase()}`);
    expect(text).toContain(`Reference number: ${reference}`);
  });
});

test.describe('financing forms in Spanish', () => {
  test('a Spanish visitor gets the credit application and the pre-approval form from the CMS strings', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lang', value: 'es', url: baseURL ?? '' }]);
    await page.goto('/auto-financing/full-credit-application');
    const next = page.getByRole('button', { name: 'Siguiente' });
    await expect(next).toBeVisible();
    await expect(page.getByText('Paso 1 de 5')).toBeVisible();
    await expect(field(page, 'Número de Seguro Social')).toBeVisible();
    await next.click();
    // A refused step: the first invalid field takes focus, its message linked to it.
    await expect(field(page, 'Nombre')).toBeFocused();
    await expect(field(page, 'Nombre')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await page.goto('/auto-financing/apply-for-financing');
    await expect(page.getByRole('button', { name: 'Obtener la preaprobación' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Su crédito, aproximadamente' })).toBeVisible();
    await expect(field(page, 'Correo electrónico')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
