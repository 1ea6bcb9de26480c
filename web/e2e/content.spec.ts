/**
 * Content page behaviour: the home page's reviews (nine per category tab) and promotions (only those running
 * today, carousel then grid), article search (GET form without JavaScript, score order, pagination, empty
 * state), category/author/help-center lists, mm/dd/yy dates, contact "open now", locations ordered by distance
 * when the visitor shares a position, and the CMS metadata templates for staff and offer pages.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test';
import { consentGivenCookies, dataset, loadSiteData, offerRunsNow } from './site-data';

const site = loadSiteData();
const enabled = (pageKey: string) => site.enabledPages.includes(pageKey);
const MM_DD_YY = /^\d{2}\/\d{2}\/\d{2}$/;

const fill = (template: string | undefined, values: Record<string, string>) =>
  (template ?? '').replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(consentGivenCookies(baseURL ?? ''));
});

test.describe(`${dataset}: home`, () => {
  test('reviews: one tab per category with reviews, at most nine in each, switched by the arrow keys', async ({
    page,
  }) => {
    await page.goto('/');
    const categories = ['Sale', 'Service', 'Finance'].filter((category) =>
      site.reviews.some((review) => review.categories?.includes(category)),
    );
    const section = page.locator('section').filter({ has: page.getByRole('tablist', { name: /say/ }) });
    const tabs = section.getByRole('tab');
    const cards = section.getByRole('tabpanel').locator('> ul > li');
    await expect(tabs).toHaveText(categories);
    for (const [index, category] of categories.entries()) {
      const expected = Math.min(9, site.reviews.filter((review) => review.categories?.includes(category)).length);
      if (index > 0) await page.keyboard.press('ArrowRight');
      else await tabs.first().focus();
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
      if (index === 0 && expected > 3) {
        // The page carries the first screenful; the rest of the tab is a keypress away, and the focus moves to the
        // first review added, so a keyboard or screen reader user continues reading there.
        await expect(cards).toHaveCount(3);
        await section.getByRole('button', { name: 'Show more reviews' }).focus();
        await page.keyboard.press('Enter');
        await expect(cards).toHaveCount(expected);
        await expect(cards.nth(3)).toBeFocused();
        await expect(section.getByRole('button', { name: 'Show more reviews' })).toHaveCount(0);
        // The section is named by its heading: its aria-labelledby finds it for axe.
        const heading = await section.getAttribute('aria-labelledby');
        const { violations } = await new AxeBuilder({ page })
          .include(`section[aria-labelledby="${heading}"]`)
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(violations.map((violation) => violation.id)).toEqual([]);
        await tabs.first().focus();
      } else {
        // Another tab's reviews are fetched when it is opened.
        await expect(cards).toHaveCount(expected);
      }
    }
  });

  test('promotions: only those running today, the carousel ones first', async ({ page }) => {
    await page.goto('/');
    const now = Date.now();
    const running = site.promotions.filter(
      (promotion) =>
        (!promotion.startDate || Date.parse(promotion.startDate) <= now) &&
        (!promotion.endDate || Date.parse(promotion.endDate) >= now),
    );
    const carousel = running.filter((promotion) => promotion.position === 'promotions-carousel');
    expect(running.length).toBeGreaterThan(0);
    const region = page.locator('[aria-roledescription="carousel"]').filter({ has: page.locator('li h3') });
    await expect(region.locator('li h3')).toHaveCount(carousel.length);
    expect((await region.locator('li h3').allInnerTexts()).sort()).toEqual(
      carousel.map((promotion) => promotion.title ?? promotion.name).sort(),
    );
    const titles = await page.locator('main li h3').allInnerTexts();
    for (const promotion of site.promotions.filter((item) => !running.includes(item))) {
      expect(titles).not.toContain(promotion.title ?? promotion.name);
    }
    for (const promotion of running) expect(titles).toContain(promotion.title ?? promotion.name);
  });
});

test.describe(`${dataset}: article search`, () => {
  test.skip(!enabled('carResearch'), 'car research is disabled');

  test('the form works without JavaScript and pages through the results', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await context.addCookies(consentGivenCookies(baseURL ?? ''));
    const page = await context.newPage();
    await page.goto('/car-research/search');
    await page.getByRole('searchbox', { name: /search/i }).fill('car');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/car-research\/search\?q=car$/);
    await expect(page.getByRole('heading', { level: 2, name: /articles match “car”/ })).toBeVisible();
    await expect(page.locator('main li h3 a')).toHaveCount(10);
    const firstPage = await page.locator('main li h3 a').allTextContents();
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\?q=car&page=2$/);
    await expect(page.getByText('Page 2 of', { exact: false })).toBeVisible();
    const secondPage = await page.locator('main li h3 a').allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
    await expect(page.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/car-research/search?q=car',
    );
    await context.close();
  });

  test('the best match comes first', async ({ page }) => {
    await page.goto('/car-research/search?q=oil');
    await expect(page.locator('main li h3 a').first()).toHaveText('How Often Should You Really Change Your Oil?');
  });

  test('no match shows the empty state and the categories', async ({ page }) => {
    await page.goto('/car-research/search?q=zzqxv');
    await expect(page.getByRole('heading', { level: 2, name: 'No articles match “zzqxv”.' })).toBeVisible();
    await expect(page.getByText('Try fewer or different words')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Browse by category' }).getByRole('link').first()).toBeVisible();
  });

  test('a page past the end says so', async ({ page }) => {
    await page.goto('/car-research/search?q=car&page=99');
    await expect(page.getByText('There are no more results.')).toBeVisible();
  });
});

test.describe(`${dataset}: article lists and dates`, () => {
  test('an article shows its date as mm/dd/yy and links its author and category', async ({ page }) => {
    test.skip(!enabled('articles'), 'articles are disabled');
    await page.goto(`/car-research/${site.slugs.article[0]}`);
    await expect(page.locator('header time, h1 ~ div time').first()).toHaveText(MM_DD_YY);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    if (enabled('author')) await expect(page.locator('a[href^="/car-research/author/"]').first()).toBeVisible();
  });

  test('a category lists only its articles, each dated mm/dd/yy', async ({ page }) => {
    test.skip(!enabled('carResearch'), 'car research is disabled');
    await page.goto(`/car-research/category/${site.slugs.articleCategory[0]}`);
    const dates = await page.locator('main li time').allTextContents();
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date).toMatch(MM_DD_YY);
    await expect(page.locator('nav[aria-labelledby="article-categories-title"] a[aria-current="page"]')).toHaveCount(1);
  });

  test('the author page lists the author’s articles', async ({ page }) => {
    test.skip(!enabled('author'), 'author pages are disabled');
    await page.goto(`/car-research/author/${site.slugs.author[0]}`);
    await expect(page.getByRole('heading', { level: 2, name: /^Articles by / })).toBeVisible();
    expect(await page.locator('main li h3 a').count()).toBeGreaterThan(0);
  });

  test('the help center lists the help-center articles and a search form', async ({ page }) => {
    test.skip(!enabled('helpCenter'), 'help center is disabled');
    await page.goto('/car-research/help-center');
    await expect(page.getByRole('search')).toBeVisible();
    await expect(page.getByRole('link', { name: 'How Long Is My Offer Valid?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Staff Review: Living With a Toyota RAV4 Hybrid' })).toHaveCount(0);
  });
});

test.describe(`${dataset}: contact`, () => {
  test.skip(!enabled('contact'), 'contact is disabled');

  test('the call panel says whether sales is open now', async ({ page }) => {
    await page.goto('/contact-us');
    const status = page.locator('[data-open-now]').first();
    await expect(status).toHaveText(/^(Open now · closes at|Closed now)/);
  });

  test('locations come nearest first when the visitor shares a position', async ({ browser, baseURL }) => {
    const last = site.locations.at(-1);
    test.skip(!last?.coordinates || site.locations.length < 2, 'needs two located locations');
    const context = await browser.newContext({
      baseURL,
      geolocation: { latitude: last!.coordinates!.latitude, longitude: last!.coordinates!.longitude },
      permissions: ['geolocation'],
    });
    await context.addCookies(consentGivenCookies(baseURL ?? ''));
    const page = await context.newPage();
    await page.goto('/contact-us');
    await expect(page.locator('ul[data-order="distance"]')).toBeVisible();
    await expect(page.locator('li[data-location]').first()).toHaveAttribute('data-location', last!.name);
    await expect(page.getByRole('status').filter({ hasText: 'Sorted by distance' })).toBeVisible();
    await context.close();
  });

  test('a refused position keeps the editor’s order without an error', async ({ page }) => {
    await page.goto('/contact-us');
    const button = page.getByRole('button', { name: 'Show nearest first' });
    if (await button.isVisible()) await button.click();
    await expect(page.locator('ul[data-order="editor"]')).toBeVisible();
    const names = await page
      .locator('li[data-location]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-location')));
    expect(names).toEqual(site.locations.map((location) => location.name));
    // Next's route announcer is an empty role=alert region; nothing may say anything.
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  });
});

test.describe(`${dataset}: metadata templates`, () => {
  test('a staff page title comes from the {staff_name}/{staff_department} template', async ({ page }) => {
    const member = site.teamMembers[0];
    test.skip(!enabled('team') || !member, 'no staff pages');
    await page.goto(`/our-company/meet-our-team/${member!.slug}`);
    const expected = fill(site.metadataTemplates.staffTitle, {
      staff_name: `${member!.firstName} ${member!.lastName}`,
      staff_department: member!.department ?? '',
      site_name: site.siteName,
    });
    expect(expected).toContain(member!.firstName);
    await expect(page).toHaveTitle(expected);
  });

  test('an offer page title comes from the {offer_name} template', async ({ page }) => {
    const offer = site.offers.find((item) => !item.endDate && offerRunsNow(item)) ?? site.offers.find(offerRunsNow);
    test.skip(!enabled('specialOffers') || !offer, 'no offers');
    await page.goto(`/special-offers/${offer!.offerType}/${offer!.offerId}`);
    await expect(page).toHaveTitle(
      fill(site.metadataTemplates.offerTitle, { offer_name: offer!.name, site_name: site.siteName }),
    );
  });
});
