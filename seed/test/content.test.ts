/** The business facts the seeded content must carry: pages, menus, stores, hours, questionnaire, marketing facts. */
import {
  BODY_STYLE_VALUES,
  DAYS_OF_WEEK,
  LEAD_FORM_TYPES,
  POPUP_RULE_TYPES,
  REVIEW_CATEGORIES,
} from '@dealer/schemas/constants';
import {
  LEGAL_SLUGS,
  PAGE_KEYS,
  PAGE_KEYS as ALL_PAGE_KEYS,
  matchPath,
  routes,
  vehiclePath,
  type PageKey,
} from '@dealer/schemas/routes';
import { dateFromReference } from '../src/dates';
import { docId } from '../src/keys';
import type { PopupRule, SeedDocument } from '../src/types';
import { dataset, ofType, parsed, single, VARIANTS, walk } from './helpers';

const SELL_CAR_ENABLED = [
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
];

describe('site settings', () => {
  test('sell-car enables exactly the spec’s pages; dealership enables all', () => {
    const sellCar = single('sell-car', 'siteSettings');
    expect(sellCar.variant).toBe('sell-car');
    expect([...sellCar.enabledPages].sort()).toEqual([...SELL_CAR_ENABLED].sort());
    for (const disabled of ['service', 'financing', 'specialOffers', 'inventory', 'protectionPlans'])
      expect(sellCar.enabledPages).not.toContain(disabled);
    const dealership = single('dealership', 'siteSettings');
    expect(dealership.variant).toBe('dealership');
    expect([...dealership.enabledPages].sort()).toEqual([...ALL_PAGE_KEYS].sort());
  });

  test('cookie tier, language and inventory conditions', () => {
    expect(single('sell-car', 'siteSettings').cookieTier).toBe(1);
    expect(single('dealership', 'siteSettings').cookieTier).toBe(3);
    expect(single('dealership', 'siteSettings').inventoryConditions).toEqual(['new', 'used']);
    for (const variant of VARIANTS) expect(single(variant, 'siteSettings').defaultLanguage).toBe('en');
  });

  test('sell-car menus: header How It Works / Instant Cash / Profit Sharing, main menu, footer', () => {
    const settings = single('sell-car', 'siteSettings');
    expect(settings.headerMenu?.map(({ label, href }) => [label, href])).toEqual([
      ['How It Works', '/value-my-car-how-it-works'],
      ['Instant Cash', '/sell-my-car-instant-cash-offer'],
      ['Profit Sharing', '/sell-my-car-profit-sharing'],
    ]);
    expect(
      settings.mainMenu?.map((group) => [group.label, group.links?.map(({ label, href }) => [label, href])]),
    ).toEqual([
      [
        'Sell or Trade My Car',
        [
          ['Value My Car', '/sell-trade-my-car/your-vehicle'],
          ['How It Works', '/value-my-car-how-it-works'],
          ['Instant Cash Offer', '/sell-my-car-instant-cash-offer'],
          ['Profit Sharing Offer', '/sell-my-car-profit-sharing'],
          ['Trade My Car', '/sell-trade-my-car'],
        ],
      ],
      [
        'About Us',
        [
          ['Meet Our Team', '/our-company/meet-our-team'],
          ['Careers', '/our-company/careers'],
        ],
      ],
      ['Reach Out', [['Contact Us', '/contact-us']]],
    ]);
    expect(settings.footerMenu?.map(({ label, href }) => [label, href])).toEqual([
      ['Contact Us', '/contact-us'],
      ['Privacy Policy', '/legal/privacy-policy'],
      ['Terms of Sale', '/legal/terms-of-sale'],
      ['Cookie Policy', '/legal/cookie-policy'],
    ]);
  });

  test('dealership menus add Shop (with the special filters), Finance, Service, Special Offers and Protection plans', () => {
    const settings = single('dealership', 'siteSettings');
    const labels = (settings.mainMenu ?? []).map((group) => group.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Shop',
        'Sell or Trade My Car',
        'Finance',
        'Service',
        'Special Offers',
        'Protection Plans',
        'About Us',
        'Reach Out',
      ]),
    );
    const shop = settings.mainMenu?.find((group) => group.label === 'Shop')?.links?.map((item) => item.href);
    expect(shop).toEqual(
      expect.arrayContaining([
        '/cars-for-sale',
        '/cars-for-sale/price-under-20000',
        '/cars-for-sale/great_deals/price_drop',
        '/cars-for-sale/great_deals/premium_upgrades',
      ]),
    );
  });

  test('lead routing has one row for each of the 15 form types', () => {
    for (const variant of VARIANTS) {
      const routing = single(variant, 'siteSettings').leadRouting;
      expect(routing?.map((row) => row.formType)).toEqual([...LEAD_FORM_TYPES]);
      expect(routing).toHaveLength(15);
      const byType = new Map((routing ?? []).map((row) => [row.formType, row]));
      expect(byType.get('DEFAULT')).toMatchObject({ subject: 'Website Lead', type: 'text' });
      expect(byType.get('CAREERS')?.type).toBe('text');
      expect(byType.get('STAFF_MEMBER')?.type).toBe('text');
      expect(byType.get('SELL_OR_TRADE')?.type).toBe('adf');
      expect(routing?.filter((row) => row.crmProvider === 'eleads')).toHaveLength(1);
      for (const row of routing ?? []) expect(row.recipient).toMatch(/^[a-z]+@[a-z]+\.[a-z]{2,}$/);
    }
  });

  test('interface strings carry the 404 texts in English and Spanish', () => {
    for (const variant of VARIANTS) {
      const strings = new Map(single(variant, 'siteSettings').uiStrings?.map((entry) => [entry.key, entry]));
      expect(strings.get('notFound.badge')?.en).toBe('404');
      expect(strings.get('notFound.title')?.en).toBe('Page not found');
      expect(strings.get('notFound.subtitle')?.en).toBe('Sorry, we couldn’t find the page you’re looking for.');
      expect(strings.get('notFound.button')?.en).toBe('Go back home');
      for (const key of ['error.title', 'error.subtitle', 'error.button', 'nav.menu', 'nav.close', 'footer.rights']) {
        expect(strings.get(key)?.en).toBeTruthy();
        expect(strings.get(key)?.es).toBeTruthy();
      }
      expect(strings.size).toBe(single(variant, 'siteSettings').uiStrings?.length);
    }
  });
});

