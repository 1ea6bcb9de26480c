/**
 * The Studio's endpoints in process: `POST /api/studio/test-lead` and `GET /api/studio/lead-deliveries` with the
 * real lead handler, a real database (PGlite; Postgres too when DATABASE_URL is set), the seed's routing table and a
 * delivery pass with a stub mail transport. Requests are signed with the Studio's own signer.
 */
import { eq } from 'drizzle-orm';

import { SAMPLE_LEADS } from '@/lib/leads/sample-leads';
import { leads, outbox, outboxAttachments, rateLimitHits } from '@/server/db/schema';
import { testBackends, type OpenedBackend } from '@/server/db/testing/test-backends';
import type { MailTransport } from '@/server/mail/transport';
import { handleLeadRequest } from '@/server/leads/lead-request';
import { embeddedLeadContent, firstStaffMember } from '@/server/leads/testing/embedded-lead-content';
import { deliverDueMessages } from '@/server/outbox/delivery';

import { signStudioRequest } from '../../../../studio/src/lead-delivery/signing';
import { preflight } from './cors';
import type { LeadDelivery } from '@dealer/schemas/lead-delivery';
import { handleLeadDeliveriesRequest } from './lead-deliveries';
import { STUDIO_SIGNATURE_HEADER } from './signature';
import { handleStudioTestLead } from './test-lead';

process.env.LEAD_ENCRYPTION_KEY = Buffer.alloc(32, 9).toString('base64');
jest.setTimeout(30_000);

const SECRET = 'studio-endpoint-test-secret';
const STUDIO = 'http://localhost:3333';
const SITE = 'http://localhost:3000';
const DATASET = 'sell-car' as const;
const content = embeddedLeadContent(DATASET);
const staff = firstStaffMember(DATASET);

interface SignOptions {
  secret?: string;
  timestamp?: number;
  origin?: string;
  tamper?: (body: string) => string;
}

