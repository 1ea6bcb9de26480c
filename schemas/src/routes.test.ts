import { PAGE_ROUTE_NAMES } from './constants';
import {
  PAGE_KEYS,
  documentPath,
  isPageEnabled,
  matchPath,
  offerPath,
  pagePathByKey,
  pathFor,
  routes,
  slugify,
  vehiclePath,
  type RouteName,
  type RouteParams,
} from './routes';

const VIN = '1HGCM82633A004352';

/** Parameters that satisfy every placeholder of every route. */
const sampleParams: Partial<Record<RouteName, RouteParams>> = {
  articleCategory: { slug: 'buying-tips' },
  author: { slug: 'jane-doe' },
  article: { slug: 'best-suvs-2025' },
  articleStaffReviews: { slug: 'a-review' },
  articleAdvice: { slug: 'an-advice' },
  articleFaqs: { slug: 'a-faq' },
  articleNews: { slug: 'a-news' },
  articleCommunity: { slug: 'an-event' },
  articleDirect: { slug: 'direct' },
  legal: { slug: 'privacy-policy' },
  teamMember: { slug: 'john-smith' },
  sellTradeOffer: { id: 'abc123' },
  dealerOffer: { id: 'oil-change' },
  salesOffer: { id: 'zero-apr' },
  serviceOffer: { id: 'tires' },
  vehicle: { condition: 'used', year: '2019', makeModel: 'honda-accord', vin: VIN },
  carsForSaleFilter: { filters: 'price-under-20000' },
  alertConfirm: { token: 'A'.repeat(43) },
  alertUnsubscribe: { token: 'b'.repeat(43) },
};

const routeNames = Object.keys(routes) as RouteName[];

describe('pathFor ⇄ matchPath', () => {
  test.each(routeNames)('%s round-trips', (name) => {
    const params = sampleParams[name] ?? {};
    const path = pathFor(name, params);
    const match = matchPath(path);
    expect(match?.name).toBe(name);
    expect(match?.params).toEqual(params);
  });

  test('every placeholder route has sample parameters', () => {
    const dynamic = routeNames.filter((name) => routes[name].pattern.includes(':'));
    expect(dynamic.filter((name) => !sampleParams[name])).toEqual([]);
  });

  test('a missing parameter throws', () => {
    expect(() => pathFor('article')).toThrow(/slug/);
  });
});

describe('matchPath', () => {
  test.each<[string, RouteName | null, RouteParams | null]>([
    ['/', 'home', null],
    ['/contact-us', 'contact', null],
    ['/contact-us/', 'contact', null],
    ['/contact-us?utm_source=x', 'contact', null],
    ['/car-research/search', 'articleSearch', null],
    ['/car-research/help-center', 'helpCenter', null],
    ['/car-research/best-suvs', 'article', { slug: 'best-suvs' }],
    ['/car-research/category/tips', 'articleCategory', { slug: 'tips' }],
    ['/car-research/author/jane', 'author', { slug: 'jane' }],
    ['/our-company/meet-our-team', 'team', null],
    ['/our-company/meet-our-team/john-smith', 'teamMember', { slug: 'john-smith' }],
    ['/special-offers/service', 'serviceOffers', null],
    ['/special-offers/service/tires', 'serviceOffer', { id: 'tires' }],
    ['/special-offers/dealer', 'dealerOffers', null],
    ['/legal/privacy-policy', 'legal', { slug: 'privacy-policy' }],
    ['/legal/not-a-policy', null, null],
    ['/nope', null, null],
  ])('%s → %s', (path, name, params) => {
    const match = matchPath(path);
    expect(match?.name ?? null).toBe(name);
    if (params) expect(match?.params).toEqual(params);
  });

  test('static paths win over placeholders', () => {
    expect(matchPath('/car-research/search')?.name).toBe('articleSearch');
    expect(matchPath('/car-research/help-center')?.name).toBe('helpCenter');
  });
});

describe('vehicle paths', () => {
  test.each<[string, RouteParams | null]>([
    [
      `/used-cars-for-sale/2019-honda-accord-${VIN}`,
      { condition: 'used', year: '2019', makeModel: 'honda-accord', vin: VIN },
    ],
    [
      `/new-cars-for-sale/2025-land-rover-range-rover-sport-${VIN}`,
      { condition: 'new', year: '2025', makeModel: 'land-rover-range-rover-sport', vin: VIN },
    ],
    [
      `/certified-cars-for-sale/2021-bmw-x5-${VIN}`,
      { condition: 'certified', year: '2021', makeModel: 'bmw-x5', vin: VIN },
    ],
    [`/used-cars-for-sale/19-honda-accord-${VIN}`, null],
    ['/used-cars-for-sale/2019-honda-accord-1HGCM82633A00435', null],
    ['/used-cars-for-sale/2019-honda-accord-1HGCM82633I004352', null],
    [`/salvage-cars-for-sale/2019-honda-accord-${VIN}`, null],
  ])('%s', (path, params) => {
    const match = matchPath(path);
    if (params === null) {
      expect(match?.name).not.toBe('vehicle');
    } else {
      expect(match?.name).toBe('vehicle');
      expect(match?.params).toEqual(params);
      expect(match?.route.untracked).toBe(true);
    }
  });

  test('the listing pages stay listing pages', () => {
    expect(matchPath('/used-cars-for-sale')?.name).toBe('usedCarsForSale');
    expect(matchPath('/new-cars-for-sale')?.name).toBe('newCarsForSale');
  });

  test.each([
    [
      { condition: 'used', year: 2019, make: 'Honda', model: 'Accord', vin: VIN.toLowerCase() },
      `/used-cars-for-sale/2019-honda-accord-${VIN}`,
    ],
    [
      { condition: 'new', year: 2025, make: 'Land Rover', model: 'Range Rover', vin: VIN },
      `/new-cars-for-sale/2025-land-rover-range-rover-${VIN}`,
    ],
    [
      { condition: 'salvage', year: 2010, make: 'Citroën', model: 'C4', vin: VIN },
      `/used-cars-for-sale/2010-citroen-c4-${VIN}`,
    ],
  ])('vehiclePath(%p) = %s and matches the vehicle route', (fields, path) => {
    expect(vehiclePath(fields)).toBe(path);
    expect(matchPath(path)?.name).toBe('vehicle');
  });
});

