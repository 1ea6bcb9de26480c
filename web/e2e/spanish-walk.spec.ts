import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loadSiteData, seedSettings, seedSpanishPageTitles } from './site-data';
import { AXE_TAGS } from './axe';

/**
 * A visitor who chooses Español reads Spanish everywhere the site words things itself: menus and footer, page
 * titles and headings, day names and hours, the search page, the vehicle page, the contact form with its field
 * messages and toasts, and the 404 page. Each step also fails on a list of the English interface texts that used
 * to show there. Content the CMS holds in English only (page sections, vehicle data, reviews) is not checked.
 */

const site = loadSiteData();
const strings = seedSettings().uiStrings ?? [];
const es = (key: string) => {
  const text = strings.find((item) => item.key === key)?.es;
  if (!text) throw new Error(`no Spanish text for ${key} in the seed`);
  return text;
};
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

const pageTitles = seedSpanishPageTitles();
const seedPage = (route: string) => {
  const page = pageTitles.get(route);
  if (!page?.title || !page.seoTitle) throw new Error(`no Spanish title for page ${route} in the seed`);
  return { title: page.title, seoTitle: page.seoTitle };
};

/** English interface texts the shell showed to Spanish readers (menus come from the seed below). */
const SHELL_ENGLISH = ['All rights reserved', 'Sales:', 'Service:', 'Closed', 'Mon - Fri', '(opens in a new tab)'];
const DAY_NAMES_ENGLISH = /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/;

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

/** The texts of a region, for "no English" checks (innerText: what a reader sees, hidden notes included below). */
async function textOf(locator: Locator): Promise<string> {
  return (await locator.allTextContents()).join('\n');
}

async function expectNone(locator: Locator, english: readonly string[], where: string) {
  const text = await textOf(locator);
  for (const phrase of english) expect(text, `${where} still reads "${phrase}"`).not.toContain(phrase);
}

/** Header, main menu and footer: every menu label is the seed's Spanish label, never the English one. */
async function expectSpanishShell(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const englishLabels = new Set(
    [...site.headerMenu, ...site.footerMenu, ...site.mainMenu, ...site.mainMenu.flatMap((group) => group.links ?? [])]
      .map((link) => link.label ?? '')
      .filter(Boolean),
  );
  const primary = page.getByRole('navigation', { name: es('nav.primary') });
  const footerNav = page.getByRole('navigation', { name: es('footer.menu') });
  for (const nav of [primary, footerNav]) {
    const labels = (await nav.getByRole('link').allInnerTexts()).map((label) => label.trim());
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(englishLabels.has(label), `menu link "${label}" is English`).toBe(false);
  }
  await page.getByText(es('nav.menu'), { exact: true }).click();
  const mainMenu = page.getByRole('navigation', { name: es('nav.mainMenu') });
  await expect(mainMenu).toBeVisible();
  for (const label of (await mainMenu.getByRole('link').allInnerTexts()).map((text) => text.trim()))
    expect(englishLabels.has(label), `main menu link "${label}" is English`).toBe(false);
  await page.keyboard.press('Escape');

  const footer = page.locator('footer');
  await expect(footer).toContainText(
    fill(es('footer.rights'), { year: String(new Date().getFullYear()), name: site.siteName }),
  );
  await expectNone(footer, SHELL_ENGLISH, 'the footer');
  expect(await textOf(footer.locator('dl'))).not.toMatch(DAY_NAMES_ENGLISH);
}

