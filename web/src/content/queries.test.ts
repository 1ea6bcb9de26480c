/**
 * Runs every exported query against both seed datasets (groq-js, as the embedded site does) and checks that each
 * result has the shape its page relies on. A new query must be added to the table below, or this test fails.
 */
import type { EmbeddedDataset } from './embedded/dataset';
import { runEmbeddedQuery } from './embedded/run-query';
import { seedDataset } from './embedded/testing/seed-dataset';
import * as queries from './queries';
import { evaluateInventorySearch } from '../lib/inventory/evaluate-search';
import {
  SIMILAR_VEHICLES,
  similarSearchParams,
  UNFILTERED_SEARCH,
  type InventorySearchParams,
} from '../lib/inventory/search-params';

type Dataset = 'sell-car' | 'dealership';
type Shape = 'object' | 'nonEmptyArray' | 'array' | 'boolean' | 'stringArray' | 'nullable' | 'string';

interface Expectation {
  shape: Shape | Record<Dataset, Shape>;
  /** Fields that must be present (not null) on the object, or on every item of the array. */
  required?: string[];
}

const expectations: Record<string, Expectation> = {
  leadSettingsQuery: {
    shape: 'object',
    required: ['settings.siteName', 'settings.leadRouting.0.recipient', 'stores.0.name', 'stores.0.storeId'],
  },
  staffMemberLeadQuery: { shape: 'object', required: ['firstName', 'email', 'slug'] },
  testDriveHoursQuery: { shape: 'object', required: ['defaultStore.timezone', 'defaultStore.salesHours.0.open'] },
  leadVehicleStoreQuery: { shape: { 'sell-car': 'nullable', dealership: 'object' }, required: ['_id', 'storeId'] },
  careerPositionOptionsQuery: { shape: 'nonEmptyArray', required: ['_id', 'title'] },
  siteShellQuery: {
    shape: 'object',
    required: ['settings.variant', 'settings.enabledPages', 'stores.0.name', 'stores.0.salesHours'],
  },
  pageByRouteQuery: { shape: 'object', required: ['title', 'sections.0._type'] },
  pageSeoByRouteQuery: { shape: 'object', required: ['title'] },
  activeBodyStylesQuery: { shape: { 'sell-car': 'array', dealership: 'nonEmptyArray' }, required: ['name', 'value'] },
  reviewsQuery: { shape: 'nonEmptyArray', required: ['reviewerName', 'review', 'categories'] },
  activePromotionsQuery: { shape: 'nonEmptyArray', required: ['title', 'position'] },
  faqsByTopicQuery: { shape: 'nonEmptyArray', required: ['question', 'answer'] },
  teamMembersQuery: { shape: 'nonEmptyArray', required: ['firstName', 'lastName', 'slug', 'department'] },
  teamMemberBySlugQuery: { shape: 'object', required: ['firstName', 'slug', 'title'] },
  activePositionsQuery: { shape: 'nonEmptyArray', required: ['title'] },
  locationsQuery: { shape: 'nonEmptyArray', required: ['name', 'addressLine1'] },
  serviceItemsQuery: { shape: { 'sell-car': 'array', dealership: 'nonEmptyArray' }, required: ['opCode', 'name'] },
  activeOffersByTypeQuery: {
    shape: { 'sell-car': 'array', dealership: 'nonEmptyArray' },
    required: ['offerId', 'name'],
  },
  latestArticlesQuery: { shape: 'nonEmptyArray', required: ['title', 'slug', 'mainImage.asset.url'] },
  articleBySlugQuery: { shape: 'object', required: ['title', 'body.0._type', 'author.name', 'category.title'] },
  legalPageBySlugQuery: { shape: 'object', required: ['title', 'body.0._type'] },
  enabledPagesQuery: { shape: 'stringArray' },
  slugDocumentExistsQuery: { shape: 'boolean' },
  offerScheduleQuery: { shape: 'nullable' },
  vehicleStockByVinQuery: { shape: 'object' },
  soldVehicleByVinQuery: { shape: 'nullable' },
  similarToMissingCandidatesQuery: { shape: 'array' },
  activeOffersQuery: {
    shape: { 'sell-car': 'array', dealership: 'nonEmptyArray' },
    required: ['offerId', 'name', 'offerType'],
  },
  defaultStoreTimeZoneQuery: { shape: 'nullable' },
  offerByIdQuery: {
    shape: { 'sell-car': 'nullable', dealership: 'object' },
    required: ['offerId', 'name', 'offerType'],
  },
  sitemapArticlesQuery: { shape: 'nonEmptyArray', required: ['slug', 'lastmod'] },
  sitemapTeamMembersQuery: { shape: 'nonEmptyArray', required: ['slug'] },
  sitemapVehiclesQuery: {
    shape: { 'sell-car': 'array', dealership: 'nonEmptyArray' },
    required: ['condition', 'year', 'make', 'model', 'vin'],
  },
  sitemapOffersQuery: {
    shape: { 'sell-car': 'array', dealership: 'nonEmptyArray' },
    required: ['offerType', 'offerId'],
  },
  consentSettingsQuery: { shape: 'object', required: ['cookieTier'] },
  // the proxy's cache-variant inputs: the default store and language, the tier, every store id
  siteVariantInputsQuery: { shape: 'object', required: ['settings', 'stores'] },
  // experiments: three seeded overrides, two of them active
  activeExperimentNamesQuery: { shape: 'nonEmptyArray' },
  experimentOverridesQuery: { shape: 'nonEmptyArray', required: ['name'] },
  // content pages + SEO
  articleSearchRankQuery: { shape: 'nonEmptyArray' },
  articleCardsByIdsQuery: { shape: 'nonEmptyArray', required: ['title', 'slug', 'category.title'] },
  articleCategoryPageQuery: { shape: 'object', required: ['title', 'slug', 'articles.0.slug'] },
  articleCategoriesQuery: { shape: 'nonEmptyArray', required: ['title', 'slug', 'count'] },
  authorPageQuery: { shape: 'object', required: ['name', 'slug', 'articles.0.slug'] },
  helpCenterArticlesQuery: { shape: 'nonEmptyArray', required: ['title', 'slug'] },
  metadataTemplatesQuery: {
    shape: 'object',
    required: ['siteName', 'metadataTemplates.offerTitle', 'metadataTemplates.staffTitle'],
  },
  questionnaireQuery: {
    shape: 'object',
    required: [
      'title',
      'categories.0.questionIds',
      'questions.0.questionId',
      'questions.1.answers.1.deductions.0.rules.0.value',
    ],
  },
  // inventory
  inventoryVocabularyQuery: { shape: 'object', required: ['bodyStyles', 'stores.0.storeId'] },
  inventorySearchQuery: {
    shape: { 'sell-car': 'array', dealership: 'nonEmptyArray' },
    required: ['_id', 'make', 'model', 'bodyStyle', 'storeId', 'condition'],
  },
  inventoryPageQuery: { shape: 'object', required: ['rows'] },
  inventoryCardsByIdsQuery: {
    shape: { 'sell-car': 'array', dealership: 'nonEmptyArray' },
    required: ['vin', 'year', 'make', 'model', 'price', 'image.asset.url', 'store.city'],
  },
  vehicleByVinQuery: {
    shape: { 'sell-car': 'nullable', dealership: 'object' },
    required: ['vin', 'price', 'images.0.asset.url', 'store.name', 'store.baseApr', 'similar'],
  },
  vehiclePathByVinQuery: {
    shape: { 'sell-car': 'nullable', dealership: 'object' },
    required: ['condition', 'year', 'make', 'model', 'vin'],
  },
  vehicleFeedQuery: {
    shape: { 'sell-car': 'array', dealership: 'nonEmptyArray' },
    required: ['vin', 'price', 'imageUrl', 'store.storeId', 'store.addressLine1'],
  },
  garageVehiclesByVinsQuery: {
    shape: { 'sell-car': 'array', dealership: 'nonEmptyArray' },
    required: ['_id', 'vin', 'year', 'make', 'model', 'image.asset.url', 'store.storeId', 'store.map.latitude'],
  },
  garageVehiclesByIdsQuery: {
    shape: { 'sell-car': 'array', dealership: 'nonEmptyArray' },
    required: ['_id', 'vin', 'year', 'make', 'model', 'store.name'],
  },
  alertInventoryQuery: {
    shape: { 'sell-car': 'array', dealership: 'nonEmptyArray' },
    required: ['_id', 'vin', 'price', 'condition', 'year', 'make', 'model', 'store._ref'],
  },
  dealVehicleQuery: {
    shape: { 'sell-car': 'nullable', dealership: 'object' },
    required: ['vin', 'price', 'year', 'make', 'model', 'store.storeId', 'store.fees.documentary', 'store.taxes'],
  },
  firstPricedVehicleVinQuery: { shape: { 'sell-car': 'nullable', dealership: 'string' } },
  soldVehiclesByVinsQuery: {
    shape: { 'sell-car': 'array', dealership: 'nonEmptyArray' },
    required: ['vin', 'make', 'model', 'price', 'bodyStyle._id'],
  },
  inventoryMatchVinsQuery: { shape: { 'sell-car': 'array', dealership: 'nonEmptyArray' }, required: ['vin'] },
  inventoryRedirectSettingsQuery: { shape: 'object', required: ['enabledPages'] },
  activePopupsQuery: { shape: 'nonEmptyArray', required: ['popupId', 'conditions.0.rules.0._type', 'component.type'] },
  // financing
  financeStoreRatesQuery: { shape: 'object', required: ['baseApr'] },
};

