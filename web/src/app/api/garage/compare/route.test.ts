/**
 * The compare API over the dealership seed: up to three cars' facts in the order asked, the rest named (dropped,
 * invalid, missing); a 400 naming the field when nothing asked for is a VIN; cacheable like a page; 404 on sell-car.
 */
import { PUBLIC_PAGE_CACHE_CONTROL } from '@/lib/http/page-cache-control';
import type { CompareAnswer } from '@/lib/garage/facts';
import { COMPARE_VINS_MESSAGE, GARAGE_UNKNOWN_FIELD_MESSAGE } from '@/lib/garage/garage-request';
import { lakeContent, seedDataset } from '@/testing/seed-dataset';

const dealership = seedDataset('dealership');
const sellCar = seedDataset('sell-car');
let dataset = dealership;

jest.mock('@/content', () => ({
  contentSource: () => 'lake',
  tagRender: async () => undefined,
  fetchContent: (request: never) => lakeContent(dataset).fetchContent(request),
}));

// Imported after the mocks.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { GET } = require('./route') as typeof import('./route');

const docs = dealership.documents as Record<string, unknown>[];
const cars = docs.filter((doc) => doc._type === 'vehicle' && doc.isPrivate !== true).slice(0, 4);
const [A, B, C, D] = cars.map((doc) => String(doc.vin));
const SOLD = String(docs.find((doc) => doc._type === 'soldVehicle')?.vin);

const get = async (query: string) => {
  const response = await GET(new Request(`http://localhost/api/garage/compare${query}`));
  return { response, body: (await response.json()) as CompareAnswer & { errors?: Record<string, string> } };
};

afterEach(() => {
  dataset = dealership;
});

test('two cars: their facts in the order asked, cacheable like a page', async () => {
  const { response, body } = await get(`?vins=${B},${A}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  expect(body.vehicles.map((vehicle) => vehicle.vin)).toEqual([B, A]);
  expect(body.vehicles[0]).toMatchObject({
    year: expect.any(Number),
    store: expect.objectContaining({ name: expect.any(String) }),
  });
  expect(body).toMatchObject({ missing: [], dropped: [], invalid: [] });
});

test('more than three: the first three, the rest named; not VINs and cars not in stock named too', async () => {
  const { response, body } = await get(`?vins=${A},${SOLD},nope,${B},${C},${D}`);
  expect(response.status).toBe(200);
  expect(body.vehicles.map((vehicle) => vehicle.vin)).toEqual([A, B]);
  expect(body).toMatchObject({ missing: [SOLD], dropped: [C, D], invalid: ['nope'] });
});

test.each<[string, Record<string, string>]>([
  ['', { vins: COMPARE_VINS_MESSAGE }],
  ['?vins=', { vins: COMPARE_VINS_MESSAGE }],
  ['?vins=nope,123', { vins: COMPARE_VINS_MESSAGE }],
  [`?vins=${'A'.repeat(17)}&sort=price`, { sort: GARAGE_UNKNOWN_FIELD_MESSAGE }],
])('%p: 400 naming the field, never cached', async (query, errors) => {
  const { response, body } = await get(query);
  expect(response.status).toBe(400);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(body.errors).toEqual(errors);
});

test('a variant without inventory (sell-car) answers 404', async () => {
  dataset = sellCar;
  const { response } = await get(`?vins=${A}`);
  expect(response.status).toBe(404);
});
