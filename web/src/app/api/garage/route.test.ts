/**
 * The garage API over the dealership seed (groq-js plays the Content Lake): each saved car answered as in stock
 * (today's facts, a private car without its price), sold (with similar cars) or unknown; each saved search with its
 * matches now; a validation table of 400s naming the field; 404 on a variant without inventory.
 */
import { lakeContent, seedDataset } from '@/testing/seed-dataset';
import {
  GARAGE_BODY_MESSAGE,
  GARAGE_SEARCH_MESSAGE,
  GARAGE_SEARCHES_MESSAGE,
  GARAGE_UNKNOWN_FIELD_MESSAGE,
  GARAGE_VIN_MESSAGE,
  GARAGE_VINS_MESSAGE,
} from '@/lib/garage/garage-request';
import type { GarageAnswer } from '@/lib/garage/facts';

const dealership = seedDataset('dealership');
const sellCar = seedDataset('sell-car');
let dataset = dealership;

jest.mock('@/content', () => ({
  contentSource: () => 'lake',
  tagRender: async () => undefined,
  fetchContent: (request: never) => lakeContent(dataset).fetchContent(request),
}));
jest.mock('@/server/env', () => ({ serverEnv: () => ({ SITE_DATASET: 'dealership' }) }));

// Imported after the mocks.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { POST } = require('./route') as typeof import('./route');

type Doc = Record<string, unknown>;
const docs = dealership.documents as Doc[];
const publicCar = docs.find((doc) => doc._type === 'vehicle' && doc.isPrivate !== true) as Doc;
const privateCar = docs.find((doc) => doc._type === 'vehicle' && doc.isPrivate === true) as Doc;
const soldCar = docs.find((doc) => doc._type === 'soldVehicle') as Doc;
const UNKNOWN_VIN = '1HGCV1F34LA999999';

const post = async (body: unknown, raw = false) => {
  const response = await POST(
    new Request('http://localhost/api/garage', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: raw ? (body as string) : JSON.stringify(body),
    }),
  );
  return { response, body: (await response.json()) as GarageAnswer & { errors?: Record<string, string> } };
};

afterEach(() => {
  dataset = dealership;
});

test('saved cars: in stock with today’s facts, a private car without its price, sold with similar cars, unknown', async () => {
  const vins = [publicCar.vin, privateCar.vin, soldCar.vin, UNKNOWN_VIN];
  const { response, body } = await post({ vins, searches: [] });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(body.cars.map((car) => [car.vin, car.status])).toEqual([
    [publicCar.vin, 'inStock'],
    [privateCar.vin, 'inStock'],
    [soldCar.vin, 'sold'],
    [UNKNOWN_VIN, 'unknown'],
  ]);
  const [open, hidden, sold] = body.cars;
  expect(open?.status === 'inStock' && open.vehicle).toMatchObject({ price: publicCar.price, privateId: null });
  expect(hidden?.status === 'inStock' && hidden.vehicle).toMatchObject({ price: null, privateId: privateCar._id });
  expect(JSON.stringify(hidden)).not.toContain(`"price":${String(privateCar.price)}`);
  if (sold?.status !== 'sold') throw new Error('expected a sold car');
  expect(sold.lastPrice).toBe(soldCar.price);
  expect(sold.similar.length).toBeGreaterThan(0);
  expect(sold.similar.length).toBeLessThanOrEqual(3);
  expect(sold.searchHref).toMatch(/^\/cars-for-sale/);
});

test('saved searches: the count and VINs of the cars the search page lists now', async () => {
  const make = String(publicCar.make).toLowerCase().replace(/\s+/g, '-');
  const href = `/cars-for-sale/make-${make}`;
  const { response, body } = await post({ vins: [], searches: [href] });
  expect(response.status).toBe(200);
  const [search] = body.searches;
  const expected = docs.filter((doc) => doc._type === 'vehicle' && doc.make === publicCar.make);
  expect(search?.href).toBe(href);
  expect(search?.count).toBe(expected.length);
  expect([...(search?.vins ?? [])].sort()).toEqual(expected.map((doc) => doc.vin).sort());
  // Sorted by price, a locked visitor's page leaves private cars out (their order would give the price away).
  const byPrice = await post({ searches: [`${href}?sort=priceLow`] });
  expect(byPrice.body.searches[0]?.count).toBe(expected.filter((doc) => doc.isPrivate !== true).length);
});

test.each<[string, unknown, Record<string, string>]>([
  ['not an object', [], { body: GARAGE_BODY_MESSAGE }],
  ['null', null, { body: GARAGE_BODY_MESSAGE }],
  ['an unknown field', { vins: [], cards: [] }, { cards: GARAGE_UNKNOWN_FIELD_MESSAGE }],
  ['vins not a list', { vins: 'ABC' }, { vins: GARAGE_VINS_MESSAGE }],
  ['too many vins', { vins: Array.from({ length: 51 }, () => UNKNOWN_VIN) }, { vins: GARAGE_VINS_MESSAGE }],
  [
    'a bad VIN',
    { vins: [UNKNOWN_VIN, 'IOQ00000000000000', 7] },
    { 'vins.1': GARAGE_VIN_MESSAGE, 'vins.2': GARAGE_VIN_MESSAGE },
  ],
  ['searches not a list', { searches: '/cars-for-sale' }, { searches: GARAGE_SEARCHES_MESSAGE }],
  [
    'too many searches',
    { searches: Array.from({ length: 21 }, () => '/cars-for-sale') },
    { searches: GARAGE_SEARCHES_MESSAGE },
  ],
  [
    'a search that is not a clean search address',
    {
      searches: [
        '/contact-us',
        'https://evil.example/cars-for-sale',
        '/cars-for-sale?make=honda',
        '/cars-for-sale?page=2',
      ],
    },
    {
      'searches.0': GARAGE_SEARCH_MESSAGE,
      'searches.1': GARAGE_SEARCH_MESSAGE,
      'searches.2': GARAGE_SEARCH_MESSAGE,
      'searches.3': GARAGE_SEARCH_MESSAGE,
    },
  ],
])('%s: 400 naming the field', async (_case, body, errors) => {
  const { response, body: answer } = await post(body);
  expect(response.status).toBe(400);
  expect(answer.errors).toEqual(errors);
});

test('a body that is not JSON is a 400, not a 500', async () => {
  const { response, body } = await post('{not json', true);
  expect(response.status).toBe(400);
  expect(body.errors).toEqual({ body: GARAGE_BODY_MESSAGE });
});

test('the sorted address of a search is accepted', async () => {
  const { response } = await post({ searches: ['/cars-for-sale?sort=priceLow', '/used-cars-for-sale'] });
  expect(response.status).toBe(200);
});

test('a variant without inventory (sell-car) answers 404', async () => {
  dataset = sellCar;
  const { response } = await post({ vins: [], searches: [] });
  expect(response.status).toBe(404);
});