const datasets: Record<Dataset, EmbeddedDataset> = {
  'sell-car': seedDataset('sell-car'),
  dealership: seedDataset('dealership'),
};

/** A real value for each query parameter, taken from the dataset itself so the query has something to find. */
function paramsFor(query: string, dataset: EmbeddedDataset): Record<string, unknown> {
  const docType = /_type == "([A-Za-z]+)"/.exec(query)?.[1];
  const first = (type: string) =>
    dataset.documents.find((doc) => doc._type === type) as Record<string, unknown> | undefined;
  const values: Record<string, () => unknown> = {
    route: () => 'home',
    slug: () =>
      (first(docType === undefined || docType === '$type' ? 'article' : docType)?.slug as { current?: string })
        ?.current ?? '',
    type: () => 'article',
    topic: () => first('faq')?.topic,
    offerType: () => first('offer')?.offerType ?? 'dealer',
    offerId: () => first('offer')?.offerId ?? 'none',
    today: () => '2026-11-21',
    limit: () => 3,
    storeId: () => first('store')?.storeId,
    terms: () => ['car*'],
    ids: () =>
      dataset.documents.filter((doc) => doc._type === 'article' || doc._type === 'vehicle').map((doc) => doc._id),
    // inventory search: every filter off (null), newest first; the vehicle page: the first vehicle's VIN
    ...Object.fromEntries(
      [
        'condition',
        'bodyStyleIds',
        'makes',
        'models',
        'colors',
        'drivetrains',
        'fuels',
        'storeIds',
        'yearMin',
        'yearMax',
        'priceMin',
        'priceMax',
        'mileageMax',
        'deal',
        'payFromYear',
        'payNewerMax',
        'payOlderMax',
      ].map((key) => [key, () => null]),
    ),
    sort: () => 'newest',
    includePrivate: () => true,
    start: () => 0,
    end: () => 19,
    vin: () => first('vehicle')?.vin ?? null,
    // the garage: the first VINs of the queried type (cars in stock, or the sold records)
    vins: () =>
      dataset.documents
        .filter((doc) => doc._type === (docType === 'soldVehicle' ? 'soldVehicle' : 'vehicle'))
        .slice(0, 3)
        .map((doc) => doc.vin),
    // similar cars of a car not in stock: the first vehicle's make and model, no body style
    make: () => first('vehicle')?.make ?? null,
    model: () => first('vehicle')?.model ?? null,
    bodyStyleId: () => null,
  };
  const params: Record<string, unknown> = {};
  for (const [, name] of query.matchAll(/\$([A-Za-z]+)/g)) {
    const value = values[name ?? ''];
    if (!value) throw new Error(`Add a value for $${name} to paramsFor in queries.test.ts`);
    params[name ?? ''] = value();
  }
  return params;
}