describe('stores and locations', () => {
  test('two stores and two locations for sell-car, four and four for the dealership', () => {
    expect(ofType('sell-car', 'store')).toHaveLength(2);
    expect(ofType('sell-car', 'location')).toHaveLength(2);
    expect(ofType('dealership', 'store')).toHaveLength(4);
    expect(ofType('dealership', 'location')).toHaveLength(4);
  });

  test('the sell-car default store is rated 4.8 from 180 Google reviews', () => {
    const settings = single('sell-car', 'siteSettings');
    const store = ofType('sell-car', 'store').find((candidate) => candidate._id === settings.defaultStore._ref);
    expect(store?.ratings?.google).toMatchObject({ rating: 4.8, count: 180 });
    expect(store?.city).toBeTruthy();
  });

  test('sales hours: 9–18 on weekdays, Saturday 9–17, Sunday closed at the default store; stores differ on a few days', () => {
    for (const variant of VARIANTS) {
      const settings = single(variant, 'siteSettings');
      const stores = ofType(variant, 'store');
      const main = stores.find((store) => store._id === settings.defaultStore._ref);
      if (!main) throw new Error('default store missing');
      const hours = Object.fromEntries(
        (main.salesHours ?? []).map((day) => [day.day, day.closed ? 'closed' : `${day.open}-${day.close}`]),
      );
      expect(hours).toEqual({
        monday: '09:00-18:00',
        tuesday: '09:00-18:00',
        wednesday: '09:00-18:00',
        thursday: '09:00-18:00',
        friday: '09:00-18:00',
        saturday: '09:00-17:00',
        sunday: 'closed',
      });
      for (const store of stores) {
        expect(store.timezone).toBe('America/Chicago');
        expect(store.salesHours?.map((day) => day.day)).toEqual([...DAYS_OF_WEEK]);
      }
      const schedule = (store: (typeof stores)[number]) =>
        JSON.stringify(store.salesHours?.map((day) => [day.day, day.closed, day.open, day.close]));
      const differing = stores.filter((store) => schedule(store) !== schedule(main));
      expect(differing.length).toBeGreaterThan(0);
    }
  });

  test('service departments: none in sell-car; in the dealership the service stores have working hours', () => {
    for (const store of ofType('sell-car', 'store')) expect(store.hasServiceDepartment).toBe(false);
    const dealership = ofType('dealership', 'store');
    expect(dealership.filter((store) => store.hasServiceDepartment).length).toBeGreaterThanOrEqual(2);
    for (const store of dealership) expect(store.workingHours !== undefined).toBe(store.hasServiceDepartment);
  });
});

