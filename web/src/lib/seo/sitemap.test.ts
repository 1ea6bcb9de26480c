import {
  allSitemapEntries,
  escapeXml,
  filterPaths,
  INVENTORY_FILTER_PATHS,
  isSitemapSource,
  normalizeLastmod,
  renderSitemapIndex,
  renderUrlset,
  sitemapEntries,
  sitemapOrigin,
  staticPagePaths,
  type SitemapContent,
} from './sitemap';

const SELL_CAR = ['home', 'contact', 'sellTrade', 'valueMyCar', 'howItWorks', 'legal', 'company', 'team', 'articles'];
const DEALERSHIP = [...SELL_CAR, 'carResearch', 'financing', 'service', 'specialOffers', 'inventory'];

const content = (enabledPages: string[]): SitemapContent => ({
  enabledPages,
  bodyStyles: [{ value: 'suvs' }, { value: 'trucks' }, { value: null }, { value: 'suvs' }],
  vehicles: [
    {
      condition: 'used',
      year: 2021,
      make: 'Honda',
      model: 'Civic Hatchback',
      vin: '19xfl4kj0mf498819',
      lastmod: '2026-09-06',
    },
    { condition: 'new', year: null, make: 'Ford', model: 'F-150', vin: 'X' },
  ],
  offers: [
    { offerType: 'service', offerId: 'oil-change', lastmod: 'yesterday' },
    { offerType: 'sales', offerId: 'truck-month' },
    { offerType: 'dealer', offerId: null },
  ],
  articles: [{ slug: 'winter-suvs', lastmod: '2026-10-08T13:00:00Z' }, { slug: null }],
  teamMembers: [{ slug: 'alicia-moreno' }],
});

const ORIGIN = 'https://www.example.com';
const locs = (items: { loc: string }[]) => items.map((item) => item.loc);

describe('sitemapOrigin', () => {
  it('prefers the store site URL, without path or trailing slash', () => {
    expect(sitemapOrigin('https://www.example.com/some/path/', 'http://localhost:3000')).toBe(ORIGIN);
  });
  it.each([null, undefined, '', 'not a url', 'ftp://example.com'])('falls back to the request for %p', (url) => {
    expect(sitemapOrigin(url, 'http://localhost:3000/x')).toBe('http://localhost:3000');
  });
});

describe('staticPagePaths', () => {
  it('lists enabled routes without placeholders only', () => {
    const paths = staticPagePaths(SELL_CAR);
    expect(paths).toContain('/');
    expect(paths).toContain('/sell-trade-my-car/your-vehicle');
    expect(paths).toContain('/our-company/meet-our-team');
    expect(paths).not.toContain('/auto-financing');
    expect(paths.some((path) => path.includes(':'))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('includes the dealership pages when enabled', () => {
    expect(staticPagePaths(DEALERSHIP)).toEqual(expect.arrayContaining(['/auto-financing', '/cars-for-sale']));
  });
});

describe('filterPaths', () => {
  it('is empty without the inventory page', () => {
    expect(filterPaths(SELL_CAR, [{ value: 'suvs' }])).toEqual([]);
  });
  it('lists the fixed filters then one per distinct body style', () => {
    expect(filterPaths(DEALERSHIP, content(DEALERSHIP).bodyStyles)).toEqual([
      ...INVENTORY_FILTER_PATHS,
      '/cars-for-sale/suvs',
      '/cars-for-sale/trucks',
    ]);
  });
});

describe('sitemapEntries', () => {
  const dealership = content(DEALERSHIP);
  it('builds absolute URLs, or paths when the origin is null', () => {
    expect(sitemapEntries('filters', dealership, ORIGIN)[0]).toEqual({ loc: `${ORIGIN}/cars-for-sale` });
    expect(sitemapEntries('filters', dealership, null)[0]).toEqual({ loc: '/cars-for-sale' });
  });
  it('builds vehicle, offer, article and team member paths and keeps valid lastmods', () => {
    expect(sitemapEntries('vehicles', dealership, ORIGIN)).toEqual([
      { loc: `${ORIGIN}/used-cars-for-sale/2021-honda-civic-hatchback-19XFL4KJ0MF498819`, lastmod: '2026-09-06' },
    ]);
    expect(locs(sitemapEntries('offers', dealership, ORIGIN))).toEqual([
      `${ORIGIN}/special-offers/service/oil-change`,
      `${ORIGIN}/special-offers/sales/truck-month`,
    ]);
    expect(sitemapEntries('offers', dealership, ORIGIN)[0]?.lastmod).toBeUndefined();
    expect(sitemapEntries('articles', dealership, ORIGIN)).toEqual([
      { loc: `${ORIGIN}/car-research/winter-suvs`, lastmod: '2026-10-08T13:00:00Z' },
    ]);
    expect(locs(sitemapEntries('team-members', dealership, ORIGIN))).toEqual([
      `${ORIGIN}/our-company/meet-our-team/alicia-moreno`,
    ]);
  });
  it('leaves out sources whose pages the variant disables', () => {
    const sellCar = content(SELL_CAR);
    expect(sitemapEntries('vehicles', sellCar, ORIGIN)).toEqual([]);
    expect(sitemapEntries('offers', sellCar, ORIGIN)).toEqual([]);
    expect(sitemapEntries('filters', sellCar, ORIGIN)).toEqual([]);
    expect(sitemapEntries('articles', sellCar, ORIGIN)).toHaveLength(1);
  });
  it('merges every source without duplicates', () => {
    const all = locs(allSitemapEntries(dealership, ORIGIN));
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain(`${ORIGIN}/`);
    expect(all).toContain(`${ORIGIN}/cars-for-sale/trucks`);
  });
});

describe('isSitemapSource', () => {
  it.each([
    ['pages', true],
    ['team-members', true],
    ['teamMembers', false],
    ['', false],
  ])('%s → %s', (value, expected) => expect(isSitemapSource(value)).toBe(expected));
});

describe('normalizeLastmod', () => {
  it.each([
    ['2026-09-06', '2026-09-06'],
    ['2026-10-08T13:00:00Z', '2026-10-08T13:00:00Z'],
    ['2026-10-08T13:00:00.123+02:00', '2026-10-08T13:00:00.123+02:00'],
    ['2026-10-08T13:00:00', undefined],
    ['October', undefined],
    [null, undefined],
  ])('%p → %p', (value, expected) => expect(normalizeLastmod(value)).toBe(expected));
});

describe('XML', () => {
  it('escapes markup characters', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
  });
  it('renders a urlset', () => {
    const xml = renderUrlset([{ loc: `${ORIGIN}/?a=1&b=2`, lastmod: '2026-09-06' }, { loc: `${ORIGIN}/x` }]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `<url><loc>${ORIGIN}/?a=1&amp;b=2</loc><lastmod>2026-09-06</lastmod></url>`,
        `<url><loc>${ORIGIN}/x</loc></url>`,
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
  it('renders a sitemap index', () => {
    const xml = renderSitemapIndex([{ loc: `${ORIGIN}/sitemap-1.xml` }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<sitemap><loc>${ORIGIN}/sitemap-1.xml</loc></sitemap>`);
  });
});