function valueAt(value: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((current, key) => {
    if (current === null || current === undefined) return undefined;
    return (current as Record<string, unknown>)[key];
  }, value);
}

const exported = Object.entries(queries as Record<string, unknown>).filter(
  (entry): entry is [string, string] => entry[0].endsWith('Query') && typeof entry[1] === 'string',
);

describe('queries.ts', () => {
  it('exports queries, every one listed in the shape table', () => {
    expect(exported.length).toBeGreaterThan(0);
    expect(exported.map(([name]) => name).filter((name) => !(name in expectations))).toEqual([]);
  });

  describe.each(['sell-car', 'dealership'] as const)('on the %s dataset', (name) => {
    const dataset = datasets[name];
    it.each(exported)('%s returns its expected shape', async (queryName, query) => {
      const expectation = expectations[queryName];
      if (!expectation) throw new Error(`${queryName} is not in the shape table`);
      const shape = typeof expectation.shape === 'string' ? expectation.shape : expectation.shape[name];
      const result = await runEmbeddedQuery(
        dataset,
        query,
        paramsFor(query, dataset),
        new Date('2026-11-21T12:00:00Z'),
      );
      const items: unknown[] = [];
      switch (shape) {
        case 'object':
          expect(result).toEqual(expect.any(Object));
          expect(Array.isArray(result)).toBe(false);
          items.push(result);
          break;
        case 'nonEmptyArray':
          expect(Array.isArray(result) && result.length > 0).toBe(true);
          items.push(...(result as unknown[]));
          break;
        case 'array':
          expect(Array.isArray(result)).toBe(true);
          items.push(...(result as unknown[]));
          break;
        case 'stringArray':
          expect(Array.isArray(result) && result.every((item) => typeof item === 'string') && result.length > 0).toBe(
            true,
          );
          break;
        case 'boolean':
          expect(typeof result).toBe('boolean');
          break;
        case 'string':
          expect(typeof result === 'string' && result.length > 0).toBe(true);
          break;
        case 'nullable':
          break;
      }
      for (const item of items) {
        for (const field of expectation.required ?? []) {
          expect({ field, value: valueAt(item, field) ?? null }).not.toEqual({ field, value: null });
        }
      }
    });
  });
});