test.describe('Spanish, end to end', () => {
  test('after choosing Español: home, search, a vehicle, contact (field messages and toast) and a 404 read Spanish', async ({
    page,
    request,
  }) => {
    // Five page types, each read whole and checked with axe (about 20 s on a busy two-core machine for the 24-card
    // search page), then a lead: longer than the usual slow test's budget.
    test.setTimeout(test.info().timeout * 5);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // Home.
    await expect(page).toHaveTitle(seedPage('home').seoTitle);
    await expectSpanishShell(page);
    expect(await axeViolations(page)).toEqual([]);

    const inventory = site.enabledPages.includes('inventory');
    if (inventory) {
      // Search: heading, title, filters, sort, counts, pagination.
      await page.goto('/cars-for-sale');
      await expect(page).toHaveTitle(seedPage('carsForSale').seoTitle);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedPage('carsForSale').title);
      const filters = page.locator('form[aria-labelledby="inventory-filters-title"]').first();
      await expect(filters.getByRole('heading', { name: es('search.form.title') })).toBeAttached();
      const results = page.locator('#inventory-results-title');
      await expect(results).toHaveText(new RegExp(`^[\\d,]+ ${es('search.results.other').replace('{count} ', '')}`));
      // The filter form and the results (the page's CMS sections below them are content, not checked here).
      const listing = page.locator('section[aria-labelledby="inventory-results-title"]');
      await expectNone(
        filters,
        [
          'Filter vehicles',
          'Any condition',
          'Body style',
          'Show vehicles',
          'Clear all',
          'Certified pre-owned',
          'Under 50,000 miles',
        ],
        'the filter form',
      );
      await expectNone(
        listing,
        ['Newest arrivals', 'Price: low to high', ' vehicles', 'Sort:', 'Previous', 'Next', 'Price drop', 'Gasoline'],
        'the search results',
      );
      await expectSpanishShell(page);
      expect(await axeViolations(page)).toEqual([]);

      // Filters as chips, and the empty state.
      await page.goto('/cars-for-sale/suvs?sort=priceLow');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        fill(es('search.heading.forSale'), { words: es('search.bodyStyle.suvs') }),
      );
      await expect(page.getByRole('navigation', { name: es('search.results.activeFilters') })).toBeAttached();
      await expect(
        page.getByRole('link', { name: fill(es('search.results.remove'), { label: 'SUV' }) }),
      ).toBeAttached();
      await page.goto('/cars-for-sale/price-under-1000');
      await expect(page.getByRole('heading', { name: es('search.empty.title') })).toBeVisible();
      await expectNone(
        page.locator('main'),
        ['No vehicles match', 'Try removing a filter', 'Without “'],
        'the empty search',
      );

      // A vehicle page.
      await page.goto('/cars-for-sale');
      const firstCard = page.getByTestId('inventory-results').getByRole('link').first();
      await firstCard.click();
      await expect(page.getByRole('heading', { name: es('vdp.page.details'), level: 2 })).toBeVisible();
      await expectNone(
        page.locator('main'),
        [
          'Key features',
          'Details',
          'Stock number',
          'All features',
          'Estimated payment',
          'Down payment',
          'Update estimate',
          'Take it for a test drive',
          'Store location',
          'Get directions',
          'Similar vehicles',
        ],
        'the vehicle page',
      );
      await expectSpanishShell(page);
      expect(await axeViolations(page)).toEqual([]);
    }

    // Contact: title, labels, hours, then an empty submit shows Spanish field messages.
    await page.goto('/contact-us');
    await expect(page).toHaveTitle(seedPage('contact').seoTitle);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedPage('contact').title);
    // The enhanced form takes over when the visitor reaches the plain one.
    await page.locator('#lead-form input[name="firstName"]').focus();
    const form = page.locator('form[data-enhanced="true"]').first();
    await expect(form).toBeVisible();
    for (const key of [
      'leadForm.firstName',
      'leadForm.lastName',
      'leadForm.email',
      'leadForm.phone',
      'leadForm.message',
    ])
      await expect(form.getByLabel(es(key), { exact: false }).first()).toBeAttached();
    await expectNone(
      form,
      ['First name', 'Last name', 'Phone', 'Message', 'How can we help?', 'Send message'],
      'the contact form',
    );
    const hours = page.locator('table');
    if ((await hours.count()) > 0) {
      expect(await textOf(hours)).not.toMatch(DAY_NAMES_ENGLISH);
      await expectNone(hours, ['Sales hours', 'Service hours', 'Closed'], 'the hours tables');
    }
    // The locations' notes tell hours and days: their Spanish text, never the English one.
    for (const location of site.locations.filter((item) => item.note && item.noteEs)) {
      await expect(page.getByText(location.noteEs ?? '', { exact: true })).toBeVisible();
      await expect(page.getByText(location.note ?? '', { exact: true })).toHaveCount(0);
    }
    await form.getByRole('button', { name: es('leadForm.submitContact') }).click();
    await expect(form.getByText(es('validation.firstName'), { exact: true })).toBeVisible();
    await expect(form.getByText(es('validation.lastName'), { exact: true })).toBeVisible();
    await expect(form.getByText(es('validation.required'), { exact: true }).first()).toBeVisible();
    await expect(form.getByRole('status')).toHaveText(es('leadForm.fixFields'));
    await expectNone(
      form,
      ['This field is required', 'Enter your first name.', 'Enter your message.', 'Please correct'],
      'the contact form messages',
    );
    await expect(page.getByRole('region', { name: es('toast.region') }).first()).toBeAttached();
    await expectSpanishShell(page);
    expect(await axeViolations(page)).toEqual([]);

    // The API answers the form's language: field messages of a 400 in Spanish.
    const answer = await request.post('/api/leads', {
      headers: { 'accept-language': 'es-US' },
      data: { form: 'CONTACT_SALES', inquiryType: 1, message: 'Hola' },
    });
    expect(answer.status()).toBe(400);
    const { errors } = (await answer.json()) as { errors: Record<string, string> };
    expect(errors.firstName).toBe(es('validation.firstName'));
    expect(errors.email).toBe(es('validation.required'));

    // A valid message: the toast in Spanish.
    await form.getByLabel(es('leadForm.inquiryType')).selectOption({ index: 1 });
    await form.getByLabel(es('leadForm.firstName')).fill('Lucía');
    await form.getByLabel(es('leadForm.lastName')).fill('Pérez');
    await form.getByLabel(es('leadForm.email')).fill('lucia.perez@example.com');
    await form.getByLabel(es('leadForm.phone')).fill('3125550123');
    await form.getByLabel(es('leadForm.message')).fill('¿Tienen camionetas?');
    await form.getByRole('button', { name: es('leadForm.submitContact') }).click();
    const toasts = page.getByRole('region', { name: es('toast.region') }).first();
    await expect(toasts).toContainText(es('toast.contact.success.summary'));
    await expect(toasts).toContainText(es('toast.dismissHint'));
    await expectNone(toasts, ['Message sent!', '(click to dismiss)'], 'the toast');

    // The pre-approval form, where the site has one.
    if (site.enabledPages.includes('financing')) {
      await page.goto('/auto-financing/apply-for-financing');
      await page.locator('#lead-form input[name="firstName"]').focus();
      const preApproval = page.locator('form[data-enhanced="true"]').first();
      await expect(preApproval).toBeVisible();
      await expect(preApproval.getByLabel(es('leadForm.monthlyIncome'))).toBeAttached();
      await expectNone(
        preApproval,
        ['First name', 'Monthly income', 'Your credit, roughly', 'and up)', 'I have a vehicle', 'Get pre-approved'],
        'the pre-approval form',
      );
      // The contact lead saved the visitor's details (prefilled here): clear the first name to see its message.
      await preApproval.getByLabel(es('leadForm.firstName')).fill('');
      await preApproval.getByRole('button', { name: es('leadForm.submitPreApproval') }).click();
      await expect(preApproval.getByText(es('validation.firstName'), { exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    }

    // A 404.
    const missing = await page.goto('/no-such-page-en-espanol');
    expect(missing?.status()).toBe(404);
    await expect(page).toHaveTitle(`404 - ${es('notFound.title')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('notFound.title'));
    await expect(page.getByText(fill(es('notFound.detail'), { path: '/no-such-page-en-espanol' }))).toBeVisible();
    await expect(page.getByRole('link', { name: es('notFound.button') })).toBeVisible();
    await expectNone(page.locator('main'), ['Page not found', 'Go back home'], 'the 404 page');
    await expectSpanishShell(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
