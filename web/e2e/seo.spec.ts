/** Sitemaps, robots.txt, article aliases and the search page's robots rule. */
import { expect, test } from './test';
import { dataset, loadSiteData } from './site-data';

const site = loadSiteData();
const inventory = site.enabledPages.includes('inventory');
const article = site.slugs.article[0] ?? '';

test.describe(`${dataset}: SEO`, () => {
  test('home carries AutoDealer JSON-LD; service departments only for stores that have one', async ({ page }) => {
    await page.goto('/');
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    // The stores are one document: one @graph under one @context.
    const stores = scripts
      .map((text) => JSON.parse(text) as { '@context'?: string; '@graph'?: unknown[] })
      .filter((data) => data['@graph']);
    expect(stores).toHaveLength(1);
    expect(stores[0]?.['@context']).toBe('https://schema.org');
    const parsed = (stores[0]?.['@graph'] ?? []) as {
      '@type': string;
      name: string;
      aggregateRating?: { ratingValue: number; reviewCount: number };
      department?: { '@type': string }[];
    }[];
    const dealers = parsed.filter((entry) => entry['@type'] === 'AutoDealer');
    expect(dealers.length).toBe(dataset === 'sell-car' ? 2 : 4);
    const departments = dealers.map((dealer) => (dealer.department ?? []).map((entry) => entry['@type']).join(','));
    if (dataset === 'sell-car') {
      // The buying service has no service department.
      expect(departments).toEqual(['', '']);
      expect(
        dealers.some(
          (dealer) => dealer.aggregateRating?.ratingValue === 4.8 && dealer.aggregateRating.reviewCount === 180,
        ),
      ).toBe(true);
    } else {
      expect(departments).toContain('AutoRepair,AutoPartsStore');
      expect(departments).toContain('');
    }
  });

  test('/sitemap.xml answers XML with the home URL', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/<\/loc>/);
    expect(xml).toContain(`/car-research/${article}</loc>`);
    if (dataset === 'sell-car') expect(xml).not.toContain('/auto-financing');
    if (inventory) expect(xml).toContain('/cars-for-sale</loc>');
  });

  test('/robots.txt allows all, keeps crawlers out of the API and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/Disallow: \/api\//);
    expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });

  for (const source of ['pages', 'filters', 'vehicles', 'offers', 'articles', 'team-members']) {
    test(`/api/___sitemaps___/${source} answers a JSON list of absolute URLs`, async ({ request }) => {
      const response = await request.get(`/api/___sitemaps___/${source}`);
      expect(response.status()).toBe(200);
      const items = (await response.json()) as { loc: string; lastmod?: string }[];
      expect(Array.isArray(items)).toBe(true);
      for (const item of items) expect(item.loc).toMatch(/^https?:\/\/[^/]+\//);
      const expectItems = source === 'pages' || source === 'articles' || source === 'team-members' || inventory;
      expect(items.length > 0).toBe(expectItems);
    });
  }

  test('the filters source gives paths with without=1', async ({ request }) => {
    const response = await request.get('/api/___sitemaps___/filters?without=1');
    expect(response.status()).toBe(200);
    const items = (await response.json()) as { loc: string }[];
    if (!inventory) {
      expect(items).toEqual([]);
      return;
    }
    expect(items.map((item) => item.loc)).toContain('/cars-for-sale');
    expect(items.every((item) => item.loc.startsWith('/'))).toBe(true);
  });

  test('an unknown sitemap source answers 404', async ({ request }) => {
    expect((await request.get('/api/___sitemaps___/nothing')).status()).toBe(404);
  });

  for (const prefix of ['staff-reviews', 'faqs', 'faqs-okd']) {
    test(`/${prefix}/{slug} serves the article with a canonical link to /car-research`, async ({ page }) => {
      const response = await page.goto(`/${prefix}/${article}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(new RegExp(`^https?://[^/]+/car-research/${article}$`));
    });
  }

  test('an article alias with an unknown slug answers 404', async ({ page }) => {
    const response = await page.goto('/news/no-such-article-e2e');
    expect(response?.status()).toBe(404);
  });

  test('the search page is indexable only without a sort or page in the query', async ({ page }) => {
    test.skip(!inventory, 'no inventory in this variant');
    await page.goto('/cars-for-sale');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index, follow/);
    await page.goto('/cars-for-sale?sort=priceLow');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex, follow/);
    await page.goto('/cars-for-sale?page=2');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex, follow/);
  });
});
