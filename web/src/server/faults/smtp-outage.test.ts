/**
 * Fault: the SMTP server is stopped while 200 leads are submitted through the real `POST /api/leads` handler, then
 * restarted. Every lead is answered 201 while mail is down (the outbox holds the mails); once SMTP is back, delivery
 * passes send every queued mail exactly once (one Message-ID per outbox row, none twice).
 */
import { SAMPLE_LEADS } from '@/lib/leads/sample-leads';
import { leads, outbox } from '@/server/db/schema';
import { testBackends, type OpenedBackend } from '@/server/db/testing/test-backends';
import type { LeadLimits } from '@/server/leads/lead-limits';
import { handleLeadRequest } from '@/server/leads/lead-request';
import { embeddedLeadContent } from '@/server/leads/testing/embedded-lead-content';
import { startSmtpTestServer, type SmtpTestServer } from '@/server/mail/testing/smtp-test-server';
import { createSmtpTransport } from '@/server/mail/transport';
import { deliverDueMessages, type DeliveryResult } from '@/server/outbox/delivery';
import { outboxSummary } from '@/server/outbox/status';

process.env.LEAD_ENCRYPTION_KEY = Buffer.alloc(32, 11).toString('base64');
jest.setTimeout(180_000);

const LEADS = 200;
const FROM = 'Website Leads <leads@dealer.example>';
const content = embeddedLeadContent('sell-car');
const roomy: LeadLimits = {
  perIp: { limit: 10_000, windowSeconds: 600 },
  perEmail: { limit: 10_000, windowSeconds: 600 },
  maxJsonBytes: 64 * 1024,
  maxMultipartBytes: 1024 * 1024,
};

function leadRequest(index: number): Request {
  return new Request('http://localhost:3000/api/leads', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-forwarded-for': `198.51.100.${index % 250}`,
      'idempotency-key': `smtp-outage-${index.toString().padStart(4, '0')}`,
    },
    body: JSON.stringify({
      form: 'CONTACT_SALES',
      ...SAMPLE_LEADS.CONTACT_SALES,
      email: `visitor${index}@example.com`,
    }),
  });
}

beforeAll(() => {
  // Delivery logs one line per message (ids only); keep the output readable.
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterAll(() => jest.restoreAllMocks());

describe.each(testBackends())('SMTP down while %s takes 200 leads', (_name, backend) => {
  let smtp: SmtpTestServer;
  let store: OpenedBackend;
  beforeAll(async () => {
    [smtp, store] = await Promise.all([startSmtpTestServer(), backend.open()]);
  });
  afterAll(async () => {
    await Promise.all([smtp.stop(), store.close()]);
  });

  test('every lead is stored; after the restart every mail arrives exactly once', async () => {
    const transport = createSmtpTransport(smtp.url);
    // The route's kick: a real delivery pass right after each lead, which fails while SMTP is down.
    const passes: Array<Promise<DeliveryResult>> = [];
    const kick = () => passes.push(deliverDueMessages({ db: store.db, transport, from: FROM }));
    try {
      await smtp.stop();
      const statuses: number[] = [];
      // Ten visitors at a time, as a burst of real submissions would arrive.
      for (let start = 0; start < LEADS; start += 10) {
        const batch = Array.from({ length: 10 }, (_, offset) =>
          handleLeadRequest(leadRequest(start + offset), { content, db: store.db, kick, limits: roomy }),
        );
        statuses.push(...(await Promise.all(batch)).map((response) => response.status));
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(LEADS);
      const duringOutage = await Promise.all(passes);
      expect(duringOutage.reduce((total, pass) => total + pass.sent, 0)).toBe(0);
      expect(smtp.received).toHaveLength(0);

      const rows = await store.db.select({ id: outbox.id, leadId: outbox.leadId }).from(outbox);
      expect(await store.db.select({ id: leads.id }).from(leads)).toHaveLength(LEADS);
      expect(new Set(rows.map((row) => row.leadId)).size).toBe(LEADS);
      const summary = await outboxSummary(store.db);
      expect(summary.sent).toBe(0);
      expect(summary.dead).toBe(0);

      await smtp.start();
      // Passes with the clock past every backoff, until one finds nothing due.
      let clock = Date.now();
      for (let pass = 0; pass < 100; pass += 1) {
        clock += 60 * 60_000;
        const result = await deliverDueMessages({
          db: store.db,
          transport,
          from: FROM,
          now: new Date(clock),
          limit: 50,
        });
        if (result.sent + result.retried + result.dead === 0) break;
      }

      expect(await outboxSummary(store.db)).toMatchObject({ queued: 0, sending: 0, retrying: 0, dead: 0 });
      expect((await outboxSummary(store.db)).sent).toBe(rows.length);
      expect(smtp.received).toHaveLength(rows.length);
      const messageIds = smtp.received.map((mail) => mail.messageId);
      expect(new Set(messageIds).size).toBe(rows.length);
      // Each Message-ID is its outbox row's: every row delivered, none twice.
      const expected = new Set(rows.map((row) => `<${row.id}@dealer.example>`));
      expect(new Set(messageIds)).toEqual(expected);
    } finally {
      transport.close?.();
    }
  });
});
