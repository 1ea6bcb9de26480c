/**
 * Runs every exported query against both seed datasets (groq-js, as the embedded site does) and checks that each
 * result has the shape its page relies on. A new query must be added to the table below, or this test fails.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildDataset, parseNdjson, type EmbeddedDataset } from './embedded/dataset';
import { svgDimensions } from './embedded/image-assets';
import { runEmbeddedQuery } from './embedded/run-query';
import * as queries from './queries';

type Dataset = 'sell-car' | 'dealership';
type Shape = 'object' | 'nonEmptyArray' | 'array' | 'boolean' | 'stringArray' | 'nullable';

interface Expectation {
  shape: Shape | Record<Dataset, Shape>;
  /** Fields that must be present (not null) on the object, or on every item of the array. */
  required?: string[];
}

const expectations: Record<string, Expectation> = {
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
  offerExistsQuery: { shape: 'boolean' },
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
};

const seedDir = path.resolve(__dirname, '../../../seed/dist');

function loadSeed(name: Dataset): EmbeddedDataset {
  const documents = parseNdjson(readFileSync(path.join(seedDir, `${name}.ndjson`), 'utf8'));
  return buildDataset(name, documents, (file) =>
    svgDimensions(readFileSync(path.join(seedDir, 'images', file), 'utf8')),
  );
}

const datasets: Record<Dataset, EmbeddedDataset> = {
  'sell-car': loadSeed('sell-car'),
  dealership: loadSeed('dealership'),
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
