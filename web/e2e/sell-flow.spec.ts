/**
 * The sell / trade flow on /sell-trade-my-car/your-vehicle: identify the car by year → make → model → trim,
 * by licence plate or by VIN; answer the CMS questionnaire by keyboard, one category per step; a reload resumes;
 * the contact step quotes the car and opens the offer page (its content is tested by the offer specs). Every step
 * is axe-clean.
 */
import { expect, test, type Page } from './test';
import { expectNoAxeViolations } from './axe';

const FLOW = '/sell-trade-my-car/your-vehicle';
const STORAGE_KEY = 'sellFlow:v1';

const stepHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });

async function openFreshFlow(page: Page) {
  await page.goto(FLOW);
  await expect(stepHeading(page, 'Identify your vehicle')).toBeVisible();
  // A previous test in this browser context may have left answers behind.
  await page.evaluate((key) => window.localStorage.removeItem(key), STORAGE_KEY);
  await page.reload();
  await expect(stepHeading(page, 'Identify your vehicle')).toBeVisible();
}

/** Chooses a picker value once the options for it have arrived from /api/vehicles/options. */
async function pick(page: Page, label: string, value: string) {
  const select = page.getByLabel(new RegExp(`^${label}`));
  await expect(select.locator('option', { hasText: new RegExp(`^${value}$`) })).toBeAttached();
  await select.selectOption(value);
}

/** Keyboard only: Tab to each question's radio group and pick its first answer (Space), or the next (ArrowDown). */
async function answerStep(page: Page, moves: ('first' | 'second')[]) {
  for (const move of moves) {
    await page.keyboard.press('Tab');
    if (move === 'first') await page.keyboard.press('Space');
    else await page.keyboard.press('ArrowDown');
  }
}

