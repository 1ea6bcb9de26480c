/**
 * The deal API over the dealership seed: the car and its store's finance settings (tax included), cacheable like a
 * page; a private car without its price; 400 naming the field for a bad VIN or an unknown field; 404 for a car not
 * in stock and on sell-car.
 */
import { DEAL_NOT_IN_STOCK_MESSAGE } from '@/lib/deal/deal-request';
import type { DealAnswer } from '@/lib/deal/facts';
import { GARAGE_UNKNOWN_FIELD_MESSAGE, GARAGE_VIN_MESSAGE } from '@/lib/garage/garage-request';
import { PUBLIC_PAGE_CACHE_CONTROL } from '@/lib/http/page-cache-control';
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
const publicCar = docs.find((doc) => doc._type === 'vehicle' && doc.isPrivate !== true) as Record<string, unknown>;
const privateCar = docs.find((doc) => doc._type === 'vehicle' && doc.isPrivate === true) as Record<string, unknown>;
const storeOf = (car: Record<string, unknown>) =>
  docs.find((doc) => doc._id === (car.store as { _ref: string })._ref) as Record<string, unknown>;

const get = async (query: string) => {
  const response = await GET(new Request(`http://localhost/api/deal${query}`));
  return { response, body: (await response.json()) as DealAnswer & { errors?: Record<string, string> } };
};

afterEach(() => {
  dataset = dealership;
});

test("a car in stock: its price and its own store's APR, documentary fee and sales tax; cacheable like a page", async () => {
  const { response, body } = await get(`?vin=${String(publicCar.vin).toLowerCase()}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  const store = storeOf(publicCar) as {
    storeId: string;
    baseApr: number;
    fees: { documentary: number };
    taxes: { salesTaxPercent: number; tradeInTaxCreditCap: number };
  };
  expect(body.car).toMatchObject({
    vin: publicCar.vin,
    price: publicCar.price,
    privateId: null,
    store: { storeId: store.storeId },
    settings: {
      baseAprPercent: store.baseApr,
      documentaryFee: store.fees.documentary,
      salesTaxPercent: store.taxes.salesTaxPercent,
      tradeInReducesTax: true,
      tradeInTaxCreditCap: store.taxes.tradeInTaxCreditCap,
    },
  });
  expect(body.car.settings?.salesTaxPercent).toBeGreaterThan(0);
});

test('a private car: no price, its id for the private-prices API', async () => {
  const { body } = await get(`?vin=${String(privateCar.vin)}`);
  expect(body.car).toMatchObject({ price: null, privateId: privateCar._id });
});

test.each<[string, number, Record<string, string>]>([
  ['', 400, { vin: GARAGE_VIN_MESSAGE }],
  ['?vin=nope', 400, { vin: GARAGE_VIN_MESSAGE }],
  [`?vin=${String(publicCar.vin)}&price=1`, 400, { price: GARAGE_UNKNOWN_FIELD_MESSAGE }],
  ['?vin=1HGCM82633A00435Z', 404, { vin: DEAL_NOT_IN_STOCK_MESSAGE }],
])('%s → %d naming the field, never stored in a shared cache', async (query, status, errors) => {
  const { response, body } = await get(query);
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(body.errors).toEqual(errors);
});

test('a variant without inventory answers 404', async () => {
  dataset = sellCar;
  const { response } = await get(`?vin=${String(publicCar.vin)}`);
  expect(response.status).toBe(404);
});
