/**
 * Fault: the database is unavailable at submit. The real route handlers answer 503 with Retry-After and the
 * "try again" message (the client forms keep their values), and nothing is half-written: once the database is back
 * it holds no lead, outbox row or offer from the failed submissions.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';

import { FORM_ERROR_KEY } from '@/lib/leads/field-errors';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/leads/messages';
import { SAMPLE_LEADS } from '@/lib/leads/sample-leads';
import { seededQuestionnaire } from '@/lib/pricing/test-support/seeded-questionnaire';
import { createDb, type Db } from '@/server/db/client';
import { leads, offers, outbox } from '@/server/db/schema';
import * as schema from '@/server/db/schema';
import { testBackends, type OpenedBackend } from '@/server/db/testing/test-backends';
import { DATABASE_RETRY_AFTER_SECONDS } from '@/server/db/unavailable';
import { embeddedLeadContent } from '@/server/leads/testing/embedded-lead-content';
import { SERVER_ERROR_MESSAGE } from '@/server/leads/lead-messages';
import { handleLeadRequest } from '@/server/leads/lead-request';
import { handleAcceptOffer } from '@/server/offers/accept-offer';
import { handleCreateOffer, handleGetOffer } from '@/server/offers/create-offer';

process.env.LEAD_ENCRYPTION_KEY = Buffer.alloc(32, 5).toString('base64');
jest.setTimeout(60_000);

const content = embeddedLeadContent('sell-car');
const questionnaire = seededQuestionnaire('sell-car');
const vinDecoder = { decode: async () => null };
const OFFER_ID = '6f1c3f7e-2b5a-4c39-9d0e-8a7b6c5d4e3f';

function leadRequest(ip = '203.0.113.40'): Request {
  return new Request('http://localhost:3000/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ form: 'CONTACT_SALES', ...SAMPLE_LEADS.CONTACT_SALES }),
  });
}

function offerRequest(body: unknown, url = 'http://localhost:3000/api/offers'): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.41' },
    body: JSON.stringify(body),
  });
}

async function expectUnavailable(response: Response, key: string): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(await response.json()).toEqual({ errors: { [key]: DATABASE_UNAVAILABLE_MESSAGE } });
}

/** A loopback port nobody listens on: bind, note the port, close. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

let errorLog: jest.SpyInstance;
beforeAll(() => {
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterAll(() => jest.restoreAllMocks());

describe('Postgres unreachable (connection refused)', () => {
  let pool: Pool;
  let db: Db;
  beforeAll(async () => {
    pool = new Pool({ connectionString: `postgres://dealer@127.0.0.1:${await closedPort()}/dealer`, max: 2 });
    db = drizzle(pool, { schema });
  });
  afterAll(() => pool.end());

  test('POST /api/leads → 503 with Retry-After and the retry message', async () => {
    await expectUnavailable(
      await handleLeadRequest(leadRequest(), { content, db, kick: () => undefined }),
      FORM_ERROR_KEY,
    );
    // The log line names the error class and the verdict only, never the submitted values.
    const logged = errorLog.mock.calls.map((call) => String(call[0])).join('\n');
    expect(logged).toContain('[database unavailable]');
    expect(logged).not.toContain(SAMPLE_LEADS.CONTACT_SALES.email);
  });

  test('POST /api/offers, GET /api/offers/{id} and POST /api/offers/{id}/accept → 503', async () => {
    await expectUnavailable(
      await handleCreateOffer(offerRequest({}), { questionnaire: async () => questionnaire, vinDecoder, db }),
      'form',
    );
    await expectUnavailable(await handleGetOffer(OFFER_ID, { db }), 'id');
    await expectUnavailable(
      await handleAcceptOffer(
        OFFER_ID,
        offerRequest({ offerKind: 'cashNow' }, `http://localhost:3000/api/offers/${OFFER_ID}/accept`),
        { db, leadContent: content, questionnaire: async () => questionnaire },
      ),
      'form',
    );
  });
});

describe('embedded database closed at submit, then reopened', () => {
  test('503 for the lead and the quote; the reopened database holds no row from them', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-fault-'));
    try {
      const first = await createDb({ dataDir });
      // The routes keep the handle; closing it makes every query fail with "PGlite is closed".
      await first.close();
      const { db } = first;
      await expectUnavailable(
        await handleLeadRequest(leadRequest(), { content, db, kick: () => undefined }),
        FORM_ERROR_KEY,
      );
      await expectUnavailable(
        await handleCreateOffer(offerRequest({}), { questionnaire: async () => questionnaire, vinDecoder, db }),
        'form',
      );
      const back = await createDb({ dataDir });
      try {
        expect(await back.db.select().from(leads)).toEqual([]);
        expect(await back.db.select().from(outbox)).toEqual([]);
        expect(await back.db.select().from(offers)).toEqual([]);
        // Back up: the same submission now goes through.
        const retried = await handleLeadRequest(leadRequest(), { content, db: back.db, kick: () => undefined });
        expect(retried.status).toBe(201);
        expect(await back.db.select().from(leads)).toHaveLength(1);
      } finally {
        await back.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(testBackends())('a failure between the lead insert and the outbox insert (%s)', (_name, backend) => {
  let store: OpenedBackend;
  beforeAll(async () => {
    store = await backend.open();
  }, 60_000);
  afterAll(() => store.close());
  afterEach(async () => {
    await store.db.execute(sql`drop trigger if exists fail_outbox on outbox`);
  });

  /** The database itself refuses every outbox row with this SQLSTATE, after the lead row of the same write. */
  async function failOutboxInserts(sqlState: string): Promise<void> {
    await store.db.execute(
      sql.raw(`create or replace function fail_outbox() returns trigger language plpgsql as $$
        begin raise exception 'outbox refused' using errcode = '${sqlState}'; end $$`),
    );
    await store.db.execute(
      sql`create trigger fail_outbox before insert on outbox for each row execute function fail_outbox()`,
    );
  }

  test.each([
    ['connection lost (08006)', '08006', 503],
    ['any other error', 'P0001', 500],
  ])('%s: the lead row is rolled back with it', async (_label, sqlState, status) => {
    await store.reset();
    await failOutboxInserts(sqlState);
    const response = await handleLeadRequest(leadRequest('203.0.113.42'), {
      content,
      db: store.db,
      kick: () => undefined,
    });
    expect(response.status).toBe(status);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors[FORM_ERROR_KEY]).toBe(status === 503 ? DATABASE_UNAVAILABLE_MESSAGE : SERVER_ERROR_MESSAGE);
    expect(await store.db.select().from(leads)).toEqual([]);
    expect(await store.db.select().from(outbox)).toEqual([]);
  });
});
