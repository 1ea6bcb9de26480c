/**
 * Which store a lead goes to, through `POST /api/leads` in process: the dealership seed (four stores, Aurora the
 * default, Elgin with routing rows of its own), a real database and mail delivered over SMTP. A lead about a car
 * goes to the car's store; the contact form's pick decides otherwise; the cookie, else the default, last.
 */
import { eq } from 'drizzle-orm';

import type { LeadFormType } from '@dealer/schemas/constants';
import { UNKNOWN_STORE_MESSAGE } from '@/lib/leads/lead-store';
import { SAMPLE_LEADS } from '@/lib/leads/sample-leads';
import { leads, outbox } from '@/server/db/schema';
import { testBackends, type OpenedBackend } from '@/server/db/testing/test-backends';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '@/server/mail/testing/smtp-test-server';
import { createSmtpTransport } from '@/server/mail/transport';
import { deliverDueMessages } from '@/server/outbox/delivery';

import type { LeadContentSource } from './lead-content-source';
import type { LeadLimits } from './lead-limits';
import { handleLeadRequest } from './lead-request';
import { embeddedLeadContent } from './testing/embedded-lead-content';

jest.setTimeout(30_000);

const content = embeddedLeadContent('dealership');
/** The 2023 Jeep Grand Cherokee of the Elgin store. */
const ELGIN_CAR = { vin: '1C4RJFMX8PX282890', year: 2023, make: 'Jeep', model: 'Grand Cherokee' };
const ELGIN = 'Cardinal Ridge Auto Elgin';
const AURORA = 'Cardinal Ridge Auto Aurora';
const SITE_LEADS = 'leads@cardinalridgeauto.com';
const roomy: LeadLimits = {
  perIp: { limit: 10_000, windowSeconds: 600 },
  perEmail: { limit: 10_000, windowSeconds: 600 },
  maxJsonBytes: 64 * 1024,
  maxMultipartBytes: 6 * 1024 * 1024,
};