describe('documentPath', () => {
  test.each<[Parameters<typeof documentPath>[0], string | null]>([
    [{ _type: 'article', slug: { current: 'best-suvs' } }, '/car-research/best-suvs'],
    [{ _type: 'article', slug: 'plain-string' }, '/car-research/plain-string'],
    [{ _type: 'article', slug: null }, null],
    [{ _type: 'teamMember', slug: { current: 'john-smith' } }, '/our-company/meet-our-team/john-smith'],
    [{ _type: 'author', slug: { current: 'jane' } }, '/car-research/author/jane'],
    [{ _type: 'articleCategory', slug: { current: 'tips' } }, '/car-research/category/tips'],
    [{ _type: 'legalPage', slug: { current: 'terms-of-sale' } }, '/legal/terms-of-sale'],
    [{ _type: 'offer', offerType: 'service', offerId: 'tires' }, '/special-offers/service/tires'],
    [{ _type: 'offer', offerType: 'sales', offerId: 'apr' }, '/special-offers/sales/apr'],
    [{ _type: 'offer', offerId: 'x' }, '/special-offers/dealer/x'],
    [{ _type: 'offer', offerType: 'dealer' }, null],
    [
      { _type: 'vehicle', condition: 'used', year: 2019, make: 'Honda', model: 'Accord', vin: VIN },
      `/used-cars-for-sale/2019-honda-accord-${VIN}`,
    ],
    [{ _type: 'vehicle', year: 2019, make: 'Honda', model: 'Accord' }, null],
    [{ _type: 'page', route: 'home' }, '/'],
    [{ _type: 'page', route: 'badCreditFinancing' }, '/auto-financing/bad-credit-auto-financing'],
    [{ _type: 'page', route: 'noSuchRoute' }, null],
    [{ _type: 'faq' }, null],
  ])('%p → %p', (doc, path) => {
    expect(documentPath(doc)).toBe(path);
  });

  test('every document path resolves back to a route', () => {
    const paths = [
      documentPath({ _type: 'article', slug: 'x' }),
      documentPath({ _type: 'offer', offerType: 'sales', offerId: 'y' }),
      documentPath({ _type: 'teamMember', slug: 'z' }),
    ];
    for (const path of paths) expect(path && matchPath(path)).toBeTruthy();
  });
});

describe('page route names', () => {
  test('only placeholder-free routes, and each has a path', () => {
    expect(PAGE_ROUTE_NAMES).toContain('home');
    expect(PAGE_ROUTE_NAMES).toContain('badCreditFinancing');
    expect(PAGE_ROUTE_NAMES).not.toContain('article');
    expect(PAGE_ROUTE_NAMES).not.toContain('vehicle');
    for (const name of PAGE_ROUTE_NAMES) expect(matchPath(pathFor(name))?.name).toBe(name);
  });

  test('every route belongs to a known page key', () => {
    for (const name of routeNames) expect(PAGE_KEYS).toContain(routes[name].pageKey);
  });

  test('pagePathByKey paths match a route of that page key', () => {
    for (const [key, path] of Object.entries(pagePathByKey)) {
      expect(matchPath(path)?.route.pageKey).toBe(key);
    }
  });
});

describe('helpers', () => {
  test.each([
    ['Land Rover', 'land-rover'],
    ['  Mercedes-Benz  ', 'mercedes-benz'],
    ['Citroën C4', 'citroen-c4'],
    ['F-150 / Raptor', 'f-150-raptor'],
  ])('slugify(%p) = %p', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  test('offerPath defaults to dealer', () => {
    expect(offerPath('unknown', 'a')).toBe('/special-offers/dealer/a');
  });

  test.each<[readonly string[] | null | undefined, boolean]>([
    [['home', 'sellTrade'], true],
    [['home'], false],
    [[], false],
    [null, false],
    [undefined, false],
  ])('isPageEnabled(sellTrade, %p) = %p', (enabled, expected) => {
    expect(isPageEnabled('sellTrade', enabled)).toBe(expected);
  });
});
