/**
 * One delivery per lead under faults: two delivery processes behind an SMTP server slower than the lease, and a
 * worker process killed with SIGKILL in the middle of a batch. Runs on PGlite and, with DATABASE_URL, on Postgres.
 * Leases are shortened (the worker's --lease-ms, the pass's leaseMs) so the tests take seconds, not minutes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createDb, type Db } from '../db/client';
import { outbox } from '../db/schema';
import { testBackends, type OpenedBackend } from '../db/testing/test-backends';
import { createSmtpTransport } from '../mail/transport';
import { startSmtpTestServer, type SmtpTestServer } from '../mail/testing/smtp-test-server';
import { deliverDueMessages } from './delivery';
import { outboxSummary } from './status';
import { storeLead } from './store-lead';
import { crashTargets } from './testing/crash-targets';
import { sampleLead } from './testing/sample-lead';

const ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');
process.env.LEAD_ENCRYPTION_KEY = ENCRYPTION_KEY;

const FROM = 'Website Leads <leads@dealer.example>';
const repo = path.resolve(__dirname, '../../../..');
const worker = path.join(repo, 'scripts', 'src', 'worker.ts');

beforeAll(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));
afterAll(() => jest.restoreAllMocks());

interface Tally {
  accepted: number;
  delivered: number;
  duplicated: number;
}

/** Leads stored vs distinct messages the SMTP server received vs extra copies of one. */
function tally(accepted: number, smtp: SmtpTestServer): Tally {
  const ids = smtp.received.map((mail) => mail.messageId);
  const delivered = new Set(ids).size;
  return { accepted, delivered, duplicated: ids.length - delivered };
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(testBackends())('two delivery processes, an SMTP server slower than the lease (%s)', (name, backend) => {
  // Long enough that event-loop stalls of a busy test machine (hundreds of ms) never look like a lost database.
  const LEASE_MS = 3_000;
  const LEADS = 4;
  let smtp: SmtpTestServer;
  let store: OpenedBackend;
  beforeAll(async () => {
    [smtp, store] = await Promise.all([startSmtpTestServer({ acceptDelayMs: LEASE_MS * 1.5 }), backend.open()]);
  });
  afterAll(async () => {
    await Promise.all([smtp.stop(), store.close()]);
  });

  test('every lead is delivered once: no process takes a row whose send is still in progress', async () => {
    for (let index = 0; index < LEADS; index += 1) await storeLead(sampleLead(), store.db);
    // Postgres: a second connection pool, as a second process has. PGlite serves one process: one handle.
    const second = name === 'postgres' ? await store.reopen() : null;
    const processes = [store.db, second?.db ?? store.db];

    const run = async (db: Db) => {
      const transport = createSmtpTransport(smtp.url);
      try {
        for (;;) {
          const { sent, retried, dead } = await deliverDueMessages({
            db,
            transport,
            from: FROM,
            leaseMs: LEASE_MS,
            limit: 1,
          });
          if (sent + retried + dead > 0) continue;
          const summary = await outboxSummary(db, 1);
          if (summary.queued + summary.retrying + summary.sending === 0) return;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        transport.close?.();
      }
    };
    try {
      await Promise.all(processes.map(run));
    } finally {
      await second?.close();
    }

    expect(tally(LEADS, smtp)).toEqual({ accepted: LEADS, delivered: LEADS, duplicated: 0 });
    const rows = await store.db.select().from(outbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  }, 60_000);
});

/** The outbox worker (scripts/src/worker.ts) as its own process, on the target's database and the test's SMTP. */
function startWorker(env: Record<string, string>, leaseMs: number): ChildProcess {
  // The target says which database: never this run's own DATABASE_URL or DATA_DIR.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.DATA_DIR;
  // Plain node with tsx's loader (no tsx wrapper process), so SIGKILL reaches the worker itself.
  return spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=react-server', worker, '--interval-ms', '100', '--lease-ms', String(leaseMs)],
    {
      cwd: repo,
      env: { ...inherited, ...env, LEAD_ENCRYPTION_KEY: ENCRYPTION_KEY, MAIL_FROM: FROM },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

function exited(child: ChildProcess): Promise<NodeJS.Signals | number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.signalCode ?? child.exitCode);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
}

describe.each(crashTargets())('a worker killed with SIGKILL in mid-batch (%s)', (_name, makeTarget) => {
  const LEASE_MS = 2_000;
  const LEADS = 20;
  // Starting a worker process takes seconds (tens of seconds on PGlite on a loaded machine): generous timeouts.
  const KILL_AFTER = 6;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer({ acceptDelayMs: 100 });
  });
  afterAll(() => smtp.stop());

  test('nothing is lost, its rows are due one lease after the kill, a second copy only of a mail accepted at the kill', async () => {
    const target = await makeTarget();
    const children: ChildProcess[] = [];
    try {
      const setup = await createDb(target.options);
      for (let index = 0; index < LEADS; index += 1) await storeLead(sampleLead(), setup.db);
      await setup.close();

      const env = { ...target.env, SMTP_URL: smtp.url };
      const first = startWorker(env, LEASE_MS);
      children.push(first);
      await waitFor(() => smtp.received.length >= KILL_AFTER);
      first.kill('SIGKILL');
      expect(await exited(first)).toBe('SIGKILL');
      const killedAt = Date.now();

      // The dead worker's claims: still 'sending', but only until one lease after its last renewal.
      const afterKill = await createDb(target.options);
      const left = (await afterKill.db.select().from(outbox)).filter((row) => row.status === 'sending');
      await afterKill.close();
      expect(left.length).toBeGreaterThan(0);
      for (const row of left) expect(row.leaseUntil?.getTime()).toBeLessThanOrEqual(killedAt + LEASE_MS);

      // A new worker (PGlite: only once the dead one's database is closed, which the kill did).
      const second = startWorker(env, LEASE_MS);
      children.push(second);
      await waitFor(() => tally(LEADS, smtp).delivered === LEADS);
      second.kill('SIGTERM');
      await exited(second);

      const final = await createDb(target.options);
      const rows = await final.db.select().from(outbox);
      await final.close();
      expect(rows.filter((row) => row.status === 'sent')).toHaveLength(LEADS);
      const result = tally(LEADS, smtp);
      expect(result.delivered).toBe(LEADS);
      expect(result.duplicated).toBeLessThanOrEqual(1);
      // Every copy names its row: the same Message-ID, so the receiver can tell the copies apart from new mail.
      expect(new Set(smtp.received.map((mail) => mail.messageId))).toEqual(
        new Set(rows.map((row) => `<${row.id}@dealer.example>`)),
      );
    } finally {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      smtp.received.length = 0;
      await target.cleanup();
    }
  }, 400_000);
});
