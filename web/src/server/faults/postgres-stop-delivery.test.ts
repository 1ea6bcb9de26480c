/**
 * Fault: PostgreSQL stops in the middle of a delivery batch and comes back. A TCP proxy stands in for the server
 * (db/testing/cut-proxy.ts): every connection dropped and new ones refused, for longer than a lease. The stop comes
 * at the worst moment of a batch: the SMTP server has a lead's mail and accepts it while the database is gone, so
 * the pass cannot record the send until the database is back. Leads keep arriving all along (refused while the
 * database is down, which the route answers with 503). Every accepted lead is delivered exactly once.
 * Needs PostgreSQL (DATABASE_URL): PGlite runs inside the process and cannot be stopped from outside.
 */
import { inArray, sql } from 'drizzle-orm';
import { createDb, type Db, type DbHandle } from '@/server/db/client';
import { outbox } from '@/server/db/schema';
import { startCutProxy, type CutProxy } from '@/server/db/testing/cut-proxy';
import { isDatabaseUnavailable } from '@/server/db/unavailable';
import { startSmtpTestServer, type SmtpTestServer } from '@/server/mail/testing/smtp-test-server';
import { createSmtpTransport, type MailTransport } from '@/server/mail/transport';
import { deliverDueMessages } from '@/server/outbox/delivery';
import { storeLead } from '@/server/outbox/store-lead';
import { crashTargets, type CrashTarget } from '@/server/outbox/testing/crash-targets';
import { sampleLead } from '@/server/outbox/testing/sample-lead';

process.env.LEAD_ENCRYPTION_KEY = Buffer.alloc(32, 13).toString('base64');

const FROM = 'Website Leads <leads@dealer.example>';
// Long enough that a busy machine's event-loop stalls never look like a lost database.
const LEASE_MS = 2_000;
// Longer than a lease: the claims of the interrupted batch run out while the database is away.
const OUTAGE_MS = 2.5 * LEASE_MS;
const LEADS_BEFORE = 20;
// The SMTP server's 8th message: in the middle of the first batch (all 20 leads stored before it).
const STOP_AT_MESSAGE = 8;
const LEADS_AFTER = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await sleep(25);
  }
}

const postgres = crashTargets().find(([name]) => name === 'postgres');

beforeAll(() => {
  // Delivery logs one line per message, the pool one per dropped connection: ids and codes only, but many.
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => jest.restoreAllMocks());

(postgres ? describe : describe.skip)('PostgreSQL stopped mid-delivery, then back', () => {
  let target: CrashTarget;
  let proxy: CutProxy;
  let handle: DbHandle;
  let smtp: SmtpTestServer;
  let transport: MailTransport;
  let stopped: () => void = () => undefined;
  const outageStarted = new Promise<void>((resolve) => (stopped = resolve));

  beforeAll(async () => {
    if (!postgres) return;
    target = await postgres[1]();
    const url = new URL(target.options.databaseUrl ?? '');
    proxy = await startCutProxy({ host: url.hostname, port: Number(url.port || 5432) });
    handle = await createDb({ databaseUrl: proxy.through(url.toString()) });
    smtp = await startSmtpTestServer({
      beforeAccept: async (arrival) => {
        if (arrival !== STOP_AT_MESSAGE) return;
        await proxy.cut();
        stopped();
      },
    });
    transport = createSmtpTransport(smtp.url);
  }, 60_000);

  afterAll(async () => {
    transport?.close?.();
    await handle?.close();
    await Promise.all([proxy?.close(), smtp?.stop()]);
    await target?.cleanup();
  }, 60_000);

  test('every accepted lead is delivered once: none lost, none twice', async () => {
    const db: Db = handle.db;
    const accepted: string[] = [];
    const refusals: unknown[] = [];
    for (let index = 0; index < LEADS_BEFORE; index += 1) accepted.push((await storeLead(sampleLead(), db)).id);

    // The delivery loop as a server runs it: a pass, and when one fails (database gone) the next starts over.
    let delivering = true;
    const delivery = (async () => {
      while (delivering) {
        try {
          const { sent, retried, dead } = await deliverDueMessages({ db, transport, from: FROM, leaseMs: LEASE_MS });
          if (sent + retried + dead > 0) continue;
        } catch {
          // Logged by the server's loop; the database is away, the next pass tries again.
        }
        await sleep(50);
      }
    })();

    // Visitors submitting all along: accepted while the database answers, refused while it is down.
    let restored = false;
    let acceptedAfter = 0;
    const intake = (async () => {
      while (!restored || acceptedAfter < LEADS_AFTER) {
        try {
          accepted.push((await storeLead(sampleLead(), db)).id);
          if (restored) acceptedAfter += 1;
        } catch (error) {
          refusals.push(error);
        }
        await sleep(40);
      }
    })();

    await outageStarted;
    await sleep(OUTAGE_MS);
    await proxy.restore();
    restored = true;
    await intake;

    // Done when every stored mail is recorded as sent; then no pass can send anything again.
    await waitFor(async () => {
      const rows = await db.select({ status: outbox.status }).from(outbox);
      return rows.length > 0 && rows.every((row) => row.status === 'sent');
    });
    delivering = false;
    await delivery;

    const rows = await db.select().from(outbox);
    const acceptedRows = await db.select({ id: outbox.id }).from(outbox).where(inArray(outbox.leadId, accepted));
    const messageIds = smtp.received.map((mail) => mail.messageId);
    const delivered = new Set(messageIds);
    const result = {
      accepted: accepted.length,
      delivered: acceptedRows.filter((row) => delivered.has(`<${row.id}@dealer.example>`)).length,
      duplicated: messageIds.length - delivered.size,
    };
    expect(result).toEqual({ accepted: accepted.length, delivered: accepted.length, duplicated: 0 });

    // The outage was real: submissions were refused, each as "database unavailable" (503, never 500).
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.filter((error) => !isDatabaseUnavailable(error))).toEqual([]);
    // Every stored row (a lead committed just as the connection dropped included) went out once, on its first claim:
    // the mail accepted during the outage was recorded as sent once the database was back, not sent again.
    expect(delivered).toEqual(new Set(rows.map((row) => `<${row.id}@dealer.example>`)));
    expect(rows.filter((row) => row.attempts !== 1)).toEqual([]);
  }, 90_000);

  test('a connection lost inside a transaction fails it as "unavailable"; the process carries on', async () => {
    // Between two statements the client runs no query, so the lost connection surfaces as an 'error' event on the
    // client itself: unhandled, it would end the server (every lead POST of that moment, and the next ones).
    const failure = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await proxy.cut();
        await sleep(200);
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    await proxy.restore();
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // The pool dropped the broken client: the next statement gets a fresh connection.
    await expect(handle.db.execute(sql`select 1 as one`)).resolves.toMatchObject({ rows: [{ one: 1 }] });
  }, 30_000);
});
