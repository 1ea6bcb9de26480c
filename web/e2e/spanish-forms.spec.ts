import { expect, test, type Locator, type Page } from './test';
import { loadSiteData, seedServiceItemTexts, seedSettings } from './site-data';

/**
 * Every form a Spanish reader can fill, as the browser shows it once its island has loaded, then again after an
 * empty submit (the field messages): no English interface word in its labels, hints, buttons, headings or messages.
 * Form words all come from the CMS string tables, so a single common English word there is a missing translation.
 * Data the visitor picks from (makes, models, states: <option> texts) and CMS content inside a form (the service
 * menu's items, written by editors) are not interface words.
 */
const site = loadSiteData();
const enabled = (page: string) => site.enabledPages.includes(page);
const es = (key: string) => {
  const text = (seedSettings().uiStrings ?? []).find((item) => item.key === key)?.es;
  if (!text) throw new Error(`no Spanish text for ${key} in the seed`);
  return text;
};

/** Common English words that are not also Spanish words; one of them in form text means English reached the form. */
const ENGLISH = new Set(
  `the and your you with for from this that will what how have please enter select choose required name first last
  phone message send submit next back continue date time year make model mileage miles vehicle schedule service book
  apply application income monthly employer address city state street trade sell offer offers get find plate
  license licence colour condition drive appointment preferred comments optional review sign step yes about
  when where which who why here now today our we are is was details upload file must valid invalid number`
    .split(/\s+/)
    .filter(Boolean),
);

async function interfaceText(region: Locator): Promise<string> {
  return region.evaluate((root) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('option, script, style, [hidden]')) continue;
      parts.push(node.textContent ?? '');
    }
    for (const element of root.querySelectorAll('[placeholder], [aria-label]')) {
      parts.push(element.getAttribute('placeholder') ?? '', element.getAttribute('aria-label') ?? '');
    }
    return parts.join('\n');
  });
}

const CONTENT = seedServiceItemTexts();

async function expectNoEnglish(region: Locator, where: string) {
  let text = await interfaceText(region);
  for (const content of CONTENT) text = text.split(content).join(' ');
  const english = [...new Set((text.match(/[A-Za-z']+/g) ?? []).filter((word) => ENGLISH.has(word.toLowerCase())))];
  expect(english, `${where} reads English: ${english.join(', ')}\n---\n${text}`).toEqual([]);
}

async function inSpanish(page: Page) {
  await page.context().addCookies([{ name: 'lang', value: 'es', url: test.info().project.use.baseURL ?? '' }]);
}

interface FormPage {
  name: string;
  path: string | null;
  needs: string;
  /** The form, once the island that replaces the plain form has loaded. */
  form: (page: Page) => Locator;
  submit: RegExp;
}

const enhanced = (page: Page) => page.locator('form[data-enhanced="true"]').first();
const member = site.teamMembers[0];

const FORMS: FormPage[] = [
  { name: 'contact', path: '/contact-us', needs: 'contact', form: enhanced, submit: /^Enviar/ },
  {
    name: 'pre-approval',
    path: '/auto-financing/apply-for-financing',
    needs: 'financing',
    form: enhanced,
    submit: /aprob/i,
  },
  {
    name: 'full credit application',
    path: '/auto-financing/full-credit-application',
    needs: 'financing',
    form: enhanced,
    submit: /^Continuar/,
  },
  { name: 'careers', path: '/our-company/careers', needs: 'careers', form: enhanced, submit: /^Enviar/ },
  {
    name: 'staff message',
    path: member ? `/our-company/meet-our-team/${member.slug}` : null,
    needs: 'team',
    form: enhanced,
    submit: /^Enviar/,
  },
  {
    name: 'service booking',
    path: '/service/schedule',
    needs: 'service',
    form: (page) => page.locator('main form').first(),
    submit: /^(Continuar|Reservar|Programar|Agendar)/,
  },
  {
    name: 'sell flow',
    path: '/sell-trade-my-car/your-vehicle',
    needs: 'sellTrade',
    form: (page) => page.locator('main form').first(),
    submit: /^Continuar/,
  },
];

test.describe('Spanish forms', () => {
  for (const entry of FORMS) {
    test(`${entry.name}: labels, hints, buttons and field messages are Spanish`, async ({ page }) => {
      test.skip(!enabled(entry.needs) || !entry.path, `no ${entry.name} form on this site`);
      await inSpanish(page);
      await page.goto(entry.path!);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      // A lazily enhanced form takes over when the visitor reaches it (focus in its plain form).
      const plain = page.locator('#lead-form form:not([data-enhanced]) input:not([type="hidden"])').first();
      if ((await plain.count()) > 0) await plain.focus();
      const form = entry.form(page);
      await expect(form).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoEnglish(form, `the ${entry.name} form`);
      const submit = form.getByRole('button', { name: entry.submit }).first();
      if ((await submit.count()) > 0 && (await submit.isEnabled())) {
        await submit.click();
        await expect(form.locator('[aria-invalid="true"]').first()).toBeAttached();
        await expectNoEnglish(form, `the ${entry.name} form's field messages`);
      }
    });
  }

  test('the vehicle page dialogs (test drive, personalise) are Spanish', async ({ page }) => {
    test.skip(!enabled('inventory'), 'no inventory on this site');
    await inSpanish(page);
    await page.goto('/cars-for-sale');
    await page.getByTestId('inventory-results').getByRole('link').first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    for (const opener of [/prueba de manejo/i, /personali/i]) {
      await page.getByRole('button', { name: opener }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectNoEnglish(dialog, `the dialog opened by ${opener}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('sell flow: through the questions to the contact step, whose labels, notice and messages are Spanish', async ({
    page,
  }) => {
    test.skip(!enabled('sellTrade'), 'no sell flow on this site');
    test.slow();
    await inSpanish(page);
    await page.goto('/sell-trade-my-car/your-vehicle');
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    const pick = async (key: string, value: string) => {
      const select = page.getByLabel(new RegExp(`^${es(key)}`));
      await expect(select.locator('option', { hasText: new RegExp(`^${value}$`) })).toBeAttached();
      await select.selectOption(value);
    };
    await pick('sellFlow.year.label', '2019');
    await pick('sellFlow.make.label', 'Toyota');
    await pick('sellFlow.model.label', 'Camry');
    await page.getByLabel(new RegExp(`^${es('sellFlow.mileage.label')}`)).fill('45000');
    const contactHeading = page.getByRole('heading', { level: 2, name: es('sellFlow.contact.title') });
    for (let step = 0; step < 10 && !(await contactHeading.isVisible()); step += 1) {
      // Each question step: the first answer of every group (the questionnaire itself is CMS content).
      for (const group of await page.locator('main form fieldset').all()) {
        const radio = group.getByRole('radio').first();
        if ((await radio.count()) > 0 && !(await group.getByRole('radio', { checked: true }).count()))
          await radio.check();
      }
      await page.getByRole('button', { name: es('sellFlow.next') }).click();
    }
    await expect(contactHeading).toBeVisible();
    const form = page.locator('main form').first();
    await expectNoEnglish(form, 'the contact step');
    await page.getByRole('button', { name: es('sellFlow.submit') }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeAttached();
    await expectNoEnglish(form, 'the contact step’s field messages');
  });
});