describe('article search (score() and match on groq-js, as on the Content Lake)', () => {
  const dataset = datasets['sell-car'];
  const rank = (terms: string[]) =>
    runEmbeddedQuery(dataset, queries.articleSearchRankQuery, { terms }) as Promise<string[]>;
  const titleOf = (id: string) =>
    (dataset.documents.find((doc) => doc._id === id) as { title?: string } | undefined)?.title ?? '';

  it.each([
    [['oil*'], 'How Often Should You Really Change Your Oil?'],
    [['suvs*'], 'The Best Used SUVs for Chicago Winters'],
    [['profit*', 'sharing*'], 'How a Profit-Sharing Offer Works, Step by Step'],
  ])('%j ranks a title match first: %s', async (terms, title) => {
    const ids = await rank(terms);
    expect(ids.length).toBeGreaterThan(0);
    expect(titleOf(ids[0] ?? '')).toBe(title);
  });

  it('puts title matches before body-only matches, every id once', async () => {
    const ids = await rank(['winter*']);
    expect(new Set(ids).size).toBe(ids.length);
    const inTitle = ids.map((id) => /winter/i.test(titleOf(id)));
    expect(inTitle.indexOf(false)).toBeGreaterThan(0);
    expect(inTitle.slice(inTitle.indexOf(false)).some(Boolean)).toBe(false);
  });

  it('finds nothing for an unknown word', async () => {
    expect(await rank(['zzqxv*'])).toEqual([]);
  });
});

