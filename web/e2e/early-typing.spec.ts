/**
 * Lazily enhanced forms keep every keystroke: a visitor who starts typing the moment the page has parsed (before
 * the enhanced form has replaced the plain, server-rendered one) ends up with every letter, the focus and the caret
 * in the enhanced form. And on a site whose cookie banner only informs (tier 1), the banner is a non-modal region,
 * so that visitor can type before answering it.
 */
import { expect, test, type Page } from './test';
import { teamMemberPath } from '../../schemas/src/routes';
import { consentGivenCookies, dataset, loadSiteData, seedSettings, seedText } from './site-data';

const site = loadSiteData();
const enabled = (pageKey: string) => site.enabledPages.includes(pageKey);
const TRIES = 4;

/** Every page whose lead form starts plain and is enhanced by a lazy chunk, where the dataset has that page. */
const FORMS = [
  { name: 'contact', path: '/contact-us', page: 'contact' },
  { name: 'careers', path: '/our-company/careers', page: 'careers' },
  {
    name: 'staff member',
    path: site.teamMembers[0] ? teamMemberPath(site.teamMembers[0].slug) : null,
    page: 'team',
  },
  { name: 'pre-approval', path: '/auto-financing/apply-for-financing', page: 'financing' },
].filter((form): form is { name: string; path: string; page: string } => form.path !== null && enabled(form.page));

const firstName = (page: Page) => page.locator('#lead-form input[name="firstName"]');

async function typeEarly(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  // The visitor clicks the field as soon as it is there and types at 30 ms a key.
  await firstName(page).click();
  await page.keyboard.type('Typed', { delay: 30 });
}

test.describe(`${dataset}: early typing in lazily enhanced forms`, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies(consentGivenCookies(baseURL ?? ''));
  });

  for (const form of FORMS) {
    test(`${form.name}: every keystroke, the focus and the caret survive the upgrade (${TRIES} tries)`, async ({
      page,
    }) => {
      // No warm-up load: the first try can be the page's first visit since the server started (a cold cache and cold
      // chunks), the slowest upgrade a visitor can meet.
      for (let attempt = 0; attempt < TRIES; attempt += 1) {
        await typeEarly(page, form.path);
        const enhanced = page.locator('#lead-form form[data-enhanced="true"] input[name="firstName"]');
        await expect(enhanced).toHaveValue('Typed');
        await expect(enhanced).toBeFocused();
        // The caret is still after the last letter: the next key lands at the end.
        expect(await enhanced.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(5);
        await page.keyboard.type('!');
        await expect(enhanced).toHaveValue('Typed!');
      }
    });
  }
});

test.describe(`${dataset}: a first visit with the cookie banner still open`, () => {
  const settings = seedSettings();
  const tier = settings.cookieTier ?? 1;
  const title = seedText('cookies.title', 'We use cookies');
  test.use({ storageState: { cookies: [], origins: [] } });
  test.skip(tier !== 1, 'only a tier-1 site (the banner only informs) lets the visitor act before answering');
  test.skip(!enabled('contact'), 'no contact page');

  test('tier 1: the banner is a labelled, non-modal region; the visitor types into the form before answering', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    const banner = page.getByRole('region', { name: title });
    await expect(banner).toBeVisible();
    // The consent banner is not a dialog (a popup banner of the day may be one; it is not what this checks).
    await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
    await expect(page.locator('dialog[open]:modal')).toHaveCount(0);
    // The page is not inert behind the banner: the visitor clicks into the form and types.
    await firstName(page).click();
    await page.keyboard.type('Typed', { delay: 30 });
    await expect(page.locator('#lead-form form[data-enhanced="true"] input[name="firstName"]')).toHaveValue('Typed');
    // Answering it later from the keyboard leaves the visitor's focus in the page, not on <body>.
    await banner.getByRole('button').first().click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  });
});
