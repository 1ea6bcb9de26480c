/**
 * Storing a lead in one statement with its rate limits (PGlite; Postgres too when DATABASE_URL is set): counters in
 * order, each only while the ones before it allow the lead; the lead and its mails stored only when all do, all or
 * nothing; one lead per idempotency key.
 */
import { eq } from 'drizzle-orm';
import { leads, outbox, outboxAttachments, rateLimitHits } from '../db/schema';
import { testBackends, type OpenedBackend } from '../db/testing/test-backends';
import { storeLeadWithinLimits, type LeadRateLimit } from './store-lead';
import { sampleLead } from './testing/sample-lead';

process.env.LEAD_ENCRYPTION_KEY = Buffer.alloc(32, 3).toString('base64');

const NOW = new Date('2026-11-26T10:00:20.000Z');
const byIp: LeadRateLimit = { key: 'lead:ip:a', limit: 2, windowSeconds: 60 };
const byEmail: LeadRateLimit = { key: 'lead:email:b', limit: 1, windowSeconds: 600 };

describe.each(testBackends())('storeLeadWithinLimits on %s', (_name, backend) => {
  let store: OpenedBackend;
  beforeAll(async () => {
    store = await backend.open();
  }, 60_000);
  afterAll(() => store.close());
  beforeEach(() => store.reset());

  const counts = async () =>
    Object.fromEntries(
      (await store.db.select().from(rateLimitHits)).map((row) => [row.key, row.count] as const),
    ) as Record<string, number>;

  test.each([
    // [label, hits already counted before this lead, outcome, counters after]
    ['both within: stored, both counted', {}, 'created', { [byIp.key]: 1, [byEmail.key]: 1 }],
    [
      'the address at its limit: refused until its window ends, the e-mail not counted',
      { [byIp.key]: 2 },
      'rate-limited:40',
      { [byIp.key]: 3 },
    ],
    [
      'the e-mail at its limit: refused until its window ends, both counted',
      { [byEmail.key]: 1 },
      'rate-limited:580',
      { [byIp.key]: 1, [byEmail.key]: 2 },
    ],
  ] as const)('%s', async (_label, before, expected, after) => {
    for (const [key, count] of Object.entries(before)) {
      const rule = key === byIp.key ? byIp : byEmail;
      const windowStart = new Date(Math.floor(NOW.getTime() / (rule.windowSeconds * 1000)) * rule.windowSeconds * 1000);
      await store.db.insert(rateLimitHits).values({ key, windowStart, count });
    }
    const outcome = await storeLeadWithinLimits(sampleLead(), [byIp, byEmail], store.db, NOW);
    const summary = outcome.kind === 'rate-limited' ? `rate-limited:${outcome.retryAfterSeconds}` : outcome.kind;
    expect(summary).toBe(expected);
    expect(await counts()).toEqual(after);
    const stored = await store.db.select().from(leads);
    expect(stored).toHaveLength(expected === 'created' ? 1 : 0);
    expect(await store.db.select().from(outbox)).toHaveLength(expected === 'created' ? 1 : 0);
  });

  test('the lead, each mail and each attachment in one go, with the values given', async () => {
    const lead = sampleLead({
      id: 'lead-1',
      sensitive: { ssn: '123-45-6789' },
      mails: [
        { kind: 'adf', to: 'crm@store.example', subject: 'ADF', text: '<adf/>' },
        {
          kind: 'text',
          to: 'sales@store.example',
          subject: 'Résumé',
          text: 'see attached',
          html: '<p>see attached</p>',
          replyTo: 'pat@example.com',
          attachments: [
            { filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.from([0x25, 0x50, 0x44, 0x46, 0]) },
            { filename: 'b.txt', contentType: 'text/plain', content: Buffer.from('second') },
          ],
        },
      ],
    });
    expect(await storeLeadWithinLimits(lead, [], store.db, NOW)).toEqual({ kind: 'created', id: 'lead-1' });

    const [row] = await store.db.select().from(leads).where(eq(leads.id, 'lead-1'));
    expect(row).toMatchObject({ formType: 'CONTACT_SALES', payload: lead.payload, createdAt: NOW });
    expect(row?.sensitiveCiphertext).toMatch(/^v2\./);
    const mails = await store.db.select().from(outbox).where(eq(outbox.leadId, 'lead-1'));
    expect(
      mails.map(({ kind, recipient, replyTo, subject, body, html, status, attempts, nextAttemptAt }) => ({
        kind,
        recipient,
        replyTo,
        subject,
        body,
        html,
        status,
        attempts,
        nextAttemptAt,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          kind: 'adf',
          recipient: 'crm@store.example',
          replyTo: null,
          subject: 'ADF',
          body: '<adf/>',
          html: null,
          status: 'queued',
          attempts: 0,
          nextAttemptAt: NOW,
        },
        {
          kind: 'text',
          recipient: 'sales@store.example',
          replyTo: 'pat@example.com',
          subject: 'Résumé',
          body: 'see attached',
          html: '<p>see attached</p>',
          status: 'queued',
          attempts: 0,
          nextAttemptAt: NOW,
        },
      ]),
    );
    const withFiles = mails.find((mail) => mail.kind === 'text');
    const files = await store.db.select().from(outboxAttachments);
    expect(
      files
        .sort((a, b) => a.position - b.position)
        .map(({ outboxId, leadId, position, filename, contentType, content }) => ({
          outboxId,
          leadId,
          position,
          filename,
          contentType,
          content: content.toString('hex'),
        })),
    ).toEqual([
      {
        outboxId: withFiles?.id,
        leadId: 'lead-1',
        position: 0,
        filename: 'a.pdf',
        contentType: 'application/pdf',
        content: '2550444600',
      },
      {
        outboxId: withFiles?.id,
        leadId: 'lead-1',
        position: 1,
        filename: 'b.txt',
        contentType: 'text/plain',
        content: Buffer.from('second').toString('hex'),
      },
    ]);
  });

  test('the same idempotency key: the first lead comes back, nothing new is stored, the hit still counts', async () => {
    const first = sampleLead({ idempotencyKey: 'key-12345' });
    const created = await storeLeadWithinLimits(first, [byIp], store.db, NOW);
    const again = await storeLeadWithinLimits(sampleLead({ idempotencyKey: 'key-12345' }), [byIp], store.db, NOW);
    expect(created.kind).toBe('created');
    expect(again).toEqual({ kind: 'duplicate', id: created.kind === 'created' ? created.id : '' });
    expect(await store.db.select().from(leads)).toHaveLength(1);
    expect(await store.db.select().from(outbox)).toHaveLength(1);
    expect(await counts()).toEqual({ [byIp.key]: 2 });
  });

  test('a row the database refuses stores nothing at all, not even the counts', async () => {
    // A mail without a subject violates NOT NULL: the whole statement fails.
    const broken = sampleLead({
      mails: [{ kind: 'text', to: 'x@store.example', subject: null as unknown as string, text: 'x' }],
    });
    await expect(storeLeadWithinLimits(broken, [byIp, byEmail], store.db, NOW)).rejects.toThrow();
    expect(await store.db.select().from(leads)).toHaveLength(0);
    expect(await counts()).toEqual({});
  });
});
