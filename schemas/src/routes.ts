/**
 * The one route map. Every link the web app prints and every preview location the Studio shows comes from here.
 * Pure TypeScript: no `sanity` import, no I/O, so the web app, the Studio and tests all share it.
 *
 * A route has a name (stable, used in code and tracking), a page key (what `siteSettings.enabledPages` switches on
 * or off for a variant), a pattern and a layout. Patterns use `:name` placeholders, optionally constrained with a
 * regular expression in parentheses, and may share a path segment with literal text (the vehicle page does).
 */

/** Features an editor turns on or off per variant in `siteSettings.enabledPages`. */
export const PAGE_KEYS = [
  'home',
  'contact',
  'sellTrade',
  'valueMyCar',
  'howItWorks',
  'instantCashOffer',
  'profitSharingOffer',
  'legal',
  'company',
  'team',
  'careers',
  'carResearch',
  'articles',
  'author',
  'helpCenter',
  'service',
  'financing',
  'specialOffers',
  'inventory',
  'protectionPlans',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export type Layout = 'default' | 'minimal';

export interface RouteDefinition {
  pageKey: PageKey;
  pattern: string;
  layout: Layout;
  /** Excluded from page-view tracking (cars-direct-page). */
  untracked?: boolean;
  /**
   * A page of the shopper's own browser data (the garage, a comparison): no `page` document fills it, it is never in
   * the sitemap and search engines are asked not to index it.
   */
  personal?: boolean;
}

/** Prefixes under which the same article is served; the first is canonical. */
export const ARTICLE_PATH_PREFIXES = [
  'car-research',
  'staff-reviews',
  'car-advice-education',
  'faqs',
  'news',
  'community-outreach',
] as const;

export const LEGAL_SLUGS = [
  'cookie-policy',
  'electronic-signature-disclosure',
  'privacy-policy',
  'terms-of-sale',
] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export const VEHICLE_CONDITIONS = ['new', 'used', 'certified'] as const;
export type VehicleCondition = (typeof VEHICLE_CONDITIONS)[number];

export const OFFER_KINDS = ['dealer', 'sales', 'service'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

const route = (pageKey: PageKey, pattern: string, extra: Partial<RouteDefinition> = {}): RouteDefinition => ({
  pageKey,
  pattern,
  layout: 'default',
  ...extra,
});

export const routes = {
  home: route('home', '/'),
  contact: route('contact', '/contact-us'),

  carResearch: route('carResearch', '/car-research'),
  articleSearch: route('carResearch', '/car-research/search'),
  articleCategory: route('carResearch', '/car-research/category/:slug'),
  author: route('author', '/car-research/author/:slug'),
  helpCenter: route('helpCenter', '/car-research/help-center'),
  article: route('articles', '/car-research/:slug'),
  articleStaffReviews: route('articles', '/staff-reviews/:slug'),
  articleAdvice: route('articles', '/car-advice-education/:slug'),
  articleFaqs: route('articles', '/faqs/:slug'),
  articleNews: route('articles', '/news/:slug'),
  articleCommunity: route('articles', '/community-outreach/:slug'),
  articleDirect: route('articles', '/faqs-okd/:slug'),

  legal: route('legal', '/legal/:slug(cookie-policy|electronic-signature-disclosure|privacy-policy|terms-of-sale)'),

  company: route('company', '/our-company'),
  team: route('team', '/our-company/meet-our-team'),
  teamMember: route('team', '/our-company/meet-our-team/:slug'),
  careers: route('careers', '/our-company/careers'),

  sellTrade: route('sellTrade', '/sell-trade-my-car'),
  sellTradeVehicle: route('valueMyCar', '/sell-trade-my-car/your-vehicle', { layout: 'minimal' }),
  sellTradeOffer: route('valueMyCar', '/sell-trade-my-car/offer/:id', { layout: 'minimal' }),
  valueHowItWorks: route('howItWorks', '/value-my-car-how-it-works'),
  /**
   * The dealership's buying guide (how buying from the inventory works): part of the inventory feature, so a
   * variant without inventory (sell-car) answers 404 here. Its seller guide is /value-my-car-how-it-works.
   */
  howItWorks: route('inventory', '/how-it-works'),
  instantCashOffer: route('instantCashOffer', '/sell-my-car-instant-cash-offer'),
  profitSharingOffer: route('profitSharingOffer', '/sell-my-car-profit-sharing'),

  financing: route('financing', '/auto-financing'),
  applyFinancing: route('financing', '/auto-financing/apply-for-financing'),
  fullCreditApplication: route('financing', '/auto-financing/full-credit-application'),
  badCreditFinancing: route('financing', '/auto-financing/bad-credit-auto-financing'),
  betterThanBuyHerePayHere: route('financing', '/auto-financing/better-than-buy-here-pay-here'),

  service: route('service', '/service'),
  serviceSchedule: route('service', '/service/schedule'),

  specialOffers: route('specialOffers', '/special-offers'),
  serviceOffers: route('specialOffers', '/special-offers/service'),
  dealerOffers: route('specialOffers', '/special-offers/dealer'),
  dealerOffer: route('specialOffers', '/special-offers/dealer/:id'),
  salesOffer: route('specialOffers', '/special-offers/sales/:id'),
  serviceOffer: route('specialOffers', '/special-offers/service/:id'),

  protectionPlans: route('protectionPlans', '/vehicle-protection-plans'),
  /** Route name in the spec: cars-search-page. */
  carsForSale: route('inventory', '/cars-for-sale'),
  usedCarsForSale: route('inventory', '/used-cars-for-sale'),
  newCarsForSale: route('inventory', '/new-cars-for-sale'),
  /** Filter paths of the search page (`/cars-for-sale/price-under-20000`, `/cars-for-sale/suvs/make-ford` …). */
  carsForSaleFilter: route('inventory', '/cars-for-sale/:filters(.+)'),
  /**
   * A shopper's e-mail alert links (docs/alerts.md): the confirmation page and the unsubscribe page, each with a
   * Confirm / Unsubscribe button that POSTs (a GET never changes anything, so a mail scanner's prefetch cannot).
   * Part of the inventory feature: a variant without inventory answers 404. Not indexed, in no sitemap.
   */
  alertConfirm: route('inventory', '/alerts/confirm/:token([A-Za-z0-9_-]{43})', { layout: 'minimal', untracked: true }),
  alertUnsubscribe: route('inventory', '/alerts/unsubscribe/:token([A-Za-z0-9_-]{43})', {
    layout: 'minimal',
    untracked: true,
  }),
  /** Route name in the spec: cars-direct-page (not counted as a page view). */
  vehicle: route(
    'inventory',
    '/:condition(new|used|certified)-cars-for-sale/:year(\\d{4})-:makeModel-:vin([A-HJ-NPR-Z0-9]{17})',
    { untracked: true },
  ),
  /** The shopper's saved cars and searches, kept in their browser (docs/garage.md). */
  myGarage: route('inventory', '/my-garage', { personal: true }),
  /** Up to three cars side by side: `/compare?vins=VIN1,VIN2[,VIN3]` (docs/garage.md#compare). */
  compare: route('inventory', '/compare', { personal: true }),
  /**
   * One car's deal sheet with the shopper's terms and trade-in: `/deal?vin=VIN` (docs/deal-sheet.md). Personal like
   * the garage: the browser reads the VIN and the shopper's terms.
   */
  deal: route('inventory', '/deal', { personal: true }),
} satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;
export type RouteParams = Record<string, string>;

interface CompiledRoute {
  name: RouteName;
  regex: RegExp;
  params: string[];
}

const escapeLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Turns `/a/:slug(x|y)-:id` into a RegExp with one capture group per placeholder. */
function compile(pattern: string): { regex: RegExp; params: string[] } {
  const params: string[] = [];
  const token = /:([A-Za-z]+)(?:\(((?:[^()]|\([^()]*\))+)\))?/g;
  let source = '';
  let last = 0;
  for (const match of pattern.matchAll(token)) {
    source += escapeLiteral(pattern.slice(last, match.index));
    params.push(match[1] ?? '');
    source += `(${match[2] ?? '[^/]+?'})`;
    last = (match.index ?? 0) + match[0].length;
  }
  source += escapeLiteral(pattern.slice(last));
  return { regex: new RegExp(`^${source}/?$`, 'i'), params };
}

const compiled: CompiledRoute[] = (Object.keys(routes) as RouteName[]).map((name) => ({
  name,
  ...compile(routes[name].pattern),
}));

/** Static paths beat placeholders, as in the Next.js router: `/car-research/search` is not an article. */
const staticFirst = [...compiled].sort((a, b) => Number(a.params.length > 0) - Number(b.params.length > 0));

export interface RouteMatch {
  name: RouteName;
  route: RouteDefinition;
  params: RouteParams;
}

/** Finds the route a pathname belongs to, or null when no route matches. */
export function matchPath(pathname: string): RouteMatch | null {
  const path = pathname.split(/[?#]/)[0] || '/';
  for (const candidate of staticFirst) {
    const found = candidate.regex.exec(path);
    if (!found) continue;
    const params: RouteParams = {};
    candidate.params.forEach((param, index) => {
      params[param] = decodeURIComponent(found[index + 1] ?? '');
    });
    return { name: candidate.name, route: routes[candidate.name], params };
  }
  return null;
}

/** Builds a path from a route name and its parameters; throws when a parameter is missing. */
export function pathFor(name: RouteName, params: RouteParams = {}): string {
  return routes[name].pattern.replace(/:([A-Za-z]+)(?:\(((?:[^()]|\([^()]*\))+)\))?/g, (_, param: string) => {
    const value = params[param];
    if (value === undefined || value === '') throw new Error(`Route ${name} needs the parameter "${param}"`);
    return encodeURIComponent(value);
  });
}

export function isPageEnabled(pageKey: PageKey, enabledPages: readonly string[] | null | undefined): boolean {
  return (enabledPages ?? []).includes(pageKey);
}

/** Lower-case, hyphenated URL slug ("Land Rover" → "land-rover"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface VehiclePathFields {
  condition: string;
  year: number;
  make: string;
  model: string;
  vin: string;
}

export function vehiclePath(vehicle: VehiclePathFields): string {
  const condition = (VEHICLE_CONDITIONS as readonly string[]).includes(vehicle.condition) ? vehicle.condition : 'used';
  return `/${condition}-cars-for-sale/${vehicle.year}-${slugify(vehicle.make)}-${slugify(vehicle.model)}-${vehicle.vin.toUpperCase()}`;
}

export const articlePath = (slug: string) => pathFor('article', { slug });
export const teamMemberPath = (slug: string) => pathFor('teamMember', { slug });
export const legalPath = (slug: LegalSlug | string) => `/legal/${slug}`;
export const authorPath = (slug: string) => pathFor('author', { slug });
export const articleCategoryPath = (slug: string) => pathFor('articleCategory', { slug });

export function offerPath(kind: OfferKind | string, offerId: string): string {
  const name: RouteName = kind === 'service' ? 'serviceOffer' : kind === 'sales' ? 'salesOffer' : 'dealerOffer';
  return pathFor(name, { id: offerId });
}

/** Where a Studio document is shown on the site (presentation tool, sitemap, links). */
export function documentPath(doc: {
  _type: string;
  slug?: { current?: string } | string | null;
  route?: string | null;
  offerType?: string | null;
  offerId?: string | null;
  condition?: string | null;
  year?: number | null;
  make?: string | null;
  model?: string | null;
  vin?: string | null;
}): string | null {
  const slug = typeof doc.slug === 'string' ? doc.slug : doc.slug?.current;
  switch (doc._type) {
    case 'article':
      return slug ? articlePath(slug) : null;
    case 'teamMember':
      return slug ? teamMemberPath(slug) : null;
    case 'author':
      return slug ? authorPath(slug) : null;
    case 'articleCategory':
      return slug ? articleCategoryPath(slug) : null;
    case 'legalPage':
      return slug ? legalPath(slug) : null;
    case 'offer':
      return doc.offerId ? offerPath(doc.offerType ?? 'dealer', doc.offerId) : null;
    case 'vehicle':
      return doc.vin && doc.year && doc.make && doc.model
        ? vehiclePath({
            condition: doc.condition ?? 'used',
            year: doc.year,
            make: doc.make,
            model: doc.model,
            vin: doc.vin,
          })
        : null;
    case 'page':
      return doc.route && doc.route in routes ? pathFor(doc.route as RouteName) : null;
    default:
      return null;
  }
}

/** The landing path of each page key (for `page` documents and menus). */
export const pagePathByKey: Partial<Record<PageKey, string>> = {
  home: '/',
  contact: '/contact-us',
  sellTrade: '/sell-trade-my-car',
  valueMyCar: '/sell-trade-my-car/your-vehicle',
  howItWorks: '/value-my-car-how-it-works',
  instantCashOffer: '/sell-my-car-instant-cash-offer',
  profitSharingOffer: '/sell-my-car-profit-sharing',
  company: '/our-company',
  team: '/our-company/meet-our-team',
  careers: '/our-company/careers',
  carResearch: '/car-research',
  helpCenter: '/car-research/help-center',
  service: '/service',
  financing: '/auto-financing',
  specialOffers: '/special-offers',
  inventory: '/cars-for-sale',
  protectionPlans: '/vehicle-protection-plans',
};