describe('inventory search (dealership)', () => {
  const dataset = datasets.dealership;
  const off: Record<string, unknown> = { ...UNFILTERED_SEARCH };
  const vehicles = dataset.documents.filter((doc) => doc._type === 'vehicle') as {
    _id: string;
    vin: string;
    isPrivate?: boolean;
    price: number;
    oldPrice?: number;
    mileage: number;
    year: number;
    dateInStock: string;
    make: string;
    premiumUpgrade?: boolean;
  }[];
  const publicVehicles = vehicles.filter((v) => !v.isPrivate);
  const byId = new Map(vehicles.map((v) => [v._id, v]));
  const search = async (params: Record<string, unknown>) =>
    ((await runEmbeddedQuery(dataset, queries.inventorySearchQuery, { ...off, ...params })) as { _id: string }[]).map(
      (row) => byId.get(row._id)!,
    );

  it('without includePrivate lists every public vehicle, never a private one', async () => {
    const rows = await search({});
    expect(rows).toHaveLength(publicVehicles.length);
    expect(rows.some((v) => v.isPrivate)).toBe(false);
    expect(vehicles.length).toBeGreaterThan(publicVehicles.length);
  });

  it('with includePrivate lists every vehicle, the private ones among them', async () => {
    const rows = await search({ includePrivate: true });
    expect(rows).toHaveLength(vehicles.length);
    expect(rows.filter((v) => v.isPrivate).length).toBe(vehicles.length - publicVehicles.length);
  });

  test.each<[string, Record<string, unknown>, (v: (typeof vehicles)[number]) => boolean]>([
    ['price under 20000', { priceMax: 20000 }, (v) => v.price <= 20000],
    ['price over 30000', { priceMin: 30000 }, (v) => v.price >= 30000],
    ['mileage up to 85000', { mileageMax: 85000 }, (v) => v.mileage <= 85000],
    ['years 2018–2020', { yearMin: 2018, yearMax: 2020 }, (v) => v.year >= 2018 && v.year <= 2020],
    ['price drops', { deal: 'price_drop' }, (v) => (v.oldPrice ?? 0) > v.price],
    ['premium upgrades', { deal: 'premium_upgrades' }, (v) => v.premiumUpgrade === true],
    ['make Toyota or Honda', { makes: ['Toyota', 'Honda'] }, (v) => ['Toyota', 'Honda'].includes(v.make)],
    [
      'payments (two ceilings around 2018)',
      { payFromYear: 2018, payNewerMax: 20000, payOlderMax: 22000 },
      (v) => (v.year >= 2018 ? v.price <= 20000 : v.price <= 22000),
    ],
  ])('%s', async (_label, params, predicate) => {
    const rows = await search(params);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every(predicate)).toBe(true);
    expect(rows).toHaveLength(publicVehicles.filter(predicate).length);
  });

  it('an empty list matches nothing', async () => {
    expect(await search({ makes: [] })).toEqual([]);
  });

  test.each<[string, (a: (typeof vehicles)[number], b: (typeof vehicles)[number]) => boolean]>([
    ['newest', (a, b) => a.dateInStock >= b.dateInStock],
    ['oldest', (a, b) => a.dateInStock <= b.dateInStock],
    ['mileage', (a, b) => a.mileage <= b.mileage],
    ['year', (a, b) => a.year >= b.year],
    ['priceHigh', (a, b) => a.price >= b.price],
    ['priceLow', (a, b) => a.price <= b.price],
  ])('sort %s', async (sort, inOrder) => {
    const rows = await search({ sort });
    expect(rows.slice(1).every((row, index) => inOrder(rows[index]!, row))).toBe(true);
  });
});

