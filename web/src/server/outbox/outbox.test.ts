import { eq } from 'drizzle-orm';
import { leads, outbox } from '../db/schema';
import { testBackends, type OpenedBackend } from '../db/testing/test-backends';
import { createSmtpTransport, type MailTransport } from '../mail/transport';
import { startSmtpTestServer, type SmtpTestServer } from '../mail/testing/smtp-test-server';
import { MAX_DELIVERY_ATTEMPTS, RETRY_CAP_MS } from './backoff';
import { DELIVERY_LEASE_MS, deliverDueMessages } from './delivery';
import { outboxSummary } from './status';
import { storeLead } from './store-lead';
import { sampleLead } from './testing/sample-lead';

process.env.LEAD_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');

const FROM = 'Website Leads <leads@dealer.example>';
const minutes = (n: number) => n * 60_000;

// Delivery logs one line per message (ids only); keep test output readable.
beforeAll(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));
afterAll(() => jest.restoreAllMocks());

describe.each(testBackends())('lead outbox on %s', (_name, backend) => {
  let smtp: SmtpTestServer;
  let store: OpenedBackend;
  let transport: MailTransport;
  beforeAll(async () => {
    [smtp, store] = await Promise.all([startSmtpTestServer(), backend.open()]);
  });
  afterAll(async () => {
    await Promise.all([smtp.stop(), store.close()]);
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    await store.reset();
    transport = createSmtpTransport(smtp.url);
  });
  afterEach(() => transport.close?.());

  const deliver = (now: Date = new Date(), extra: { limit?: number; leaseMs?: number } = {}) =>
    deliverDueMessages({ db: store.db, transport, now, from: FROM, ...extra });

  test('a stored lead is mailed once to the routed recipient, with its attachment', async () => {
    const resume = Buffer.from('%PDF-1.4\n% résumé bytes\n', 'utf8');
    const lead = sampleLead({
      formType: 'CAREERS',
      mails: [
        {
          kind: 'text',
          to: 'hr@store.example',
          subject: 'Careers Form',
          text: 'Position: Technician',
          html: '<p>Position: Technician</p>',
          attachments: [{ filename: 'resume.pdf', contentType: 'application/pdf', content: resume }],
        },
        { kind: 'adf', to: 'crm@store.example', subject: 'ADF Lead', text: '<?xml version="1.0"?><adf></adf>' },
      ],
    });
    const { id, created } = await storeLead(lead, store.db);
    expect(created).toBe(true);

    expect(await deliver()).toEqual({ sent: 2, retried: 0, dead: 0 });
    expect(await deliver()).toEqual({ sent: 0, retried: 0, dead: 0 });

    expect(smtp.received).toHaveLength(2);
    const careers = smtp.received.find((mail) => mail.subject === 'Careers Form');
    expect(careers).toMatchObject({ envelopeTo: ['hr@store.example'], to: 'hr@store.example', from: FROM });
    expect(careers?.text).toBe('Position: Technician');
    expect(careers?.html).toBe('<p>Position: Technician</p>');
    expect(careers?.attachments).toEqual([{ filename: 'resume.pdf', contentType: 'application/pdf', content: resume }]);
    const adf = smtp.received.find((mail) => mail.subject === 'ADF Lead');
    expect(adf?.envelopeTo).toEqual(['crm@store.example']);
    expect(adf?.text).toBe('<?xml version="1.0"?><adf></adf>');
    expect(adf?.html).toBeUndefined();

    const rows = await store.db.select().from(outbox).where(eq(outbox.leadId, id));
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(rows.every((row) => row.attempts === 1 && row.sentAt !== null && row.messageId !== null)).toBe(true);
  });

  test('sensitive data is stored encrypted, never in the payload', async () => {
    const { decryptJson } = await import('../crypto/lead-crypto');
    const { id } = await storeLead(sampleLead({ sensitive: { ssn: '123-45-6789' } }), store.db);
    const [row] = await store.db.select().from(leads).where(eq(leads.id, id));
    expect(row?.sensitiveCiphertext).toMatch(/^v2\./);
    expect(row?.sensitiveCiphertext).not.toContain('123-45-6789');
    expect(JSON.stringify(row?.payload)).not.toContain('123-45-6789');
    expect(decryptJson(row?.sensitiveCiphertext ?? '')).toEqual({ ssn: '123-45-6789' });
  });

  test('the same idempotency key stores one lead and sends one mail', async () => {
    const lead = sampleLead();
    const first = await storeLead(lead, store.db);
    const again = await storeLead({ ...lead, payload: { changed: true } }, store.db);
    const racing = await Promise.all([storeLead(lead, store.db), storeLead(lead, store.db)]);
    expect(again).toEqual({ id: first.id, created: false });
    expect(racing).toEqual([
      { id: first.id, created: false },
      { id: first.id, created: false },
    ]);

    const concurrentKey = sampleLead();
    const concurrent = await Promise.all([storeLead(concurrentKey, store.db), storeLead(concurrentKey, store.db)]);
    expect(concurrent.filter((result) => result.created)).toHaveLength(1);
    expect(concurrent[0]?.id).toBe(concurrent[1]?.id);

    expect(await store.db.select().from(leads)).toHaveLength(2);
    await deliver();
    expect(smtp.received).toHaveLength(2);
  });

  test('SMTP down: rows retry with backoff and the error; once it is up every mail arrives exactly once', async () => {
    await smtp.stop();
    try {
      for (let index = 0; index < 3; index += 1) await storeLead(sampleLead(), store.db);
      const now = new Date();
      expect(await deliver(now)).toEqual({ sent: 0, retried: 3, dead: 0 });

      const rows = await store.db.select().from(outbox);
      for (const row of rows) {
        expect(row.status).toBe('retrying');
        expect(row.attempts).toBe(1);
        expect(row.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
        expect(row.lastError).not.toContain('@');
        const delay = row.nextAttemptAt.getTime() - now.getTime();
        expect(delay).toBeGreaterThanOrEqual(2_500);
        expect(delay).toBeLessThanOrEqual(5_000);
      }
      // Not due yet: nothing is attempted.
      expect(await deliver(new Date(now.getTime() + 1_000))).toEqual({ sent: 0, retried: 0, dead: 0 });
      // Still down at the second try: the delay grows.
      expect(await deliver(new Date(now.getTime() + 10_000))).toEqual({ sent: 0, retried: 3, dead: 0 });
      const second = await store.db.select().from(outbox);
      for (const row of second) {
        expect(row.attempts).toBe(2);
        expect(row.nextAttemptAt.getTime() - (now.getTime() + 10_000)).toBeGreaterThanOrEqual(5_000);
      }
    } finally {
      await smtp.start();
    }
    const later = new Date(Date.now() + minutes(1));
    expect(await deliver(later)).toEqual({ sent: 3, retried: 0, dead: 0 });
    expect(await deliver(new Date(later.getTime() + minutes(60)))).toEqual({ sent: 0, retried: 0, dead: 0 });
    expect(smtp.received).toHaveLength(3);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(3);
    const summary = await outboxSummary(store.db);
    expect(summary).toMatchObject({ queued: 0, sent: 3, retrying: 0, dead: 0 });
    expect(summary.recent.every((row) => row.lastError === null && row.formType === 'CONTACT_SALES')).toBe(true);
  });

  test(`a message is dead-lettered after ${MAX_DELIVERY_ATTEMPTS} failed attempts, keeping the last error`, async () => {
    const failing: MailTransport = {
      send: () =>
        Promise.reject(
          Object.assign(new Error('550 mailbox <sales@store.example> unavailable'), { code: 'EENVELOPE' }),
        ),
    };
    await storeLead(sampleLead(), store.db);
    let now = Date.now();
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      expect(await deliverDueMessages({ db: store.db, transport: failing, now: new Date(now), from: FROM })).toEqual({
        sent: 0,
        retried: 1,
        dead: 0,
      });
      now += RETRY_CAP_MS;
    }
    expect(await deliverDueMessages({ db: store.db, transport: failing, now: new Date(now), from: FROM })).toEqual({
      sent: 0,
      retried: 0,
      dead: 1,
    });
    // Dead rows are never picked up again.
    expect(await deliver(new Date(now + minutes(600)))).toEqual({ sent: 0, retried: 0, dead: 0 });
    const [row] = await store.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'dead', attempts: MAX_DELIVERY_ATTEMPTS });
    expect(row?.lastError).toBe('EENVELOPE: 550 mailbox <[address]> unavailable');
    expect(smtp.received).toHaveLength(0);
  });

  test('concurrent delivery passes never send a message twice', async () => {
    for (let index = 0; index < 12; index += 1) await storeLead(sampleLead(), store.db);
    const transports = [0, 1, 2, 3].map(() => createSmtpTransport(smtp.url));
    try {
      const now = new Date();
      const results = await Promise.all(
        transports.map((pass) => deliverDueMessages({ db: store.db, transport: pass, now, from: FROM, limit: 5 })),
      );
      const sent = results.reduce((total, result) => total + result.sent, 0);
      const rest = await deliver(now, { limit: 50 });
      expect(sent + rest.sent).toBe(12);
    } finally {
      for (const pass of transports) pass.close?.();
    }
    expect(smtp.received).toHaveLength(12);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(12);
  });

  test('rows a dead process left in sending are due again once its lease has run out, not before', async () => {
    await storeLead(sampleLead(), store.db);
    const now = Date.now();
    // What a process killed mid-send leaves behind: its claim, a lease it no longer renews.
    await store.db.update(outbox).set({
      status: 'sending',
      claimToken: 'dead-process',
      leaseUntil: new Date(now + DELIVERY_LEASE_MS),
      attempts: 1,
    });

    expect(await deliver(new Date(now + DELIVERY_LEASE_MS - 1_000))).toEqual({ sent: 0, retried: 0, dead: 0 });
    expect(await deliver(new Date(now + DELIVERY_LEASE_MS + 1_000))).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(smtp.received).toHaveLength(1);
    const [row] = await store.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, claimToken: null, leaseUntil: null });
  });

  test('a crashed process is retried within a minute by default', () => {
    expect(DELIVERY_LEASE_MS).toBeLessThanOrEqual(minutes(1) - 5_000);
  });

  test('fencing: a pass whose row was taken over aborts the send in flight and neither marks nor sends it', async () => {
    await storeLead(sampleLead(), store.db);
    await storeLead(sampleLead(), store.db);
    const LEASE = 200;
    const aborted: string[] = [];
    let started = 0;
    // A send that would take far longer than the lease; it ends only when its signal aborts.
    const stalled: MailTransport = {
      send: (mail, signal) =>
        new Promise((_resolve, reject) => {
          started += 1;
          signal?.addEventListener('abort', () => {
            aborted.push(mail.id ?? '');
            reject(signal.reason);
          });
        }),
    };
    const pass = deliverDueMessages({ db: store.db, transport: stalled, from: FROM, leaseMs: LEASE });
    await waitFor(async () => started === 1);
    // Another process takes both rows over (as after a lease that really ran out): new token, new lease.
    await store.db.update(outbox).set({ claimToken: 'other-process', leaseUntil: new Date(Date.now() + minutes(5)) });

    expect(await pass).toEqual({ sent: 0, retried: 0, dead: 0 });
    expect(aborted).toHaveLength(1);
    // The second row was never started: its pre-send check found it held by the other process.
    expect(started).toBe(1);
    const rows = await store.db.select().from(outbox);
    expect(rows.every((row) => row.status === 'sending' && row.claimToken === 'other-process')).toBe(true);
    expect(rows.every((row) => row.lastError === null)).toBe(true);
  });

  test('a send slower than the lease keeps its row: the heartbeat renews it, another pass finds nothing', async () => {
    await storeLead(sampleLead(), store.db);
    const LEASE = 200;
    let release: () => void = () => undefined;
    const slow: MailTransport = {
      send: (mail) =>
        new Promise((resolve) => {
          release = () => void transport.send(mail).then(resolve);
        }),
    };
    const pass = deliverDueMessages({ db: store.db, transport: slow, from: FROM, leaseMs: LEASE });
    await waitFor(async () => (await store.db.select().from(outbox))[0]?.status === 'sending');
    // Several leases later the row is still held, and a second pass does not take it.
    await new Promise((resolve) => setTimeout(resolve, LEASE * 4));
    expect(await deliver(new Date(), { leaseMs: LEASE })).toEqual({ sent: 0, retried: 0, dead: 0 });
    const [held] = await store.db.select().from(outbox);
    expect(held?.leaseUntil?.getTime()).toBeGreaterThan(Date.now());
    release();
    expect(await pass).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(smtp.received).toHaveLength(1);
  });
});

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not reached');
}
