/**
 * `POST /api/offers` and `GET /api/offers/{id}` in process: the real handlers, the seeded questionnaire, valuation
 * table and plates, and a real database (PGlite; Postgres too when DATABASE_URL is set).
 */

import { eq } from 'drizzle-orm';

import { runEmbeddedQuery } from '@/content/embedded/run-query';
import { SEED_DIST_DIR, seedDataset } from '@/content/embedded/testing/seed-dataset';
import { vehiclePathByVinQuery } from '@/content/queries';
import type { VehiclePathByVinQueryResult } from '@/content/sanity.types';
import { isOfferExpired } from '@/lib/pricing';
import { MILEAGE_MESSAGE } from '@/lib/offers/request-schema';
import { VIN_CHECK_DIGIT_MESSAGE } from '@/lib/offers/vin';
import { ANSWER_REQUIRED_MESSAGE, type Answers } from '@/lib/pricing';
import { seededQuestionnaire } from '@/lib/pricing/test-support/seeded-questionnaire';
import { offers } from '@/server/db/schema';
import { testBackends, type OpenedBackend } from '@/server/db/testing/test-backends';
import { loadPlates } from '@/server/plates';
import { spentRequest } from '@/server/http/testing/spent-request';
import { createEmbeddedValuationAdapter, loadValuationTable } from '@/server/valuation';

import {
  handleCreateOffer,
  handleGetOffer,
  OFFER_NOT_FOUND_MESSAGE,
  OFFER_RATE_LIMITED_MESSAGE,
  VIN_NOT_DECODED_MESSAGE,
  type OfferDeps,
} from './create-offer';
import { chainVinDecoders, createInventoryVinDecoder, createSeededVinDecoder } from './vin-decoder';

jest.setTimeout(30_000);

const questionnaire = seededQuestionnaire('sell-car');
const valuation = createEmbeddedValuationAdapter(loadValuationTable(SEED_DIST_DIR));
const dealership = seedDataset('dealership');
/** As offerVinDecoder wires it: seeded plates, then the inventory (here the dealership seed via groq-js). */
const vinDecoder = chainVinDecoders(
  createSeededVinDecoder(loadPlates(SEED_DIST_DIR)),
  createInventoryVinDecoder(
    async (vin) => (await runEmbeddedQuery(dealership, vehiclePathByVinQuery, { vin })) as VehiclePathByVinQueryResult,
  ),
);
const NOW = new Date('2026-11-22T12:00:00Z');
const CLEAN: Answers = { '100': 'great' };
const GOOD: Answers = {
  '100': 'good',
  '200': 'no',
  '201': 'no',
  '202': 'no',
  '203': 'two-plus',
  '204': 'none',
  '205': 'none',
};

interface OfferBody {
  id: string;
  expiresAt: string;
  expired: boolean;
  vehicle: { year: number; make: string; model: string; trim: string | null; vin: string | null; mileage: number };
  valuation: { source: string; trimMatched: boolean } & Record<string, number | string | boolean>;
  cashNow: { initPrice: number; additionalPayments: number; finalPrice: number } | null;
  moreCashLater: { initPrice: number; additionalPayments: number; finalPrice: number } | null;
  bringIn: { reasons: string[] } | null;
  deductions: Array<{ questionId: string; answer: string; amount: number }>;
}

