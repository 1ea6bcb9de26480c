/**
 * One phone input behaviour everywhere (mask `+1 (999) 999-9999`): pasting a number over a prefilled or fully
 * selected value keeps exactly the pasted number, on the contact form, the full credit application and the sell
 * flow's contact step.
 */
import { expect, test, type Locator, type Page } from './test';
import { consentGivenCookies, dataset, loadSiteData } from './site-data';

const site = loadSiteData();
const enabled = (pageKey: string) => site.enabledPages.includes(pageKey);
const PREFILLED = '+1 (312) 555-0123';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(consentGivenCookies(baseURL ?? ''));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

/** Selects the whole field and pastes `text` from the clipboard, as a visitor does with Ctrl+A, Ctrl+V. */
async function pasteOver(page: Page, input: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await input.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

/** The same number typed, then pasted over (selected), then pasted over a different one: never a digit lost. */
async function expectPasteKeepsNumber(page: Page, input: Locator) {
  await input.focus();
  await page.keyboard.type('3125550123');
  await expect(input).toHaveValue(PREFILLED);
  await pasteOver(page, input, '3125550123');
  await expect(input).toHaveValue(PREFILLED);
  await pasteOver(page, input, '(630) 555-0100');
  await expect(input).toHaveValue('+1 (630) 555-0100');
  await pasteOver(page, input, '+1 312 555 0123');
  await expect(input).toHaveValue(PREFILLED);
  // The caret ends after the last digit, and Backspace over it deletes that digit.
  await page.keyboard.press('Backspace');
  await expect(input).toHaveValue('+1 (312) 555-012');
}

test.describe(`${dataset}: phone fields`, () => {
  test('contact: pasting over a prefilled phone keeps the pasted number', async ({ page, context, baseURL }) => {
    test.skip(!enabled('contact'), 'no contact page');
    // Prefilled from the visitor profile (a lead sent earlier).
    await context.addCookies([{ name: 'phone', value: encodeURIComponent(PREFILLED), url: baseURL ?? '' }]);
    await page.goto('/contact-us');
    await page.locator('#lead-form input[name="firstName"]').focus();
    const phone = page.locator('#lead-form form[data-enhanced="true"] input[name="phone"]');
    await expect(phone).toHaveValue(PREFILLED);
    await pasteOver(page, phone, '3125550123');
    await expect(phone).toHaveValue(PREFILLED);
    await phone.fill('');
    await expectPasteKeepsNumber(page, phone);
  });

  test('full credit application: pasting over the phone keeps the pasted number', async ({ page }) => {
    test.skip(!enabled('financing'), 'financing pages exist only in the dealership variant');
    await page.goto('/auto-financing/full-credit-application');
    const phone = page.locator('[id="fca-applicant-phone"]');
    await expect(phone).toBeVisible();
    await phone.fill('');
    await expectPasteKeepsNumber(page, phone);
  });

  test('sell flow: the contact step masks the phone and pasting over it keeps the pasted number', async ({ page }) => {
    test.skip(!enabled('valueMyCar'), 'no sell flow');
    await page.goto('/sell-trade-my-car/your-vehicle');
    const phone = await reachSellContactStep(page);
    await phone.fill('');
    await expectPasteKeepsNumber(page, phone);
  });
});

/** Walks the sell flow to its contact step with the first choices, returning the phone field. */
async function reachSellContactStep(page: Page): Promise<Locator> {
  const phone = page.locator('#sell-contact-phone');
  const next = page.getByRole('button', { name: 'Continue' });
  // Vehicle step: year, make, model, trim pickers (options arrive one after the other), then the mileage.
  for (const label of ['Year', 'Make', 'Model', 'Trim']) {
    const select = page.getByLabel(new RegExp(`^${label}`));
    const option = select.locator('option:not([value=""])').first();
    await expect(option).toBeAttached();
    await select.selectOption((await option.getAttribute('value')) ?? '');
  }
  await page.getByLabel(/^Mileage/).fill('45000');
  const heading = page.locator('#sell-step-heading');
  const continueToNextStep = async () => {
    const title = (await heading.textContent()) ?? '';
    await next.click();
    await expect(heading).not.toHaveText(title);
  };
  await continueToNextStep();
  for (let step = 0; step < 20 && !(await phone.isVisible()); step += 1) {
    // Each questionnaire step: the first answer of every question, then Continue.
    const names = await page
      .locator('input[type="radio"]')
      .evaluateAll((inputs) => [...new Set(inputs.map((input) => (input as HTMLInputElement).name))]);
    for (const name of names) await page.locator(`input[type="radio"][name="${name}"]`).first().check();
    await continueToNextStep();
  }
  await expect(phone).toBeVisible();
  return phone;
}
