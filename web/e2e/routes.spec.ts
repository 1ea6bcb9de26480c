/**
 * Every route of the variant: each static route plus at least one of each dynamic route.
 * Per page: 200, a visible h1, a title, the robots meta, the canonical link, Open Graph and Twitter
 * images, JSON-LD that parses with the types the page must carry, axe (WCAG 2.2 AA tags) with zero violations,
 * no console errors or failed requests (hydration mismatches included), and no horizontal scrolling below the
 * 640 px breakpoint.
 */
import { ARTICLE_PATH_PREFIXES } from '@dealer/schemas/routes';
import { expect, test, type Page } from './test';
import { consentGivenCookies, dataset, loadSiteData, offerRunsNow, staticRoutes } from './site-data';
import { expectNoAxeViolations } from './axe';

const site = loadSiteData();
const enabled = (pageKey: string) => site.enabledPages.includes(pageKey);
const ROBOTS_TAIL = 'follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1';

interface RouteCase {
  path: string;
  /** Path the canonical link must name. */
  canonical: string;
  index: boolean;
  /** JSON-LD @types the page must carry; any other page must not carry the stores' AutoDealer. */
  jsonLd: string[];
  /**
   * Another address of a page checked in full under its own (an article alias, a second search query): the same
   * server-rendered template and content, so axe and the mobile layout are not run again.
   */
  alias?: boolean;
}

const article = site.slugs.article[0] ?? '';
/** The pages about the business carry the stores' JSON-LD: the home page and the locations (contact) page. */
const STORE_PAGES = ['/', '/contact-us'];

function routeCases(): RouteCase[] {
  const cases: RouteCase[] = staticRoutes
    .filter((route) => enabled(route.pageKey))
    .map((route) => ({ path: route.path, canonical: route.path, index: !route.personal, jsonLd: [] }));
  if (enabled('articles') && article) {
    const canonical = `/car-research/${article}`;
    for (const prefix of [...ARTICLE_PATH_PREFIXES, 'faqs-okd']) {
      const path = `/${prefix}/${article}`;
      cases.push({ path, canonical, index: true, jsonLd: ['Article', 'BreadcrumbList'], alias: path !== canonical });
    }
  }
  if (enabled('carResearch')) {
    const category = site.slugs.articleCategory[0];
    if (category) {
      const path = `/car-research/category/${category}`;
      cases.push({ path, canonical: path, index: true, jsonLd: ['BreadcrumbList'] });
    }
    const search = '/car-research/search';
    for (const query of ['?q=car', '?q=car&page=2', '?q=zzqxv']) {
      // The second page has the first page's template; the empty state is its own view.
      cases.push({
        path: `${search}${query}`,
        canonical: search,
        index: false,
        jsonLd: [],
        alias: query === '?q=car&page=2',
      });
    }
  }
  const author = site.slugs.author[0];
  if (enabled('author') && author) {
    const path = `/car-research/author/${author}`;
    cases.push({ path, canonical: path, index: true, jsonLd: ['Person', 'BreadcrumbList'] });
  }
  const member = site.slugs.teamMember[0];
  if (enabled('team') && member) {
    const path = `/our-company/meet-our-team/${member}`;
    cases.push({ path, canonical: path, index: true, jsonLd: ['Person'] });
  }
  if (enabled('legal')) {
    for (const slug of site.slugs.legalPage) {
      cases.push({ path: `/legal/${slug}`, canonical: `/legal/${slug}`, index: true, jsonLd: [] });
    }
  }
  if (enabled('specialOffers')) {
    for (const kind of ['dealer', 'sales', 'service']) {
      const offer =
        site.offers.find((item) => item.offerType === kind && !item.endDate && offerRunsNow(item)) ??
        site.offers.find((item) => item.offerType === kind && offerRunsNow(item));
      if (!offer) continue;
      const path = `/special-offers/${kind}/${offer.offerId}`;
      cases.push({ path, canonical: path, index: true, jsonLd: [] });
    }
  }
  return cases.map((item) => ({
    ...item,
    jsonLd: STORE_PAGES.includes(item.path) ? ['AutoDealer', ...item.jsonLd] : item.jsonLd,
  }));
}

/** Robots directives as a sorted list: their order in the tag carries no meaning. */
const directives = (content: string | null) =>
  (content ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .sort();

async function jsonLdTypes(page: Page): Promise<string[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const parsed = JSON.parse(text) as unknown;
    // A document is one node, a list of nodes, or one @graph of nodes (the stores).
    return [parsed]
      .flat()
      .flatMap((entry) => (entry as { '@graph'?: unknown[] })['@graph'] ?? [entry])
      .map((entry) => String((entry as { '@type'?: string })['@type']));
  });
}

/**
 * Console errors, uncaught exceptions and failed requests of the site from now on (the list fills as the page
 * runs). The analytics tags' own hosts do not resolve in the suite (playwright.config.ts), so their load errors
 * are left out.
 */
function collectErrors(page: Page, baseURL: string): string[] {
  const own = new URL(baseURL).host;
  const errors: string[] = [];
  page.on('console', (message) => {
    const source = message.location().url;
    const offSite = source.startsWith('http') && new URL(source).host !== own;
    if (message.type() === 'error' && !offSite) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Name the resource behind a generic "Failed to load resource" console message.
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(consentGivenCookies(baseURL ?? ''));
});

test.describe(`${dataset}: every route`, () => {
  for (const route of routeCases()) {
    const checks = route.alias ? 'console (an alias: axe and mobile under its own path)' : 'console, axe, mobile';
    test(`${route.path}: h1, title, robots, canonical, share images, JSON-LD, ${checks}`, async ({ page, baseURL }) => {
      const errors = collectErrors(page, baseURL ?? '');
      const response = await page.goto(route.path, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      expect(response?.status(), 'status').toBe(200);

      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('main#main-content')).toBeVisible();
      expect((await page.title()).trim().length, 'title').toBeGreaterThan(0);

      const robots = await page.locator('meta[name="robots"]').getAttribute('content', { timeout: 5_000 });
      expect(directives(robots)).toEqual(directives(`${route.index ? 'index' : 'noindex'}, ${ROBOTS_TAIL}`));

      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical, 'canonical').toMatch(/^https?:\/\/[^/]+(\/|$)/);
      expect(new URL(canonical ?? '').pathname).toBe(route.canonical);

      for (const selector of ['meta[property="og:image"]', 'meta[name="twitter:image"]']) {
        const image = await page.locator(selector).first().getAttribute('content');
        expect(image, selector).toMatch(/^https?:\/\//);
      }

      const types = await jsonLdTypes(page);
      for (const type of route.jsonLd) expect(types, `JSON-LD ${type}`).toContain(type);
      if (!route.jsonLd.includes('AutoDealer'))
        expect(types, 'no store JSON-LD off the store pages').not.toContain('AutoDealer');

      expect(errors, 'console errors and failed requests').toEqual([]);
      if (route.alias) return;

      await expectNoAxeViolations(page);

      // The mobile layout below 640 px has no sideways scrolling.
      await page.setViewportSize({ width: 375, height: 800 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow at 375 px').toBeLessThanOrEqual(0);
    });
  }
});