function jsonRequest(body: unknown, cookie?: string): Request {
  return new Request('http://localhost:3000/api/leads', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': '203.0.113.9',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

const sample = (form: LeadFormType, patch: Record<string, unknown> = {}) => ({
  form,
  ...(SAMPLE_LEADS[form] as Record<string, unknown>),
  ...patch,
});

/** The dealership content with a SCHEDULE_TEST_DRIVE row of Elgin's own. */
const withElginTestDriveRow: LeadContentSource = {
  ...content,
  settings: async () => {
    const published = await content.settings();
    return {
      ...published,
      stores: published.stores.map((store) =>
        store.storeId === 'elgin'
          ? {
              ...store,
              leadRouting: [
                ...(store.leadRouting ?? []),
                {
                  formType: 'SCHEDULE_TEST_DRIVE' as const,
                  type: 'adf' as const,
                  subject: 'Test Drive (Elgin)',
                  recipient: 'elgin.testdrive@cardinalridgeauto.com',
                  crmProvider: 'generic' as const,
                },
              ],
            }
          : store,
      ),
    };
  },
};

const vendorOf = (mail: ReceivedMail | undefined) => /<vendorname>([^<]*)<\/vendorname>/.exec(mail?.text ?? '')?.[1];

describe.each(testBackends())('the store a lead goes to, on %s', (_name, backend) => {
  let smtp: SmtpTestServer;
  let store: OpenedBackend;
  let info: jest.SpiedFunction<typeof console.info>;

  beforeAll(async () => {
    info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    smtp = await startSmtpTestServer();
    store = await backend.open();
  }, 60_000);
  afterAll(async () => {
    await smtp.stop();
    await store.close();
    info.mockRestore();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    await store.reset();
  });

  /** Posts one lead, delivers the outbox and answers the stored row and the one mail that went out. */
  async function send(request: Request, source: LeadContentSource = content) {
    const response = await handleLeadRequest(request, { content: source, db: store.db, kick: () => {}, limits: roomy });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const transport = createSmtpTransport(smtp.url);
    try {
      expect(await deliverDueMessages({ db: store.db, transport, from: 'Website <web@dealer.example>' })).toMatchObject(
        { sent: 1 },
      );
    } finally {
      transport.close?.();
    }
    const [row] = await store.db.select().from(leads).where(eq(leads.id, id));
    return { row, mail: smtp.received[0] };
  }

  test.each<[LeadFormType, Record<string, unknown>]>([
    ['SCHEDULE_TEST_DRIVE', {}],
    ['UNLOCK_PRICE', {}],
    ['UNLOCK_INVENTORY', {}],
    ['APPLY_FINANCING', {}],
  ])('%s about the Elgin car, from a visitor who chose no store: Elgin is the vendor', async (form, patch) => {
    const { row, mail } = await send(jsonRequest(sample(form, { vehicle: ELGIN_CAR, ...patch })));
    expect(row?.storeId).toBe('elgin');
    expect(vendorOf(mail)).toBe(ELGIN);
    // Elgin has no row for this form: the site's table.
    expect(mail?.envelopeTo).toEqual([SITE_LEADS]);
  });

  test('the car decides even when the visitor chose another store', async () => {
    const { row, mail } = await send(
      jsonRequest(sample('SCHEDULE_TEST_DRIVE', { vehicle: ELGIN_CAR }), 'userSelectedStore=joliet'),
    );
    expect(row?.storeId).toBe('elgin');
    expect(vendorOf(mail)).toBe(ELGIN);
  });

  test('the car’s store’s own routing row comes before the site’s', async () => {
    const { mail } = await send(
      jsonRequest(sample('SCHEDULE_TEST_DRIVE', { vehicle: ELGIN_CAR })),
      withElginTestDriveRow,
    );
    expect(mail?.envelopeTo).toEqual(['elgin.testdrive@cardinalridgeauto.com']);
    expect(mail?.subject).toBe('Test Drive (Elgin)');
    expect(vendorOf(mail)).toBe(ELGIN);
  });

  test('a VIN no car has: the visitor’s store', async () => {
    const { row, mail } = await send(
      jsonRequest(
        sample('UNLOCK_PRICE', { vehicle: { ...ELGIN_CAR, vin: '1HGCV1F34LA000001' } }),
        'userSelectedStore=joliet',
      ),
    );
    expect(row?.storeId).toBe('joliet');
    expect(vendorOf(mail)).toBe('Cardinal Ridge Auto Joliet');
  });

  test('a service booking names the visitor’s own car: its VIN never picks a store', async () => {
    const { row } = await send(jsonRequest(sample('SERVICE', { vin: ELGIN_CAR.vin })));
    expect(row?.storeId).toBe('aurora');
  });

  test.each<[string, Record<string, unknown>, string | undefined, string, string[]]>([
    ['the store picked on the form', { store: 'elgin' }, undefined, ELGIN, ['elgin.sales@cardinalridgeauto.com']],
    [
      'the pick beats the cookie',
      { store: 'elgin' },
      'userSelectedStore=joliet',
      ELGIN,
      ['elgin.sales@cardinalridgeauto.com'],
    ],
    ['no pick: the cookie’s store', {}, 'userSelectedStore=elgin', ELGIN, ['elgin.sales@cardinalridgeauto.com']],
    ['no pick, no cookie: the default store', {}, undefined, AURORA, [SITE_LEADS]],
  ])('contact form, %s', async (_name, patch, cookie, vendor, recipients) => {
    const { row, mail } = await send(jsonRequest(sample('CONTACT_SALES', patch), cookie));
    expect(vendorOf(mail)).toBe(vendor);
    expect(mail?.envelopeTo).toEqual(recipients);
    expect(row?.storeId).toBe(vendor === ELGIN ? 'elgin' : 'aurora');
  });

  test('contact form: a store that does not exist is a field error (400), nothing stored', async () => {
    const response = await handleLeadRequest(jsonRequest(sample('CONTACT_SALES', { store: 'springfield' })), {
      content,
      db: store.db,
      kick: () => {},
      limits: roomy,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { store: UNKNOWN_STORE_MESSAGE } });
    expect(await store.db.select().from(leads)).toEqual([]);
    expect(await store.db.select().from(outbox)).toEqual([]);
  });

  test('the same idempotency key with another store is other answers (422)', async () => {
    const key = { 'idempotency-key': 'store-choice-key-1' };
    const post = (storeId: string) =>
      handleLeadRequest(
        new Request('http://localhost:3000/api/leads', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9', ...key },
          body: JSON.stringify(sample('CONTACT_SALES', { store: storeId })),
        }),
        { content, db: store.db, kick: () => {}, limits: roomy },
      );
    expect((await post('elgin')).status).toBe(201);
    expect((await post('joliet')).status).toBe(422);
  });
});
