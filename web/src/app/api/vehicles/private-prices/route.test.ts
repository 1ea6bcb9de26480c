/**
 * The private-prices API over the dealership seed (groq-js plays the Content Lake, so the cards' GROQ runs):
 * locked visitors get nothing, unlocked ones the private vehicles' prices, and no cache may keep either answer.
 */
import { runEmbeddedQuery } from '@/content/embedded/run-query';
import { seedDataset } from '@/content/embedded/testing/seed-dataset';
import {
  MAX_PRICE_IDS,
  PRICE_ID_FORMAT_MESSAGE,
  PRICE_IDS_MESSAGE,
  UNKNOWN_PARAMETER_MESSAGE,
} from '@/lib/inventory/private-price-request';

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

interface SeedVehicle {
  _id: string;
  _type: string;
  isPrivate?: boolean;
  price?: number;
  oldPrice?: number;
}

const vehicles = dataset.documents.filter((doc) => doc._type === 'vehicle') as unknown as SeedVehicle[];
const privateOnes = vehicles.filter((doc) => doc.isPrivate === true).slice(0, 2);
const publicOne = vehicles.find((doc) => doc.isPrivate !== true);

const UNLOCKED = 'firstName=Jamie; lastName=Rivera; email=jamie.rivera%40example.com; phone=6305550142';

const get = (query: string, cookie?: string) =>
  GET(
    new Request(`http://localhost/api/vehicles/private-prices${query}`, {
      headers: cookie ? { cookie } : {},
    }),
  );

describe('GET /api/vehicles/private-prices', () => {
  test('the seed has private and public vehicles to ask about', () => {
    expect(privateOnes).toHaveLength(2);
    expect(publicOne).toBeDefined();
  });

  test('an unlocked visitor gets the private vehicles’ prices, never stored by any cache', async () => {
    const ids = [...privateOnes.map((doc) => doc._id), publicOne?._id, 'vehicle-unknown'].join(',');
    const response = await get(`?ids=${ids}`, UNLOCKED);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toBe('Cookie');
    const { prices } = (await response.json()) as { prices: Record<string, unknown> };
    // Public vehicles' prices are in the page already; unknown ids are left out.
    expect(prices).toEqual(
      Object.fromEntries(privateOnes.map((doc) => [doc._id, { price: doc.price, oldPrice: doc.oldPrice ?? null }])),
    );
  });

  test.each([
    ['no cookies', undefined],
    ['saved terms only', `personalizedTerms=${encodeURIComponent('{"d":2000,"e":0,"c":700,"t":72}')}`],
    ['an incomplete profile', 'firstName=Jamie; lastName=Rivera; email=jamie.rivera%40example.com'],
    ['a profile with a malformed e-mail', 'firstName=Jamie; lastName=Rivera; email=jamie; phone=6305550142'],
  ])('a locked visitor (%s) gets 403 and no price', async (_name, cookie) => {
    const response = await get(`?ids=${privateOnes.map((doc) => doc._id).join(',')}`, cookie);
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = (await response.json()) as { prices: Record<string, unknown> };
    expect(body.prices).toEqual({});
    for (const doc of privateOnes) expect(JSON.stringify(body)).not.toContain(String(doc.price));
  });

  test.each([
    ['', { ids: PRICE_IDS_MESSAGE }],
    ['?ids=', { ids: PRICE_IDS_MESSAGE }],
    ['?ids=a&ids=b', { ids: PRICE_IDS_MESSAGE }],
    [
      `?ids=${Array.from({ length: MAX_PRICE_IDS + 1 }, (_, index) => `v-${index}`).join(',')}`,
      { ids: PRICE_IDS_MESSAGE },
    ],
    ['?ids=vehicle-1,*', { ids: PRICE_ID_FORMAT_MESSAGE }],
    ['?ids=vehicle-1&sort=price', { sort: UNKNOWN_PARAMETER_MESSAGE }],
  ])('%p answers 400 with the field’s message, before any cookie is read', async (query, errors) => {
    const response = await get(query, UNLOCKED);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors });
  });
});