function post(body: unknown, ip = '203.0.113.7'): Request {
  return new Request('http://localhost/api/offers', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
}

describe.each(testBackends())('offers API on %s', (_name, backend) => {
  let opened: OpenedBackend;
  let deps: OfferDeps;

  beforeAll(async () => {
    opened = await backend.open();
    deps = { questionnaire: async () => questionnaire, valuation, vinDecoder, db: opened.db, now: () => NOW };
  });
  afterAll(async () => {
    await opened.close();
  });

  const quote = async (body: unknown, extra: Partial<OfferDeps> = {}) => {
    const response = await handleCreateOffer(post(body), { ...deps, ...extra });
    return {
      status: response.status,
      body: (await response.json()) as OfferBody & { errors?: Record<string, string> },
    };
  };

  test('the body the POST guard parsed is the one used: the request is never read again', async () => {
    const body = {
      vehicle: { year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE' },
      mileage: 60_000,
      zip: '75201',
      answers: CLEAN,
    };
    const request = spentRequest('http://localhost/api/offers', { 'x-forwarded-for': '203.0.113.70' });
    const response = await handleCreateOffer(request, deps, { kind: 'json', value: body });
    expect(response.status).toBe(200);
  });

  test('a clean 2019 Camry LE gets a cash offer, stored 7 days', async () => {
    const { status, body } = await quote({
      vehicle: { year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE' },
      mileage: 60_000,
      zip: '75201',
      answers: CLEAN,
    });
    expect(status).toBe(200);
    expect(body.cashNow).toEqual(expect.objectContaining({ finalPrice: expect.any(Number) }));
    expect(body.cashNow?.finalPrice).toBeGreaterThan(0);
    expect(body.moreCashLater).toBeNull();
    expect(body.bringIn).toBeNull();
    expect(body.vehicle).toEqual(expect.objectContaining({ year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE' }));
    // The valuation price keys, flat on `valuation`, beside where they came from.
    expect(body.valuation).toEqual(
      expect.objectContaining({
        source: expect.any(String),
        trimMatched: true,
        adjusted_whole_clean: expect.any(Number),
        adjusted_whole_avg: expect.any(Number),
        adjusted_whole_rough: expect.any(Number),
        adjusted_retail_avg: expect.any(Number),
      }),
    );
    expect(body.expiresAt).toBe('2026-11-29T12:00:00.000Z');
    expect(body.expired).toBe(false);
    const [row] = await opened.db.select().from(offers).where(eq(offers.id, body.id));
    expect(row?.mileage).toBe(60_000);
    expect(row?.zip).toBe('75201');
    expect(row?.answers).toEqual({ '100': ['great'] });
  });

  test('a 2014 Accord LX gets profit sharing too', async () => {
    const { status, body } = await quote({
      vehicle: { year: 2014, make: 'Honda', model: 'Accord', trim: 'LX' },
      mileage: 120_000,
      answers: GOOD,
    });
    expect(status).toBe(200);
    expect(body.moreCashLater).toEqual(expect.objectContaining({ additionalPayments: expect.any(Number) }));
    expect(body.moreCashLater?.additionalPayments).toBeGreaterThan(0);
    expect(body.bringIn).toBeNull();
  });

  test('a 2018 Wrangler, given by its VIN, is brought in with reasons', async () => {
    const { status, body } = await quote({ vehicle: { vin: '1c4hjxa15jp500003' }, mileage: 70_000, answers: CLEAN });
    expect(status).toBe(200);
    expect(body.vehicle).toEqual(
      expect.objectContaining({ year: 2018, make: 'Jeep', model: 'Wrangler', vin: '1C4HJXA15JP500003' }),
    );
    expect(body.bringIn?.reasons.length).toBeGreaterThan(0);
    expect(body.cashNow).toBeNull();
    expect(body.moreCashLater).toBeNull();
  });

  test('an inventory VIN decodes through the CMS and prices its base trim', async () => {
    const { status, body } = await quote({ vehicle: { vin: '19XFL4LB0KH923447' }, mileage: 40_000, answers: CLEAN });
    expect(status).toBe(200);
    expect(body.vehicle).toEqual(
      expect.objectContaining({ year: 2019, make: 'Honda', model: 'Civic Hatchback', vin: '19XFL4LB0KH923447' }),
    );
    expect(body.cashNow).not.toBeNull();
  });

  test('missing required answers → 400 per question', async () => {
    const { status, body } = await quote({
      vehicle: { year: 2019, make: 'Toyota', model: 'Camry' },
      mileage: 60_000,
      answers: { '100': 'good', '200': 'no' },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      'answers.201': ANSWER_REQUIRED_MESSAGE,
      'answers.202': ANSWER_REQUIRED_MESSAGE,
      'answers.203': ANSWER_REQUIRED_MESSAGE,
      'answers.204': ANSWER_REQUIRED_MESSAGE,
      'answers.205': ANSWER_REQUIRED_MESSAGE,
    });
  });

  test.each([
    [
      { vehicle: { vin: '4T1B11A12KP500001' }, mileage: 1, answers: CLEAN },
      400,
      'vehicle.vin',
      VIN_CHECK_DIGIT_MESSAGE,
    ],
    [
      { vehicle: { vin: '1HGCM82633A004352' }, mileage: 1, answers: CLEAN },
      400,
      'vehicle.vin',
      VIN_NOT_DECODED_MESSAGE,
    ],
    [
      { vehicle: { year: 2019, make: 'Toyota', model: 'Camry' }, mileage: -5, answers: CLEAN },
      400,
      'mileage',
      MILEAGE_MESSAGE,
    ],
    [
      { vehicle: { year: 2019, make: 'Yugo', model: 'GV' }, mileage: 1, answers: CLEAN },
      404,
      'vehicle',
      /can't price a 2019 Yugo GV/,
    ],
  ])('%j → %i', async (body, expectedStatus, field, message) => {
    const { status, body: answer } = await quote(body);
    expect(status).toBe(expectedStatus);
    if (typeof message === 'string') expect(answer.errors?.[field]).toBe(message);
    else expect(answer.errors?.[field]).toMatch(message);
  });

  test('non-JSON and malformed bodies are 4xx, never 500', async () => {
    const text = new Request('http://localhost/api/offers', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect((await handleCreateOffer(text, deps)).status).toBe(415);
    const broken = new Request('http://localhost/api/offers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect((await handleCreateOffer(broken, deps)).status).toBe(400);
    const huge = post({
      vehicle: { year: 2019, make: 'Toyota', model: 'Camry' },
      mileage: 1,
      answers: { '500': 'x'.repeat(40_000) },
    });
    expect((await handleCreateOffer(huge, deps)).status).toBe(413);
  });

  test('GET round trip, and the same offer reads as expired after 7 days (still 200)', async () => {
    const created = await quote({
      vehicle: { year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE' },
      mileage: 60_000,
      answers: CLEAN,
    });
    const read = await handleGetOffer(created.body.id, { db: opened.db, now: () => NOW });
    expect(read.status).toBe(200);
    const fresh = (await read.json()) as OfferBody;
    expect(fresh).toEqual(created.body);

    const later = new Date(NOW.getTime() + 7 * 24 * 60 * 60 * 1000);
    expect(isOfferExpired(new Date(fresh.expiresAt), later)).toBe(true);
    const stale = (await (
      await handleGetOffer(created.body.id, { db: opened.db, now: () => later })
    ).json()) as OfferBody;
    expect(stale.expired).toBe(true);
    expect(stale.cashNow).toEqual(fresh.cashNow);
  });

  test.each([['00000000-0000-4000-8000-000000000000'], ['not-a-uuid'], ["1' or '1'='1"]])(
    'GET %s → 404',
    async (id) => {
      const response = await handleGetOffer(id, { db: opened.db, now: () => NOW });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ errors: { id: OFFER_NOT_FOUND_MESSAGE } });
    },
  );

  test('rate limited per IP → 429 with a message and Retry-After', async () => {
    const limits = { perIp: { limit: 2, windowSeconds: 600 }, maxJsonBytes: 32 * 1024 };
    const body = { vehicle: { year: 2019, make: 'Toyota', model: 'Camry' }, mileage: 60_000, answers: CLEAN };
    const send = () => handleCreateOffer(post(body, '198.51.100.99'), { ...deps, limits });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const third = await send();
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await third.json()).toEqual({ errors: { form: OFFER_RATE_LIMITED_MESSAGE } });
  });

  test('IPv6: a client rotating addresses inside its /64 is limited as one', async () => {
    const limits = { perIp: { limit: 2, windowSeconds: 600 }, maxJsonBytes: 32 * 1024 };
    const body = { vehicle: { year: 2019, make: 'Toyota', model: 'Camry' }, mileage: 60_000, answers: CLEAN };
    const send = (ip: string) => handleCreateOffer(post(body, ip), { ...deps, limits });
    expect((await send('2001:db8:aa:bb::1')).status).toBe(200);
    expect((await send('2001:db8:aa:bb::2')).status).toBe(200);
    expect((await send('2001:db8:aa:bb:ffff::3')).status).toBe(429);
  });
});