describe('collections', () => {
  test.each(VARIANTS)('%s: at least 30 articles in 5+ categories by 4+ authors, some in the help center', (variant) => {
    const articles = ofType(variant, 'article');
    expect(articles.length).toBeGreaterThanOrEqual(30);
    expect(new Set(articles.map((article) => article.category._ref)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(articles.map((article) => article.author?._ref)).size).toBeGreaterThanOrEqual(4);
    expect(articles.filter((article) => article.helpCenter).length).toBeGreaterThanOrEqual(5);
    const nodeTypes = (types: string) =>
      articles.filter((article) => article.body.some((node) => types.includes(node._type))).length;
    expect(nodeTypes('image')).toBe(articles.length);
    expect(nodeTypes('table')).toBeGreaterThanOrEqual(3);
    expect(nodeTypes('ctaBlock')).toBeGreaterThanOrEqual(3);
    const slugs = articles.map((article) => article.slug.current);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  test.each(VARIANTS)('%s: at least 10 team members with portraits in both departments', (variant) => {
    const team = ofType(variant, 'teamMember');
    expect(team.length).toBeGreaterThanOrEqual(10);
    expect(new Set(team.map((member) => member.department))).toEqual(new Set(['Sales', 'Service']));
    for (const member of team) {
      expect(member.rating).toBeGreaterThanOrEqual(0);
      expect(member.rating).toBeLessThanOrEqual(5);
      expect(member.email).toMatch(/@/);
    }
  });

  test.each(VARIANTS)('%s: at least 9 reviews in each category', (variant) => {
    const reviews = ofType(variant, 'review');
    expect(reviews.length).toBeGreaterThanOrEqual(12);
    for (const category of REVIEW_CATEGORIES)
      expect(reviews.filter((review) => review.categories?.includes(category)).length).toBeGreaterThanOrEqual(9);
  });

  test.each(VARIANTS)('%s: four legal pages and at least four job positions', (variant) => {
    expect(
      ofType(variant, 'legalPage')
        .map((page) => page.slug.current)
        .sort(),
    ).toEqual([...LEGAL_SLUGS].sort());
    for (const page of ofType(variant, 'legalPage')) expect(page.body.length).toBeGreaterThanOrEqual(6);
    expect(ofType(variant, 'jobPosition').filter((position) => position.active).length).toBeGreaterThanOrEqual(4);
  });

  test('dealership: nine body styles and at least six service items with op codes', () => {
    expect(ofType('dealership', 'bodyStyle').map((style) => style.value)).toEqual([...BODY_STYLE_VALUES]);
    const services = ofType('dealership', 'serviceItem');
    expect(services.length).toBeGreaterThanOrEqual(6);
    expect(new Set(services.map((item) => item.opCode)).size).toBe(services.length);
  });
});

describe('FAQs', () => {
  const answers = (variant: 'sell-car' | 'dealership', topic: string) =>
    ofType(variant, 'faq')
      .filter((faq) => faq.topic === topic)
      .map((faq) => JSON.stringify(faq.answer))
      .join(' ');

  test('carry the marketing facts: warranty mileage, inspection, oil change, pre-approval time, offer validity, the $300 promise', () => {
    expect(answers('dealership', 'warranty')).toMatch(/85,000 miles/);
    expect(answers('dealership', 'warranty')).toMatch(/75-point inspection/);
    expect(answers('dealership', 'service')).toMatch(/3,000 to 5,000 miles/);
    expect(answers('dealership', 'financing')).toMatch(/under 60 seconds/);
    expect(answers('dealership', 'financing')).toMatch(/24 to 48 hours/);
    for (const variant of VARIANTS) {
      expect(answers(variant, 'sell')).toMatch(/valid for 7 days/);
      expect(answers(variant, 'sell')).toMatch(/under 60 seconds/);
      expect(answers(variant, 'sell')).toMatch(/beats any condition-verified offer by \$300/);
    }
  });
});

describe('offers, promotions and popups', () => {
  const today = dateFromReference(0);

  test('offers: every type, some expired, upcoming, active and monthly; disclaimers mention the end date', () => {
    const offers = ofType('dealership', 'offer');
    expect(new Set(offers.map((offer) => offer.offerType))).toEqual(new Set(['dealer', 'sales', 'service']));
    expect(
      offers.some((offer) => offer.endDate !== undefined && offer.endDate < today && offer.recurring === 'none'),
    ).toBe(true);
    expect(offers.some((offer) => offer.startDate !== undefined && offer.startDate > today)).toBe(true);
    expect(
      offers.some(
        (offer) => (offer.startDate ?? '') <= today && (offer.endDate === undefined || offer.endDate >= today),
      ),
    ).toBe(true);
    expect(offers.some((offer) => offer.recurring === 'monthly')).toBe(true);
    for (const offer of offers)
      expect(offer.disclaimer?.includes('{expiration_end_date}')).toBe(offer.endDate !== undefined);
    expect(ofType('sell-car', 'offer')).toHaveLength(0);
  });

  test.each(VARIANTS)('%s promotions: both positions, some expired, upcoming and running through 2050', (variant) => {
    const promotions = ofType(variant, 'promotion');
    const now = `${today}T12:00:00Z`;
    expect(new Set(promotions.map((promotion) => promotion.position))).toEqual(
      new Set(['promotions-carousel', 'grid-item']),
    );
    expect(promotions.some((promotion) => (promotion.endDate ?? '') < now)).toBe(true);
    expect(promotions.some((promotion) => (promotion.startDate ?? '') > now)).toBe(true);
    expect(
      promotions.some((promotion) => promotion.endDate?.startsWith('2050-12-31') && (promotion.startDate ?? '') < now),
    ).toBe(true);
  });

  test.each(VARIANTS)(
    '%s popups: the unlock-inventory dialog on the third vehicle page where there is an inventory, and every rule kind',
    (variant) => {
      const popups = ofType(variant, 'popup');
      const unlock = popups.find((popup) => popup.component?.componentName === 'unlockInventory');
      // A dialog that opens on vehicle pages only belongs to a site that has them.
      if (ofType(variant, 'vehicle').length === 0) expect(unlock).toBeUndefined();
      else expect(unlock?.component?.title).toBe('Unlock Vehicle Inventory');
      const rules = (unlock?.conditions ?? []).flatMap((condition) => condition.rules);
      if (unlock)
        expect(rules).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ _type: 'popupRuleItemsViewed', name: 'vehicle', minCount: 3 }),
          ]),
        );
      expect(Object.keys(routes)).toContain('vehicle');

      const all: PopupRule[] = popups.flatMap((popup) => popup.conditions.flatMap((condition) => condition.rules));
      expect(new Set(all.map((rule) => rule._type))).toEqual(new Set(POPUP_RULE_TYPES));
      const modes = new Set(all.flatMap((rule) => (rule._type === 'popupRuleAdsValue' ? [rule.mode] : [])));
      expect(modes).toEqual(new Set(['absent', 'present', 'equals', 'in', 'not']));
      const settings = single(variant, 'siteSettings');
      expect(settings.popups?.map((item) => item._ref).sort()).toEqual(popups.map((popup) => popup._id).sort());
    },
  );
});

