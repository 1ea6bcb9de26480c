/**
 * The personal-results API over the dealership seed (groq-js plays the Content Lake): an unlocked visitor's price
 * search lists private vehicles with their prices; saved terms price the payments filter; anyone whose results are
 * the cached page's gets 403; no cache may keep an answer.
 */
import { slugify } from '@dealer/schemas/routes';
import { runEmbeddedQuery } from '@/content/embedded/run-query';
import { seedDataset } from '@/content/embedded/testing/seed-dataset';
import { RESULTS_PATH_MESSAGE } from '@/lib/inventory/personal-results-request';

const dataset = seedDataset('dealership');

jest.mock('@/content', () => ({
  contentSource: () => 'lake',
  tagRender: async () => undefined,
  fetchContent: async ({ query, params }: { query: string; params: Record<string, unknown> }) =>
    runEmbeddedQuery(dataset, query, params),
}));
jest.mock('@/server/env', () => ({ serverEnv: () => ({ SITE_DATASET: 'dealership' }) }));

// Imported after the mocks.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { GET } = require('./route') as typeof import('./route');

interface Vehicle {
  _id: string;
  _type: string;
  make: string;
  model: string;
  isPrivate?: boolean;
  price?: number;
}
interface Answer {
  total: number;
  vehicles: { _id: string; price: number | null; isPrivate: boolean | null }[];
}

const privateVehicle = (dataset.documents as unknown as Vehicle[]).find(
  (doc) => doc._type === 'vehicle' && doc.isPrivate === true,
) as Vehicle;
const listing = `/cars-for-sale/make-${slugify(privateVehicle.make)}/model-${slugify(privateVehicle.model)}`;

const UNLOCKED = 'firstName=Jamie; lastName=Rivera; email=jamie.rivera%40example.com; phone=6305550142';
const termsCookie = (terms: object) => `personalizedTerms=${encodeURIComponent(JSON.stringify(terms))}`;

const get = (query: string, cookie?: string) =>
  GET(new Request(`http://localhost/api/vehicles/personal-results?${query}`, { headers: cookie ? { cookie } : {} }));

test('an unlocked visitor’s price sort lists the private vehicle with its price; private, no-store', async () => {
  const response = await get(`path=${listing}&sort=priceLow`, UNLOCKED);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const body = (await response.json()) as Answer;
  expect(body.vehicles.find((card) => card._id === privateVehicle._id)?.price).toBe(privateVehicle.price);
});

test.each([
  ['an anonymous visitor', `path=${listing}&sort=priceLow`, undefined],
  ['an unlocked visitor whose page lists private vehicles already', `path=${listing}`, UNLOCKED],
  ['saved terms without the payments filter', `path=${listing}&sort=priceLow`, termsCookie({ d: 0, e: 0, c: 700 })],
])('%s gets 403: the cached page is the answer', async (_name, query, cookie) => {
  const response = await get(query, cookie);
  expect(response.status).toBe(403);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(JSON.stringify(await response.json())).not.toContain(String(privateVehicle.price));
});

test('saved terms price the payments filter: more cash down matches more vehicles', async () => {
  const query = 'path=/cars-for-sale/payment-under-300';
  const little = (await (await get(query, termsCookie({ d: 0, e: 0, c: 800, t: 72 }))).json()) as Answer;
  const more = (await (await get(query, termsCookie({ d: 10_000, e: 5_000, c: 800, t: 72 }))).json()) as Answer;
  expect(more.total).toBeGreaterThan(little.total);
  // Not unlocked: private vehicles stay out of a payments search.
  expect(more.vehicles.every((card) => card.isPrivate !== true)).toBe(true);
});

test('a path that is not a search page answers 400 with the field’s message', async () => {
  const response = await get('path=/contact-us', UNLOCKED);
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ errors: { path: RESULTS_PATH_MESSAGE } });
});