/** Tabs to "Continue" and presses Enter. */
async function continueByKeyboard(page: Page) {
  const button = page.getByRole('button', { name: 'Continue' });
  for (let presses = 0; presses < 12; presses += 1) {
    if (await button.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
}

test.describe('sell flow', () => {
  test('year → make → model → trim, the questionnaire by keyboard, a reload resumes, contact opens the offer', async ({
    page,
  }) => {
    // The whole flow with six axe scans and a reload: about 35 s on a quiet 2-core machine, close to the 60 s default
    // on a loaded CI machine, so it gets the slow-test allowance (3×).
    test.slow();
    await openFreshFlow(page);
    await expect(page.getByText('Step 1 of 4: Identify your vehicle')).toBeVisible();
    await expectNoAxeViolations(page);

    // Nothing filled: messages next to the fields.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Choose the model year.')).toBeVisible();
    await expect(page.getByText('Enter the mileage of the vehicle.')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Please fix the highlighted fields.');
    await expectNoAxeViolations(page);

    await pick(page, 'Year', '2019');
    await pick(page, 'Make', 'Toyota');
    await pick(page, 'Model', 'Camry');
    await pick(page, 'Trim', 'LE');
    await page.getByLabel(/^Mileage/).fill('45,000');
    await page.getByLabel(/^Exterior colour/).selectOption({ label: 'Blue' });
    await page.getByRole('checkbox', { name: 'Sunroof or moonroof' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Overall condition: Continue without an answer is refused, then "Good" by keyboard.
    await expect(stepHeading(page, 'Overall condition')).toBeFocused();
    await continueByKeyboard(page);
    await expect(page.getByText('Please answer this question.')).toBeVisible();
    await expectNoAxeViolations(page);
    await stepHeading(page, 'Overall condition').focus();
    await answerStep(page, ['second']);
    await expect(page.getByRole('radio', { name: /^Good/ })).toBeChecked();
    await continueByKeyboard(page);

    await expect(stepHeading(page, 'History')).toBeFocused();
    await expect(page.getByText('Step 3 of 7: History')).toBeVisible();
    await expectNoAxeViolations(page);
    await answerStep(page, ['first', 'first']);
    await continueByKeyboard(page);

    // Back keeps the answers; forward again.
    await expect(stepHeading(page, 'Interior & keys')).toBeFocused();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 'History')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'No' })).toHaveCount(2);
    for (const radio of await page.getByRole('radio', { name: 'No' }).all()) await expect(radio).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(stepHeading(page, 'Interior & keys')).toBeFocused();
    await expectNoAxeViolations(page);
    await answerStep(page, ['first', 'first', 'first']);
    await continueByKeyboard(page);

    // A reload resumes on the same step with the answers kept.
    await expect(stepHeading(page, 'Exterior & tires')).toBeFocused();
    await page.reload();
    await expect(stepHeading(page, 'Exterior & tires')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Welcome back: we kept your answers.');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('radio', { name: 'Two or more' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(page, 'Exterior & tires')).toBeFocused();
    await expectNoAxeViolations(page);
    await answerStep(page, ['first']);
    await continueByKeyboard(page);

    await expect(stepHeading(page, 'Anything else')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('New tires last spring.');
    await expectNoAxeViolations(page);
    await continueByKeyboard(page);

    await expect(stepHeading(page, 'Your contact details')).toBeFocused();
    await page.getByRole('button', { name: 'Get my offers' }).click();
    await expect(page.getByText('Enter your first name.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(/^First name/).fill('Ana');
    await page.getByLabel(/^Last name/).fill('Diaz');
    await page.getByLabel(/^E-mail/).fill('ana.diaz@example.com');
    await page.getByLabel(/^Phone/).fill('(312) 555-0100');
    await page.getByRole('button', { name: 'Get my offers' }).click();
    await expect(page).toHaveURL(/\/sell-trade-my-car\/offer\/[0-9a-f-]{36}$/);
    // The flow forgets its answers once the offer exists.
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  });

  test('the licence plate finds the car, and an unknown plate says so', async ({ page }) => {
    await openFreshFlow(page);
    await page.getByRole('radio', { name: 'By licence plate' }).check();
    await page.getByLabel(/^Licence plate/).fill('NOPE123');
    await page.getByLabel(/^State/).selectOption('TX');
    await page.getByRole('button', { name: 'Find my vehicle' }).click();
    await expect(page.getByText(/couldn't find plate NOPE123 \(TX\)/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel(/^Licence plate/).fill('SELL019');
    await page.getByRole('button', { name: 'Find my vehicle' }).click();
    await expect(page.getByText('We found your vehicle: 2019 Toyota Camry LE.')).toBeVisible();
    await page.getByLabel(/^Mileage/).fill('30000');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(page, 'Overall condition')).toBeVisible();

    // The short path: Excellent skips to the comments, then the contact step.
    await page.getByRole('radio', { name: /^Excellent/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Step 3 of 4: Anything else')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(page, 'Your contact details')).toBeVisible();
    await page.getByLabel(/^First name/).fill('Sam');
    await page.getByLabel(/^Last name/).fill('Lee');
    await page.getByLabel(/^E-mail/).fill('sam.lee@example.com');
    await page.getByLabel(/^Phone/).fill('3125550101');
    await page.getByRole('button', { name: 'Get my offers' }).click();
    await expect(page).toHaveURL(/\/sell-trade-my-car\/offer\/[0-9a-f-]{36}$/);
  });

  test('a VIN with a wrong check digit is refused with the spec message', async ({ page }) => {
    await openFreshFlow(page);
    await page.getByRole('radio', { name: 'By VIN' }).check();
    await page.getByLabel(/^VIN/).fill('4T1B11A12KP500001');
    await page.getByLabel(/^Mileage/).fill('45000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByText('This VIN is not valid: check each character against your title or registration.'),
    ).toBeVisible();
    await expect(page.getByLabel(/^VIN/)).toBeFocused();
    await expect(page.getByLabel(/^VIN/)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await page.getByLabel(/^VIN/).fill('4T1B11A1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('A VIN has 17 letters and digits.')).toBeVisible();
  });
});