describe('pages', () => {
  // Static routes have no placeholder; the shopper's own pages (the garage, compare) are filled in the browser and
  // have no page document.
  const staticRoutes = (Object.keys(routes) as (keyof typeof routes)[]).filter(
    (name) => !routes[name].pattern.includes(':') && !(routes[name] as { personal?: boolean }).personal,
  );

  test.each(VARIANTS)('%s: exactly one page document per enabled static route', (variant) => {
    const enabled = new Set<string>(single(variant, 'siteSettings').enabledPages);
    const expected = staticRoutes.filter((name) => enabled.has(routes[name].pageKey)).sort();
    const pages = ofType(variant, 'page');
    expect(pages.map((page) => page.route).sort()).toEqual(expected);
    for (const page of pages) {
      expect(page._id).toBe(docId('page', page.route));
      expect(page.title).toBeTruthy();
      expect(page.seo?.description?.length).toBeGreaterThan(20);
    }
  });

  const section = (variant: 'sell-car' | 'dealership', route: string) =>
    ofType(variant, 'page').find((page) => page.route === route)?.sections ?? [];
  const text = (variant: 'sell-car' | 'dealership', route: string) => JSON.stringify(section(variant, route));

  test('sell-car home: hero, three feature buttons, 2-offers steps, rating, both offer cards, promotions, reviews, sell FAQ, callouts', () => {
    const home = section('sell-car', 'home');
    const types = home.map((item) => item._type);
    expect(types).toEqual(
      expect.arrayContaining([
        'heroSection',
        'featureButtonsSection',
        'stepsSection',
        'ratingSection',
        'offerCardsSection',
        'promotionsSection',
        'reviewsSection',
        'faqSection',
        'calloutSection',
      ]),
    );
    const buttons = home.find((item) => item._type === 'featureButtonsSection');
    expect(buttons?._type === 'featureButtonsSection' && buttons.buttons.length).toBe(3);
    expect(home.find((item) => item._type === 'faqSection')).toMatchObject({ topic: 'sell' });
    const cards = text('sell-car', 'home');
    expect(cards).toMatch(/2 offers in 2 minutes/);
    expect(cards).toMatch(/beats any condition-verified offer by \$300/);
    expect(cards).toMatch(/under 60 seconds/);
    expect(cards).toMatch(/Valid for 7 days/);
    expect(cards).toMatch(/68%/);
    expect(cards).toMatch(/32%/);
  });

  test('dealership home: department tabs for all four departments, special filters, body styles, promotions and three callouts', () => {
    const home = section('dealership', 'home');
    const tabs = home.find((item) => item._type === 'departmentTabsSection');
    expect(tabs?._type === 'departmentTabsSection' && tabs.tabs.map((tab) => tab.department).sort()).toEqual([
      'finance',
      'sellTrade',
      'service',
      'shop',
    ]);
    expect(text('dealership', 'home')).toContain('/cars-for-sale/price-under-20000');
    const callouts = home.flatMap((item) => (item._type === 'calloutSection' ? [item.variant] : []));
    expect(callouts.sort()).toEqual(['dealership', 'financing', 'warranty']);
    expect(home.map((item) => item._type)).toEqual(
      expect.arrayContaining([
        'bodyStylesSection',
        'promotionsSection',
        'reviewsSection',
        'faqSection',
        'specialFiltersSection',
      ]),
    );
  });

  test('sell/trade compares with a private sale, a trade-in elsewhere and other instant offers', () => {
    const comparison = section('sell-car', 'sellTrade').find((item) => item._type === 'comparisonSection');
    if (comparison?._type !== 'comparisonSection') throw new Error('no comparison');
    expect(comparison.columns.slice(1)).toEqual(['Private sale', 'Trade-in elsewhere', 'Other instant offers']);
    for (const row of comparison.rows) expect(row.values).toHaveLength(comparison.columns.length);
  });

  test('profit sharing explains 68%/32%, reconditioning, advertising and the $1,500 plus 5% disclaimer', () => {
    const page = text('sell-car', 'profitSharingOffer');
    for (const fact of ['68%', '32%', '$560', '$260', '$300', 'about 2%', '$995', '5%', 'minimum of $1,500 plus 5%'])
      expect(page).toContain(fact);
  });

  test('protection plans carry the warranty FAQ and the lifetime engine warranty', () => {
    expect(section('dealership', 'protectionPlans')).toEqual(
      expect.arrayContaining([expect.objectContaining({ _type: 'faqSection', topic: 'warranty' })]),
    );
    expect(text('dealership', 'protectionPlans')).toContain('85,000 miles');
  });
});

