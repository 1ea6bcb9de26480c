/**
 * Property test: ≥ 10,000 generated bad bodies, split across every POST route, each sent to the route
 * module's exported POST in-process (guard included) over a PGlite database. For every answer: never a 5xx; a
 * rejected body (4xx) stores no row in leads, outbox, offers or phone verifications and answers with a JSON error naming fields.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { encodeSignatureHeader } from '@sanity/webhook';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';

import { SAMPLE_LEADS } from '@/lib/leads/sample-leads';

import { testBackends, type OpenedBackend } from '../db/testing/test-backends';
import { asProcessDatabase } from '../db/testing/process-database';
import { STUDIO_SIGNATURE_HEADER, studioSignatureDigest } from '../studio/signature';
import { badBody, wrongValue, type Json, type RawBody } from './testing/bad-bodies';

const dataDir = mkdtempSync(path.join(tmpdir(), 'dealer-fuzz-'));
const REVALIDATE_SECRET = 'fuzz-revalidate-secret';
const STUDIO_SECRET = 'fuzz-studio-secret';
process.env.DATA_DIR = dataDir;
process.env.SITE_DATASET = 'dealership';
process.env.SANITY_REVALIDATE_SECRET = REVALIDATE_SECRET;

// Jest cannot load the Content Lake client: the routes' CMS reads go to the seed dataset instead.
jest.mock('@/server/leads/lead-content', () => ({
  leadContent: jest.requireActual('@/server/leads/testing/embedded-lead-content').embeddedLeadContent('dealership'),
}));
jest.mock('@/server/offers/offer-content', () => {
  const { seedDataset } = jest.requireActual('@/content/embedded/testing/seed-dataset');
  const { runEmbeddedQuery } = jest.requireActual('@/content/embedded/run-query');
  const { questionnaireQuery } = jest.requireActual('@/content/queries');
  const data = seedDataset('dealership');
  return {
    publishedQuestionnaire: () => runEmbeddedQuery(data, questionnaireQuery),
    // No VIN is known: a well-formed VIN answers 400, never a network or native-database lookup.
    offerVinDecoder: { decode: async () => null },
  };
});
jest.mock('@/server/consent/request-consent', () => ({
  getRequestConsent: async () => ({
    consent: { tier: 0, allowed: ['essential'], decided: true, gpc: false },
    banner: 'hidden',
  }),
}));
jest.mock('@/server/outbox/delivery', () => ({ kickDelivery: () => undefined }));
// A publish that changes vehicles starts the shoppers' alert check, which reads the inventory: not fuzzed here.
jest.mock('@/server/alerts/alert-loop', () => ({ kickAlertCheck: () => undefined }));
jest.mock('next/cache', () => ({ revalidateTag: () => undefined }));
// The Studio endpoint's settings without the content client (the secret is STUDIO_SECRET below).
jest.mock('@/server/studio/config', () => ({
  studioEndpointConfig: () => ({ secret: 'fuzz-studio-secret', origins: ['http://localhost:3333'] }),
  firstPublishedStaffMemberSlug: async () => 'fuzz-staff-member',
}));

type Post = (request: Request) => Promise<Response>;

interface RouteCase {
  path: string;
  runs: number;
  load: () => Promise<Post>;
  base: Record<string, Json>;
  /** The route's error body names at least one field with a message. */
  hasFieldMessages: (body: unknown) => boolean;
  extraHeaders?: (text: string) => Promise<Record<string, string>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmptyMessages = (value: unknown) =>
  isRecord(value) &&
  Object.keys(value).length > 0 &&
  Object.values(value).every((message) => typeof message === 'string' && message !== '');
const errorsBody = (body: unknown) => isRecord(body) && nonEmptyMessages(body.errors);

