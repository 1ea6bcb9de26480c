/**
 * The search on the Content Lake path: one query per page (rows and the page's cards), a page past the last
 * clamped with one more query for its cards, and a private vehicle's price stripped on the server. The Lake is
 * played by groq-js over the dealership seed, so the GROQ itself runs.
 */
import { runEmbeddedQuery } from '@/content/embedded/run-query';
import { seedDataset } from '@/content/embedded/testing/seed-dataset';
import { slugify } from '@dealer/schemas/routes';
import { EMPTY_FILTERS } from '@/lib/inventory/filters';
import { ITEMS_PER_PAGE } from '@/lib/inventory/sort';

jest.mock('server-only', () => ({}));

const dataset = seedDataset('dealership');

const queries: string[] = [];
jest.mock('@/content', () => ({
  contentSource: () => 'lake',
  fetchContent: async ({ query, params }: { query: string; params: Record<string, unknown> }) => {
    queries.push(query);
    return runEmbeddedQuery(dataset, query, params);
  },
}));
jest.mock('@/server/env', () => ({ serverEnv: () => ({ SITE_DATASET: 'dealership' }) }));

// Imported after the mocks.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { searchInventory } = require('./search') as typeof import('./search');

const vehicles = dataset.documents.filter((doc) => doc._type === 'vehicle') as {
  _id: string;
  make: string;
  model: string;
  isPrivate?: boolean;
}[];

beforeEach(() => {
  queries.length = 0;
  // The vocabulary is kept for a minute of wall clock; one instant keeps a test from crossing that on a slow machine.
  jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-28T12:00:00Z'));
});

afterEach(() => {
  jest.restoreAllMocks();
});

test('a page is one query: the total, the facets and the page’s cards in search order', async () => {
  await searchInventory(EMPTY_FILTERS, { sort: 'newest', page: 1 }, null); // the vocabulary, kept for a minute
  queries.length = 0;
  const results = await searchInventory(EMPTY_FILTERS, { sort: 'newest', page: 2 }, null);
  expect(queries).toHaveLength(1);
  // No price filter or sort: private vehicles are listed too (their price hidden).
  expect(results.total).toBe(vehicles.length);
  expect(results.slice).toMatchObject({ page: 2, start: ITEMS_PER_PAGE });
  expect(results.vehicles).toHaveLength(ITEMS_PER_PAGE);
  expect(results.facets.make.length).toBeGreaterThan(1);
});

test('a page past the last is the last page, its cards fetched once more', async () => {
  await searchInventory(EMPTY_FILTERS, { sort: 'newest', page: 1 }, null);
  queries.length = 0;
  const results = await searchInventory({ ...EMPTY_FILTERS, condition: 'new' }, { sort: 'newest', page: 400 }, null);
  expect(results.slice.page).toBe(results.slice.pageCount);
  expect(results.vehicles.length).toBeGreaterThan(0);
  expect(queries).toHaveLength(2);
});

test('a private vehicle: listed without its price when locked, with it when unlocked; price sorts only when unlocked', async () => {
  const vehicle = vehicles.find((item) => item.isPrivate);
  if (!vehicle) throw new Error('no private vehicle in the seed');
  const filters = { ...EMPTY_FILTERS, make: slugify(vehicle.make), model: slugify(vehicle.model) };
  const find = (cards: { _id: string; price: number | null; oldPrice: number | null }[]) =>
    cards.find((card) => card._id === vehicle._id);

  const locked = await searchInventory(filters, { sort: 'newest', page: 1 }, null, false);
  expect(find(locked.vehicles)).toMatchObject({ price: null, oldPrice: null });
  const lockedByPrice = await searchInventory(filters, { sort: 'priceLow', page: 1 }, null, false);
  expect(find(lockedByPrice.vehicles)).toBeUndefined();

  const unlocked = await searchInventory(filters, { sort: 'priceLow', page: 1 }, null, true);
  expect(find(unlocked.vehicles)?.price).toEqual(expect.any(Number));
});