describe('links', () => {
  /** Internal links must land on a route the variant enables (inventory filter paths live under /cars-for-sale). */
  const linkTarget = (href: string): PageKey | null => {
    const pathOnly = href.split(/[?#]/)[0] ?? href;
    if (pathOnly.startsWith('/cars-for-sale/')) return 'inventory';
    return matchPath(pathOnly)?.route.pageKey ?? null;
  };

  test.each(VARIANTS)('%s: every internal link points at an enabled page', (variant) => {
    const enabled = new Set<string>(single(variant, 'siteSettings').enabledPages);
    const broken: string[] = [];
    let links = 0;
    walk(parsed(variant), (value, at) => {
      if (typeof value !== 'string' || !value.startsWith('/')) return;
      if (!/(href|Href|url|link|Link|redirect)$/.test(at.split('.').pop() ?? '')) return;
      links += 1;
      const key = linkTarget(value);
      if (!key || !enabled.has(key)) broken.push(`${at}: ${value}`);
    });
    expect(links).toBeGreaterThan(40);
    expect(broken).toEqual([]);
  });

  test('page keys used by links are real page keys', () => {
    expect(PAGE_KEYS).toContain('inventory');
  });
});

test('sold vehicles: none is in stock, most share a stocked make and model, one a body style only', () => {
  const sold = ofType('dealership', 'soldVehicle');
  const stocked = ofType('dealership', 'vehicle');
  const vins = new Set(stocked.map((vehicle) => vehicle.vin));
  const models = new Set(stocked.map((vehicle) => `${vehicle.make}|${vehicle.model}`));
  expect(sold.length).toBeGreaterThanOrEqual(2);
  for (const car of sold) expect(vins.has(car.vin)).toBe(false);
  expect(sold.filter((car) => models.has(`${car.make}|${car.model}`)).length).toBeGreaterThan(0);
  expect(sold.filter((car) => !models.has(`${car.make}|${car.model}`) && car.bodyStyle).length).toBe(1);
  expect(ofType('sell-car', 'soldVehicle')).toEqual([]);
});

describe('vehicles', () => {
  const vehicles = () => ofType('dealership', 'vehicle');

  test('default inventory: 420 vehicles with realistic variety', () => {
    const list = vehicles();
    expect(list).toHaveLength(420);
    const makes = new Set(list.map((vehicle) => vehicle.make));
    for (const make of ['BMW', 'Mercedes-Benz', 'Audi', 'Volkswagen', 'Porsche', 'Tesla', 'Jeep', 'Chevrolet', 'Ford'])
      expect(makes).toContain(make);
    expect(list.some((vehicle) => vehicle.model === 'Wrangler')).toBe(true);
    expect(list.some((vehicle) => vehicle.model.startsWith('Corvette'))).toBe(true);
    expect(new Set(list.map((vehicle) => vehicle.bodyStyle?._ref)).size).toBe(9);
  });

  test('conditions, price drops, premium upgrades, private vehicles and cars under $20k', () => {
    const list = vehicles();
    const share = (predicate: (vehicle: (typeof list)[number]) => boolean) =>
      list.filter(predicate).length / list.length;
    expect(share((vehicle) => vehicle.condition === 'used')).toBeGreaterThan(0.6);
    expect(share((vehicle) => vehicle.condition === 'new')).toBeGreaterThan(0);
    expect(share((vehicle) => vehicle.condition === 'certified')).toBeGreaterThan(0);
    expect(share((vehicle) => vehicle.oldPrice !== undefined)).toBeGreaterThan(0.05);
    expect(share((vehicle) => vehicle.premiumUpgrade === true)).toBeGreaterThan(0.03);
    expect(share((vehicle) => vehicle.isPrivate === true)).toBeGreaterThan(0.01);
    expect(share((vehicle) => vehicle.price < 20_000)).toBeGreaterThan(0.15);
    for (const vehicle of list) {
      if (vehicle.oldPrice !== undefined) expect(vehicle.oldPrice).toBeGreaterThan(vehicle.price);
      expect(vehicle.images?.length).toBeGreaterThanOrEqual(2);
      expect(vehicle.images?.length).toBeLessThanOrEqual(4);
      expect(vehicle.features?.length).toBeGreaterThan(5);
      expect(vehicle.keyFeatures?.length).toBeGreaterThanOrEqual(4);
      expect(vehicle.keyFeatures?.length).toBeLessThanOrEqual(8);
    }
  });

  test('in stock within the last 120 days of the reference date; stock numbers unique', () => {
    const earliest = dateFromReference(-119);
    const latest = dateFromReference(0);
    for (const vehicle of vehicles()) {
      expect((vehicle.dateInStock ?? '') >= earliest && (vehicle.dateInStock ?? '') <= latest).toBe(true);
    }
    const stock = vehicles().map((vehicle) => vehicle.stockNumber);
    expect(new Set(stock).size).toBe(stock.length);
  });

  test('vehicle ids and paths: vehicle.<vin>, and the route map recognises each vehicle path', () => {
    for (const vehicle of vehicles().slice(0, 60)) {
      expect(vehicle._id).toBe(docId('vehicle', vehicle.vin));
      expect(matchPath(vehiclePath(vehicle))?.name).toBe('vehicle');
    }
  });

  test('body-style starting prices match the lowest public price', () => {
    for (const style of ofType('dealership', 'bodyStyle')) {
      const prices = vehicles()
        .filter((vehicle) => vehicle.bodyStyle?._ref === style._id && !vehicle.isPrivate)
        .map((vehicle) => vehicle.price);
      expect(style.startingPrice).toBe(Math.floor(Math.min(...prices) / 100) * 100);
    }
  });

  test('the dealership NDJSON stays under 3 MB at default settings', () => {
    expect(Buffer.byteLength(dataset('dealership').ndjson)).toBeLessThan(3 * 1024 * 1024);
  });
});

test('no document type outside the content model', () => {
  const known: SeedDocument['_type'][] = [
    'siteSettings',
    'questionnaire',
    'store',
    'location',
    'vehicle',
    'soldVehicle',
    'bodyStyle',
    'article',
    'articleCategory',
    'author',
    'teamMember',
    'jobPosition',
    'review',
    'offer',
    'promotion',
    'popup',
    'faq',
    'legalPage',
    'page',
    'serviceItem',
    'experimentOverride',
  ];
  for (const variant of VARIANTS) for (const doc of dataset(variant).documents) expect(known).toContain(doc._type);
});

test.each(VARIANTS)('%s: experiment overrides have unique names and reference seeded popups', (variant) => {
  const { documents } = dataset(variant);
  const overrides = documents.filter((doc) => doc._type === 'experimentOverride');
  expect(overrides.length).toBeGreaterThanOrEqual(3);
  const names = overrides.map((doc) => (doc as { name: string }).name);
  expect(new Set(names).size).toBe(names.length);
  const ids = new Set(documents.map((doc) => doc._id));
  for (const doc of overrides) {
    for (const popup of (doc as { popups?: { _ref: string }[] }).popups ?? []) expect(ids).toContain(popup._ref);
    const settings = (doc as { settings?: string }).settings;
    if (settings) expect(() => JSON.parse(settings) as unknown).not.toThrow();
  }
});