async function signed(method: 'GET' | 'POST', pathAndQuery: string, body = '', options: SignOptions = {}) {
  const signature = await signStudioRequest(
    options.secret ?? SECRET,
    { method, pathAndQuery, body },
    options.timestamp ?? Date.now(),
  );
  return new Request(`${SITE}${pathAndQuery}`, {
    method,
    headers: {
      origin: options.origin ?? STUDIO,
      [STUDIO_SIGNATURE_HEADER]: signature,
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    body: method === 'POST' ? (options.tamper ? options.tamper(body) : body) : undefined,
  });
}

const testLeadRequest = (formType: string, options?: SignOptions) =>
  signed('POST', '/api/studio/test-lead', JSON.stringify({ formType }), options);

describe.each(testBackends())('Studio endpoints on %s', (_name, backend) => {
  let store: OpenedBackend;
  let transport: MailTransport & { sent: string[]; fail: string | null };
  const info = jest.spyOn(console, 'info');

  beforeAll(async () => {
    info.mockImplementation(() => undefined);
    store = await backend.open();
  }, 60_000);
  afterAll(async () => {
    await store.close();
    info.mockRestore();
  });
  beforeEach(async () => {
    await store.db.delete(outboxAttachments);
    await store.db.delete(outbox);
    await store.db.delete(leads);
    await store.db.delete(rateLimitHits);
    const sent: string[] = [];
    transport = {
      sent,
      fail: null,
      async send(mail) {
        if (transport.fail) throw new Error(transport.fail);
        sent.push(mail.to);
        return { messageId: `<${sent.length}@test>` };
      },
    };
  });

  const config = { secret: SECRET, origins: [STUDIO] };
  const kick = jest.fn();
  const testLead = (request: Request, overrides: { secret?: string } = {}) =>
    handleStudioTestLead(request, {
      ...config,
      ...overrides,
      content,
      db: store.db,
      kick,
      firstStaffMemberSlug: async () => staff.slug,
    });
  const deliveries = (request: Request) => handleLeadDeliveriesRequest(request, { ...config, content, db: store.db });
  const deliver = () => deliverDueMessages({ db: store.db, transport, from: 'Leads <leads@dealer.example>' });
  const deliveriesOf = async (id: string) => {
    const response = await deliveries(await signed('GET', `/api/studio/lead-deliveries?id=${id}`));
    expect(response.status).toBe(200);
    return ((await response.json()) as { deliveries: LeadDelivery[] }).deliveries;
  };

  it('stores the sample lead with an outbox row, then reports it delivered', async () => {
    const response = await testLead(await testLeadRequest('CONTACT_SALES'));
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe(STUDIO);
    const { id, formType } = (await response.json()) as { id: string; formType: string };
    expect(formType).toBe('CONTACT_SALES');
    expect(kick).toHaveBeenCalled();

    const [lead] = await store.db.select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({ formType: 'CONTACT_SALES', userAgent: 'studio:test-lead' });
    expect(lead?.idempotencyKey).toMatch(/^studio-test-[0-9a-f]{40}$/);
    const rows = await store.db.select().from(outbox).where(eq(outbox.leadId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('queued');

    const queued = await deliveriesOf(id);
    expect(queued).toEqual([
      expect.objectContaining({ leadId: id, formType: 'CONTACT_SALES', status: 'queued', attempts: 0, test: true }),
    ]);

    await deliver();
    const [delivered] = await deliveriesOf(id);
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 1, lastError: null, nextAttemptAt: null });
    expect(delivered?.sentAt).toEqual(expect.any(String));
    expect(transport.sent).toEqual([rows[0]?.recipient]);
    expect(delivered?.recipientDomain).toBe(rows[0]?.recipient.split('@')[1]);
  });

  it('routes STAFF_MEMBER to the routing row and to the first team member (staff member copy)', async () => {
    const response = await testLead(await testLeadRequest('STAFF_MEMBER'));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const rows = await deliveriesOf(id);
    expect(rows.map((row) => row.routingKey).sort()).toEqual(
      [expect.stringMatching(/^(STAFF_MEMBER|DEFAULT)$/), 'staff member copy'].sort(),
    );
    expect(rows.map((row) => row.recipientDomain)).toContain(staff.email.split('@')[1]);
  });

  it('reports retrying with the last error (addresses redacted), then dead after the last attempt', async () => {
    const { id } = (await (await testLead(await testLeadRequest('CONTACT_SERVICE'))).json()) as { id: string };
    transport.fail = '550 mailbox service@store.example unavailable';
    await deliver();
    const [retrying] = await deliveriesOf(id);
    expect(retrying).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(retrying?.lastError).toBe('550 mailbox [address] unavailable');
    expect(retrying?.nextAttemptAt).toEqual(expect.any(String));

    await deliverDueMessages({ db: store.db, transport, maxAttempts: 2, now: new Date(Date.now() + 86_400_000) });
    const [dead] = await deliveriesOf(id);
    expect(dead).toMatchObject({ status: 'dead', attempts: 2, lastError: '550 mailbox [address] unavailable' });
  });

  it('a replayed signed request returns the same lead and queues nothing new', async () => {
    const request = await testLeadRequest('DEFAULT');
    const first = (await (await testLead(request.clone())).json()) as { id: string };
    const second = await testLead(request);
    expect(second.status).toBe(201);
    expect(((await second.json()) as { id: string }).id).toBe(first.id);
    expect(await store.db.select().from(leads)).toHaveLength(1);
    expect(await store.db.select().from(outbox)).toHaveLength(1);
  });

  it.each<[string, () => Promise<Request>, number, string | undefined]>([
    ['a tampered body', () => testLeadRequest('DEFAULT', { tamper: () => '{"formType":"CAREERS"}' }), 401, 'mismatch'],
    ['an expired timestamp', () => testLeadRequest('DEFAULT', { timestamp: Date.now() - 10 * 60_000 }), 401, 'expired'],
    ['another secret', () => testLeadRequest('DEFAULT', { secret: 'not-the-site-secret' }), 401, 'mismatch'],
    [
      'no signature',
      async () =>
        new Request(`${SITE}/api/studio/test-lead`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"formType":"DEFAULT"}',
        }),
      401,
      'missing',
    ],
    ['an unknown form type', () => testLeadRequest('NOT_A_FORM'), 400, undefined],
  ])('refuses %s and stores nothing', async (_case, make, status, reason) => {
    const response = await testLead(await make());
    expect(response.status).toBe(status);
    if (reason) expect(await response.json()).toMatchObject({ reason });
    expect(await store.db.select().from(leads)).toHaveLength(0);
  });

  it('answers 404 on both endpoints while LEAD_TEST_SECRET is unset', async () => {
    expect((await testLead(await testLeadRequest('DEFAULT'), { secret: undefined })).status).toBe(404);
    const list = await handleLeadDeliveriesRequest(await signed('GET', '/api/studio/lead-deliveries'), {
      secret: undefined,
      origins: [STUDIO],
      content,
      db: store.db,
    });
    expect(list.status).toBe(404);
  });

  it('the delivery list is signed too: a signature for one lead does not open another', async () => {
    const request = await signed('GET', '/api/studio/lead-deliveries?id=00000000-0000-4000-8000-000000000001');
    const moved = new Request(`${SITE}/api/studio/lead-deliveries?id=00000000-0000-4000-8000-000000000002`, {
      headers: request.headers,
    });
    expect((await deliveries(moved)).status).toBe(401);
    expect((await deliveries(request)).status).toBe(404);
  });

  it('lists recent deliveries of visitor leads without their personal data', async () => {
    const visitor = {
      form: 'CONTACT_SALES',
      ...(SAMPLE_LEADS.CONTACT_SALES as Record<string, unknown>),
      firstName: 'Marisol',
      lastName: 'Quintanilla',
      email: 'marisol.quintanilla@mail.example',
      phone: '+1 (312) 555-0147',
      message: 'Call me about the red truck please',
    };
    const stored = await handleLeadRequest(
      new Request(`${SITE}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(visitor),
      }),
      { content, db: store.db, kick },
    );
    expect(stored.status).toBe(201);
    await testLead(await testLeadRequest('DEFAULT'));
    transport.fail = 'rejected for marisol.quintanilla@mail.example';
    await deliver();

    const response = await deliveries(await signed('GET', '/api/studio/lead-deliveries?limit=10'));
    expect(response.status).toBe(200);
    const text = await response.text();
    const { deliveries: rows } = JSON.parse(text) as { deliveries: LeadDelivery[] };
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.test).sort()).toEqual([false, true]);
    for (const secret of ['Marisol', 'Quintanilla', 'marisol', '555-0147', '5550147', 'red truck', 'test.lead@']) {
      expect(text).not.toContain(secret);
    }
    const [outboxRow] = await store.db.select().from(outbox).where(eq(outbox.leadId, rows[0]!.leadId));
    expect(text).not.toContain(outboxRow!.recipient);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'attempts',
        'createdAt',
        'formType',
        'id',
        'kind',
        'lastError',
        'leadId',
        'nextAttemptAt',
        'recipientDomain',
        'routingKey',
        'sentAt',
        'status',
        'test',
        'updatedAt',
      ].sort(),
    );
  });

  it('gives CORS headers to the Studio origin only', async () => {
    const foreign = await deliveries(
      await signed('GET', '/api/studio/lead-deliveries', '', { origin: 'https://evil.example' }),
    );
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const own = await deliveries(await signed('GET', '/api/studio/lead-deliveries'));
    expect(own.headers.get('access-control-allow-origin')).toBe(STUDIO);

    const ask = (origin: string) =>
      preflight(
        new Request(`${SITE}/api/studio/test-lead`, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST' },
        }),
        [STUDIO],
        'POST',
      );
    expect(ask(STUDIO).status).toBe(204);
    expect(ask(STUDIO).headers.get('access-control-allow-headers')).toContain(STUDIO_SIGNATURE_HEADER);
    expect(ask('https://evil.example').status).toBe(403);
    expect(ask('https://evil.example').headers.get('access-control-allow-origin')).toBeNull();
  });
});