describe('inventory search: the embedded TypeScript evaluator returns exactly the GROQ rows', () => {
  const dataset = datasets.dealership;
  const base: InventorySearchParams = { ...UNFILTERED_SEARCH };
  test.each<[string, Partial<InventorySearchParams>]>([
    ['everything, newest', {}],
    ['oldest', { sort: 'oldest' }],
    ['mileage', { sort: 'mileage' }],
    ['year', { sort: 'year' }],
    ['priceHigh', { sort: 'priceHigh' }],
    ['priceLow under 20000', { sort: 'priceLow', priceMax: 20000 }],
    ['used SUVs', { condition: 'used', bodyStyleIds: ['bodyStyle-suvs'] }],
    ['Toyota, Honda; AWD', { makes: ['Toyota', 'Honda'], drivetrains: ['AWD'] }],
    [
      'colours, fuels, a store',
      { colors: ['Jet Black', 'Midnight Black'], fuels: ['Hybrid', 'Gasoline'], storeIds: ['store-aurora'] },
    ],
    ['years, prices, mileage', { yearMin: 2016, yearMax: 2022, priceMin: 12000, priceMax: 30000, mileageMax: 85000 }],
    ['price drops by price', { deal: 'price_drop', sort: 'priceHigh' }],
    ['premium upgrades', { deal: 'premium_upgrades', sort: 'year' }],
    ['payments', { payFromYear: 2018, payNewerMax: 21000, payOlderMax: 23500, sort: 'mileage' }],
    ['an empty list', { makes: [] }],
    ['private vehicles included, newest', { includePrivate: true }],
    ['private vehicles included, used by price', { includePrivate: true, condition: 'used', sort: 'priceLow' }],
  ])('%s', async (_label, change) => {
    const params = { ...base, ...change };
    const groq = await runEmbeddedQuery(dataset, queries.inventorySearchQuery, { ...params });
    expect(evaluateInventorySearch(dataset.documents, params)).toEqual(groq);
  });
});

describe('inventory page query (the Content Lake’s one query per page): rows and the page’s cards', () => {
  const dataset = datasets.dealership;
  const params: InventorySearchParams = {
    ...UNFILTERED_SEARCH,
    condition: 'used',
    priceMax: 40000,
    sort: 'priceLow',
    includePrivate: true,
  };
  test.each([
    [0, 19],
    [19, 38],
  ])('slice %i…%i: the rows are the search’s, the cards those rows’ vehicles in order', async (start, end) => {
    const page = (await runEmbeddedQuery(dataset, queries.inventoryPageQuery, { ...params, start, end })) as {
      rows: { _id: string }[];
      cards: { _id: string; price: number | null }[];
    };
    const rows = (await runEmbeddedQuery(dataset, queries.inventorySearchQuery, { ...params })) as { _id: string }[];
    expect(page.rows).toEqual(rows);
    expect(rows.length).toBeGreaterThan(end);
    expect(page.cards.map((card) => card._id)).toEqual(rows.slice(start, end).map((row) => row._id));
    const prices = page.cards.map((card) => card.price ?? 0);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });
});

describe('vehicle page: similar vehicles from the embedded evaluator equal the GROQ sub-query', () => {
  const dataset = datasets.dealership;
  const sample = dataset.documents.filter((doc) => doc._type === 'vehicle').filter((_, index) => index % 53 === 0);
  test.each(sample.map((doc) => [String(doc.vin), doc]))('%s', async (vin, doc) => {
    const groq = (await runEmbeddedQuery(dataset, queries.vehicleByVinQuery, { vin })) as {
      similar: { _id: string }[];
    };
    const params = similarSearchParams({
      bodyStyleRef: String((doc.bodyStyle as { _ref: string })._ref),
      price: Number(doc.price),
    });
    const ids = evaluateInventorySearch(dataset.documents, params)
      .map((row) => row._id)
      .filter((id) => id !== doc._id)
      .slice(0, SIMILAR_VEHICLES);
    expect(ids).toEqual(groq.similar.map((item) => item._id));
  });
});