const ROUTES: RouteCase[] = [
  {
    path: '/api/leads',
    runs: 2_500,
    load: async () => (await import('@/app/api/leads/route')).POST,
    // A valid submission, so each mutation is what gets it refused.
    base: { form: 'CONTACT_DEALERSHIP', ...(SAMPLE_LEADS.CONTACT_DEALERSHIP as Record<string, Json>) },
    hasFieldMessages: errorsBody,
  },
  {
    path: '/api/offers',
    runs: 2_500,
    load: async () => (await import('@/app/api/offers/route')).POST,
    base: {
      vehicle: { year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE' },
      mileage: 42_000,
      zip: '75001',
      answers: { '1': 'yes' },
    },
    hasFieldMessages: errorsBody,
  },
  {
    // An id no offer has: the body is validated before the offer is looked up, so a valid body answers 404.
    path: '/api/offers/{id}/accept',
    runs: 1_000,
    load: async () => {
      const { POST } = await import('@/app/api/offers/[id]/accept/route');
      return (request) => POST(request, { params: Promise.resolve({ id: randomUUID() }) });
    },
    base: { offerKind: 'cashNow', competingOffer: 15_000, preferredDate: '2026-12-01', preferredTime: 'morning' },
    hasFieldMessages: errorsBody,
  },
  {
    path: '/api/customer/phoneValidation',
    runs: 2_000,
    load: async () => (await import('@/app/api/customer/phoneValidation/route')).POST,
    base: { type: 'code-verification', phone: '(630) 555-0100', code: '123456' },
    // The verification API's shape: the error key names the field (phone, code or generic) the message belongs to.
    hasFieldMessages: (body) =>
      isRecord(body) &&
      body.success === false &&
      ['phone', 'code', 'generic'].includes(String(body.error)) &&
      typeof body.message === 'string' &&
      body.message !== '',
  },
  {
    path: '/api/track/facebook',
    runs: 1_500,
    load: async () => (await import('@/app/api/track/facebook/route')).POST,
    base: { eventName: 'Lead', event_id: 'evt-1', value: 1, currency: 'USD' },
    hasFieldMessages: errorsBody,
  },
  {
    path: '/api/revalidate',
    runs: 1_000,
    load: async () => (await import('@/app/api/revalidate/route')).POST,
    base: { _type: 'siteSettings', tags: ['a'] },
    // The webhook answers `{message}` (signature, payload) or the guard's `{errors}`.
    hasFieldMessages: (body) => errorsBody(body) || (isRecord(body) && typeof body.message === 'string'),
    // Half the bodies are signed, so the payload checks behind the signature are fuzzed too.
    extraHeaders: async (text) => {
      const headers: Record<string, string> = {};
      if (text.length > 0 && text.length % 2 === 0)
        headers['sanity-webhook-signature'] = await encodeSignatureHeader(text, Date.now(), REVALIDATE_SECRET);
      return headers;
    },
  },
  {
    // The Studio's signed "Send test lead": half the bodies carry a valid signature, so the body checks behind the
    // signature are fuzzed too (a signed valid body sends a real sample lead, which is then the new known count).
    path: '/api/studio/test-lead',
    runs: 1_000,
    load: async () => (await import('@/app/api/studio/test-lead/route')).POST,
    base: { formType: 'CONTACT_SALES' },
    // `{message, errors}` for a bad body; `{message, reason}` for a missing or wrong signature.
    hasFieldMessages: (body) => errorsBody(body) || (isRecord(body) && typeof body.message === 'string'),
    extraHeaders: async (text): Promise<Record<string, string>> => {
      if (text.length % 2 === 1) return {};
      const timestamp = Date.now();
      const digest = studioSignatureDigest(STUDIO_SECRET, timestamp, {
        method: 'POST',
        pathAndQuery: '/api/studio/test-lead',
        body: text,
      });
      return { [STUDIO_SIGNATURE_HEADER]: `t=${timestamp},v1=${digest}` };
    },
  },
];

const TOTAL_RUNS = ROUTES.reduce((sum, route) => sum + route.runs, 0);

/** Signed revalidate bodies must never name a real tag: a good webhook waits 2 s on purpose. */
const revalidateBody: fc.Arbitrary<RawBody> = fc.oneof(
  badBody(ROUTES.find((route) => route.path === '/api/revalidate')!.base).filter(
    (body) => !/"_type":"[^"]/.test(body.text) && !/"tags":\[\s*"/.test(body.text),
  ),
  wrongValue
    .filter((value) => typeof value !== 'string')
    .map((value) => ({ text: JSON.stringify({ _type: value }), contentType: 'application/json' })),
);

async function storedRows(db: OpenedBackend['db']): Promise<string> {
  const result = await db.execute(
    sql`select (select count(*) from leads) as leads, (select count(*) from outbox) as outbox, (select count(*) from offers) as offers, (select count(*) from phone_verifications) as phone_verifications`,
  );
  const rows = (result as unknown as { rows: unknown[] }).rows ?? (result as unknown as unknown[]);
  return JSON.stringify(rows[0]);
}

describe.each(testBackends())('POST routes under fuzzing (%s)', (_name, backend) => {
  // The routes ask getDb() for the process database: hand them this one.
  const database = asProcessDatabase(backend);
  const accepted: Record<string, number> = {};
  const executed: Record<string, number> = {};

  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    console.info(`fuzz: ${JSON.stringify({ executed, acceptedAsValid: accepted })}`);
  });

  test(`the runs add up to at least 10,000 bodies (${TOTAL_RUNS})`, () => {
    expect(TOTAL_RUNS).toBeGreaterThanOrEqual(10_000);
  });

  test.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s: no 5xx, no stored row for a rejected body, JSON field errors',
    async (path, route) => {
      const POST = await route.load();
      const bodies = path === '/api/revalidate' ? revalidateBody : badBody(route.base);
      const origin = fc.constantFrom<string | null>(null, null, null, 'http://localhost', 'https://evil.example');
      // Runs are sequential: the counts after one run are the counts before the next.
      let known = await storedRows(database().db);
      executed[path] = 0;
      accepted[path] = 0;
      await fc.assert(
        fc.asyncProperty(bodies, origin, async (body, originHeader) => {
          executed[path]! += 1;
          const headers: Record<string, string> = {
            'content-type': body.contentType,
            host: 'localhost',
            ...(originHeader ? { origin: originHeader } : {}),
            ...(await route.extraHeaders?.(body.text)),
          };
          const response = await POST(
            new Request(`http://localhost${path}`, { method: 'POST', headers, body: body.text }),
          );
          expect(response.status).toBeLessThan(500);
          if (response.status < 400) {
            accepted[path]! += 1;
            known = await storedRows(database().db);
            return;
          }
          expect(response.headers.get('content-type')).toMatch(/^application\/json/);
          const answer: unknown = await response.json();
          expect(route.hasFieldMessages(answer)).toBe(true);
          expect(await storedRows(database().db)).toBe(known);
        }),
        { numRuns: route.runs, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
      );
      expect(executed[path]).toBeGreaterThanOrEqual(route.runs);
    },
    120_000,
  );
});
