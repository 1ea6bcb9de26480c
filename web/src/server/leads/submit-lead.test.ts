/**
 * `POST /api/leads` in process: the real handler, a real database (PGlite; Postgres too when DATABASE_URL is set),
 * the seed's routing table, and mail delivered over SMTP to an in-process smtp-server.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { LEAD_FORM_TYPES, type LeadFormType } from '@dealer/schemas/constants';
import { eq } from 'drizzle-orm';

import { leadPostPath } from '@/lib/leads/lead-post-path';
import { resolveLeadRouting, type LeadRoutingRow } from '@/lib/leads/routing';
import { SAMPLE_CO_BORROWER, SAMPLE_LEADS } from '@/lib/leads/sample-leads';
import {
  EMPLOYMENT_HISTORY_MESSAGE,
  ESIGN_CONSENT_MESSAGE,
  RESIDENCE_HISTORY_MESSAGE,
} from '@/lib/leads/schemas/full-credit-app';
import { contactFormType } from '@/lib/leads/contact-inquiries';
import { TEST_DRIVE_DAY_MESSAGE, TEST_DRIVE_TIME_MESSAGE } from '@/lib/test-drive/slot-check';
import { leads, outbox, outboxAttachments, rateLimitHits } from '@/server/db/schema';
import { testBackends, type OpenedBackend } from '@/server/db/testing/test-backends';
import { startSmtpTestServer, type SmtpTestServer } from '@/server/mail/testing/smtp-test-server';
import { createSmtpTransport, type MailTransport } from '@/server/mail/transport';
import { deliverDueMessages } from '@/server/outbox/delivery';

import type { LeadLimits } from './lead-limits';
import {
  IDEMPOTENCY_CONFLICT_MESSAGE,
  RATE_LIMITED_MESSAGE,
  UNKNOWN_FORM_MESSAGE,
  UNKNOWN_STAFF_MESSAGE,
} from './lead-messages';
import { handleLeadRequest } from './lead-request';
import { embeddedLeadContent, firstStaffMember, withDealershipCar } from './testing/embedded-lead-content';

process.env.LEAD_ENCRYPTION_KEY = Buffer.alloc(32, 9).toString('base64');
jest.setTimeout(30_000);

const DTD = resolve(__dirname, '../../../test/fixtures/adf-1.0.dtd');
const FROM = 'Website Leads <leads@dealer.example>';
const DATASET = 'sell-car' as const;
// The sample deal sheet's car comes from the dealership seed (sell-car has no inventory).
const content = withDealershipCar(embeddedLeadContent(DATASET));
const roomy: LeadLimits = {
  perIp: { limit: 10_000, windowSeconds: 600 },
  perEmail: { limit: 10_000, windowSeconds: 600 },
  maxJsonBytes: 64 * 1024,
  maxMultipartBytes: 6 * 1024 * 1024,
};

let xmlDir = '';
let counter = 0;
function validateAdf(xml: string): void {
  counter += 1;
  const file = join(xmlDir, `lead-${counter}.xml`);
  writeFileSync(file, xml, 'utf8');
  execFileSync('/usr/bin/xmllint', ['--noout', '--dtdvalid', DTD, file], { stdio: 'pipe' });
}

let routingRows: LeadRoutingRow[] = [];

beforeAll(async () => {
  xmlDir = mkdtempSync(join(tmpdir(), 'lead-route-'));
  const { settings } = await content.settings();
  routingRows = (settings?.leadRouting ?? []).map((row) => ({
    formType: row.formType as LeadFormType,
    type: row.type ?? 'text',
    subject: row.subject ?? '',
    recipient: row.recipient ?? '',
    crmProvider: row.crmProvider ?? 'generic',
  }));
});
afterAll(() => rmSync(xmlDir, { recursive: true, force: true }));

interface PostOptions {
  headers?: Record<string, string>;
  ip?: string;
}

function jsonRequest(body: unknown, options: PostOptions = {}): Request {
  return new Request('http://localhost:3000/api/leads', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-forwarded-for': options.ip ?? '203.0.113.7',
      'user-agent': 'jest',
      ...options.headers,
    },
    body: JSON.stringify(body),
  });
}

/** A multipart post to its form's address (the résumé form's takes the large body: lib/leads/lead-post-path.ts). */
function formRequest(form: FormData, options: PostOptions = {}): Request {
  return new Request(`http://localhost:3000${leadPostPath(String(form.get('form')))}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': options.ip ?? '203.0.113.7', ...options.headers },
    body: form,
  });
}

const sample = (form: LeadFormType, patch: Record<string, unknown> = {}) => ({
  form,
  ...(SAMPLE_LEADS[form] as Record<string, unknown>),
  ...patch,
});

const credit = SAMPLE_LEADS.FULL_CREDIT_APP;
const coBorrower = SAMPLE_CO_BORROWER;
const oneShortResidence = [{ ...credit.residences[0], yearsAtAddress: 1, monthsAtAddress: 6 }];

describe.each(testBackends())('POST /api/leads on %s', (_name, backend) => {
  let smtp: SmtpTestServer;
  let store: OpenedBackend;
  let transport: MailTransport;
  const kick = jest.fn();
  // Made in beforeAll, not when the block is collected: each backend's block gets (and restores) a spy of its own.
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
    kick.mockClear();
    // One database per backend; every test starts from empty tables.
    await store.db.delete(outboxAttachments);
    await store.db.delete(outbox);
    await store.db.delete(leads);
    await store.db.delete(rateLimitHits);
    transport = createSmtpTransport(smtp.url);
  });
  afterEach(() => {
    transport.close?.();
  });

  const post = (request: Request, limits: LeadLimits = roomy) =>
    handleLeadRequest(request, { content, db: store.db, kick, limits });
  const deliver = () => deliverDueMessages({ db: store.db, transport, from: FROM });

  test.each(LEAD_FORM_TYPES)(
    '%s: 201, stored once, and the routed mail arrives (ADF valid against the DTD)',
    async (form) => {
      const staff = firstStaffMember(DATASET);
      const body = sample(form, form === 'STAFF_MEMBER' ? { staffMember: staff.slug } : {});
      const response = await post(jsonRequest(body));
      expect(response.status).toBe(201);
      const answer = (await response.json()) as { id: string; status: string };
      expect(answer).toEqual({ id: expect.any(String), status: 'new' });
      expect(kick).toHaveBeenCalledTimes(1);

      const routed =
        form.startsWith('CONTACT_') && form !== 'CONTACT_SERVICE'
          ? contactFormType((SAMPLE_LEADS[form] as { inquiryType: 1 | 2 | 3 | 4 | 5 | 6 | 7 }).inquiryType)
          : form;
      const [row] = await store.db.select().from(leads).where(eq(leads.id, answer.id));
      expect(row?.formType).toBe(routed);

      expect(await deliver()).toMatchObject({ sent: form === 'STAFF_MEMBER' ? 2 : 1, retried: 0, dead: 0 });
      const routing = resolveLeadRouting(routingRows, routed);
      const mail = smtp.received.find((received) => received.envelopeTo.includes(routing.recipient ?? ''));
      expect(mail?.subject).toBe(routing.subject);
      if (routing.type === 'adf') {
        const body = (mail?.text ?? '').trim();
        expect(mail?.html).toBeUndefined();
        expect(body.startsWith('<?xml version="1.0"?>')).toBe(true);
        expect(body.endsWith('</adf>')).toBe(true);
        validateAdf(body);
        // The stored lead's id, so a CRM can drop a second copy of the same lead.
        expect(body).toMatch(new RegExp(`<id sequence="1" source="[^"]+">${answer.id}</id>`));
      } else {
        expect(mail?.text).toContain('First name: Test');
        expect(mail?.html).toContain('test.lead@example.com');
        expect(mail?.replyTo).toContain('test.lead@example.com');
      }
      if (form === 'STAFF_MEMBER') {
        const copy = smtp.received.find((received) => received.envelopeTo.includes(staff.email));
        expect(copy?.subject).toBe('Connect with a Staff Member Form from website');
      }
    },
  );

  test('the lead-sent session cookie makes the next lead a resend', async () => {
    const first = await post(jsonRequest(sample('CONTACT_SALES')));
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^leadSent=1; Path=\/; SameSite=Lax$/); // http://localhost: no Secure, no Max-Age
    const second = await post(jsonRequest(sample('CONTACT_SALES'), { headers: { cookie: 'leadSent=1' } }));
    expect(await second.json()).toMatchObject({ status: 'resend' });
    await deliver();
    const statuses = smtp.received.map((mail) => /<prospect status="(\w+)"/.exec(mail.text ?? '')?.[1]).sort();
    expect(statuses).toEqual(['new', 'resend']);
  });

  test('the same idempotency key (header or body) never creates a second lead or mail', async () => {
    const key = 'a1b2c3d4-double-click';
    const responses = await Promise.all([
      post(jsonRequest(sample('CAREERS'), { headers: { 'idempotency-key': key } })),
      post(jsonRequest({ ...sample('CAREERS'), idempotencyKey: key })),
    ]);
    const ids = await Promise.all(responses.map(async (response) => ((await response.json()) as { id: string }).id));
    expect(responses.map((response) => response.status)).toEqual([201, 201]);
    expect(ids[0]).toBe(ids[1]);
    expect(await store.db.select().from(leads)).toHaveLength(1);
    expect(await store.db.select().from(outbox)).toHaveLength(1);
    await deliver();
    expect(smtp.received).toHaveLength(1);
  });

  test('a NUL in any field is a field error even without the route guard (the booking action posts directly)', async () => {
    const response = await post(jsonRequest(sample('CONTACT_SALES', { message: 'Hello\u0000there' })));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: { message: 'This field contains characters that are not allowed.' },
    });
    expect(await store.db.select().from(leads)).toHaveLength(0);
  });

  test('the same key with other answers is refused with 422 and a message; nothing new is stored or sent', async () => {
    const key = 'e5f6a7b8-edited-after-failure';
    const first = await post(jsonRequest(sample('CONTACT_SALES'), { headers: { 'idempotency-key': key } }));
    expect(first.status).toBe(201);
    const edited = await post(
      jsonRequest(sample('CONTACT_SALES', { message: 'Actually, is the red one available?' }), {
        headers: { 'idempotency-key': key },
      }),
    );
    expect(edited.status).toBe(422);
    expect(await edited.json()).toEqual({ errors: { idempotencyKey: IDEMPOTENCY_CONFLICT_MESSAGE } });
    // The same answers again, spaced differently: the schema normalises them, so it is the same submission.
    const again = await post(
      jsonRequest(
        sample('CONTACT_SALES', {
          firstName: `  ${String((SAMPLE_LEADS.CONTACT_SALES as Record<string, unknown>).firstName)}  `,
        }),
        {
          headers: { 'idempotency-key': key },
        },
      ),
    );
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
    expect(await store.db.select().from(leads)).toHaveLength(1);
    await deliver();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.text).not.toContain('red one');
  });

  test('two different answers racing under one key: one lead, the other answered 422', async () => {
    const key = 'c9d0e1f2-racing-bodies';
    const responses = await Promise.all([
      post(jsonRequest(sample('CONTACT_SALES', { message: 'First version' }), { headers: { 'idempotency-key': key } })),
      post(
        jsonRequest(sample('CONTACT_SALES', { message: 'Second version' }), { headers: { 'idempotency-key': key } }),
      ),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 422]);
    expect(await store.db.select().from(leads)).toHaveLength(1);
  });

  test('a résumé swapped under the same key is other answers too', async () => {
    const key = 'a0b1c2d3-new-resume';
    const send = (text: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(sample('CAREERS'))) form.set(name, String(value));
      form.set('resume', new Blob([new Uint8Array(Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`))]), 'cv.pdf');
      return post(formRequest(form, { headers: { accept: 'application/json', 'idempotency-key': key } }));
    };
    expect((await send('first')).status).toBe(201);
    expect((await send('first')).status).toBe(201);
    expect((await send('second')).status).toBe(422);
    expect(await store.db.select().from(leads)).toHaveLength(1);
  });

  test.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'empty contact form',
      { form: 'CONTACT_SALES' },
      {
        inquiryType: 'This field is required',
        message: 'Enter your message.',
        firstName: 'Enter your first name.',
        lastName: 'Enter your last name.',
        email: 'This field is required',
        phone: 'This field is required',
      },
    ],
    ['bad e-mail', sample('CONTACT_SALES', { email: 'ada@example' }), { email: 'Please enter a valid email address' }],
    ['short phone', sample('CAREERS', { phone: '630-555-010' }), { phone: 'Please enter a valid phone number' }],
    ['missing make', sample('SELL_OR_TRADE', { make: '' }), { make: 'Enter the make of the vehicle.' }],
    ['missing year', sample('SELL_OR_TRADE', { year: '' }), { year: 'Enter the year of the vehicle.' }],
    ['unknown field', sample('CONTACT_SALES', { isAdmin: true }), { isAdmin: 'This field is not allowed' }],
    ['unknown form', { ...sample('CONTACT_SALES'), form: 'NEWSLETTER' }, { form: UNKNOWN_FORM_MESSAGE }],
    [
      'unknown staff member',
      sample('STAFF_MEMBER', { staffMember: 'nobody-here' }),
      { staffMember: UNKNOWN_STAFF_MESSAGE },
    ],
    [
      'bad idempotency key',
      { ...sample('CONTACT_SALES'), idempotencyKey: 'x' },
      { idempotencyKey: 'Invalid idempotency key' },
    ],
    [
      'credit application with one residence of 18 months',
      sample('FULL_CREDIT_APP', { residences: oneShortResidence }),
      { residences: RESIDENCE_HISTORY_MESSAGE },
    ],
    [
      'credit application whose co-borrower has under two years of employment',
      sample('FULL_CREDIT_APP', {
        coBorrower: { ...coBorrower, employments: [{ ...credit.employments[0], years: 1 }] },
      }),
      { 'coBorrower.employments': EMPLOYMENT_HISTORY_MESSAGE },
    ],
    [
      'credit application without the e-signature consent',
      sample('FULL_CREDIT_APP', { esignConsent: undefined }),
      { esignConsent: ESIGN_CONSENT_MESSAGE },
    ],
    [
      'credit application with the e-signature consent refused',
      sample('FULL_CREDIT_APP', { esignConsent: false }),
      { esignConsent: ESIGN_CONSENT_MESSAGE },
    ],
  ])('%s → 400 with the field messages, nothing stored', async (_name, body, errors) => {
    const response = await post(jsonRequest(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors });
    expect(await store.db.select().from(leads)).toHaveLength(0);
  });

  test('a filled honeypot answers 201 and stores nothing', async () => {
    const response = await post(jsonRequest(sample('CONTACT_SALES', { website: 'http://spam.example' })));
    expect(response.status).toBe(201);
    expect(await store.db.select().from(leads)).toHaveLength(0);
    expect(kick).not.toHaveBeenCalled();
  });

  test('a burst from one address is cut off with 429 and Retry-After', async () => {
    const limits: LeadLimits = { ...roomy, perIp: { limit: 3, windowSeconds: 600 } };
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const response = await handleLeadRequest(
        jsonRequest(sample('CONTACT_SALES', { email: `burst${index}@example.com` }), { ip: '198.51.100.1' }),
        // One instant inside one window: a burst crossing a window's edge would start a fresh count.
        { content, db: store.db, kick, limits, now: () => new Date('2026-11-24T15:03:00Z') },
      );
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await response.json()).toEqual({ errors: { _form: RATE_LIMITED_MESSAGE } });
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    // Another address is not affected.
    expect((await post(jsonRequest(sample('CONTACT_SALES')), limits)).status).toBe(201);
  });

  test('one e-mail address is limited across addresses', async () => {
    const limits: LeadLimits = { ...roomy, perEmail: { limit: 2, windowSeconds: 600 } };
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      statuses.push((await post(jsonRequest(sample('CAREERS')), limits)).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  test('a body over the limit is refused with 413', async () => {
    const response = await post(jsonRequest(sample('CONTACT_SALES', { message: 'x'.repeat(70 * 1024) })));
    expect(response.status).toBe(413);
    expect(await store.db.select().from(leads)).toHaveLength(0);
  });

  test('careers: multipart with a résumé; the type is sniffed from the bytes and the file is attached', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(sample('CAREERS'))) form.set(key, String(value));
    const pdf = Buffer.from('%PDF-1.4\n% a small résumé\n%%EOF\n', 'utf8');
    // The browser claims an image and a .docx name: neither is trusted.
    form.set('resume', new Blob([new Uint8Array(pdf)], { type: 'image/png' }), 'Jane Doe CV.docx');
    const response = await post(formRequest(form, { headers: { accept: 'application/json' } }));
    expect(response.status).toBe(201);
    const [attachment] = await store.db.select().from(outboxAttachments);
    expect(attachment).toMatchObject({ filename: 'Jane Doe CV.pdf', contentType: 'application/pdf' });
    await deliver();
    const [mail] = smtp.received;
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]).toMatchObject({ filename: 'Jane Doe CV.pdf', contentType: 'application/pdf' });
    expect(mail?.attachments[0]?.content.equals(pdf)).toBe(true);
    expect(mail?.text).toContain('File: Jane Doe CV.pdf');
  });

  test.each<[string, Buffer, string]>([
    ['an image', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'Please upload a PDF, DOC or DOCX file'],
    ['an empty file', Buffer.alloc(0), 'The selected file is empty'],
    ['a ZIP holding the bytes "word/"', Buffer.from('PK\u0003\u0004word/'), 'Please upload a PDF, DOC or DOCX file'],
    [
      'a 6 MB PDF',
      Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(5 * 1024 * 1024 + 10)]),
      'Please upload a file of 5 MB or less',
    ],
  ])('careers: %s is refused with a field message', async (_name, bytes, message) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(sample('CAREERS'))) form.set(key, String(value));
    form.set('resume', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'cv.pdf');
    const response = await post(formRequest(form, { headers: { accept: 'application/json' } }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { resume: message } });
  });

  test('a file on another form is an unknown field', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(sample('CONTACT_SALES'))) form.set(key, String(value));
    form.set('resume', new Blob([new Uint8Array(Buffer.from('%PDF-1.4'))]), 'cv.pdf');
    const response = await post(formRequest(form, { headers: { accept: 'application/json' } }));
    expect(await response.json()).toEqual({ errors: { resume: 'This field is not allowed' } });
  });

  test('a plain HTML form post (no JavaScript) is redirected back to its page with the result', async () => {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(sample('CONTACT_SALES'))) form.set(key, String(value));
    const request = (body: URLSearchParams) =>
      new Request('http://localhost:3000/api/leads', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html,application/xhtml+xml',
          referer: 'http://localhost:3000/contact-us',
          host: 'localhost:3000',
          'x-forwarded-for': '203.0.113.9',
        },
        body,
      });
    const sent = await post(request(form));
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/contact-us?lead=sent#lead-form');
    form.set('email', 'nope');
    const invalid = await post(request(form));
    expect(invalid.headers.get('location')).toBe('/contact-us?lead=invalid#lead-form');
    expect(await store.db.select().from(leads)).toHaveLength(1);
  });

  test.each([
    ['a protocol-relative path on this host', 'http://localhost:3000//evil.com/x', '/evil.com/x?lead=sent#lead-form'],
    ['a backslash path on this host', 'http://localhost:3000/\\evil.com', '/evil.com?lead=sent#lead-form'],
    ['a backslash and a slash', 'http://localhost:3000/\\/evil.com', '/evil.com?lead=sent#lead-form'],
    ['encoded slashes', 'http://localhost:3000/%2F%2Fevil.com', '/%2F%2Fevil.com?lead=sent#lead-form'],
    ['another origin', 'https://evil.com/x', '/?lead=sent#lead-form'],
    ['a bare protocol-relative Referer', '//evil.com/x', '/?lead=sent#lead-form'],
  ])('the no-JavaScript redirect stays on this site: %s', async (_label, referer, location) => {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(sample('CONTACT_SALES'))) form.set(key, String(value));
    const response = await post(
      new Request('http://localhost:3000/api/leads', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html',
          referer,
          host: 'localhost:3000',
        },
        body: form,
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(location);
  });

  // The sample's VIN is not in the sell-car seed, so the default store's sales hours apply (weekdays from 9:00,
  // Chicago); the sample itself books 10:30 on a coming weekday.
  test.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a day in the past', { day: '2020-01-07' }, { day: TEST_DRIVE_DAY_MESSAGE }],
    ['a day past the next two weeks', { day: '2099-01-06' }, { day: TEST_DRIVE_DAY_MESSAGE }],
    ['a time before opening', { time: '06:00' }, { time: TEST_DRIVE_TIME_MESSAGE }],
    ['a time off the half hour', { time: '10:10' }, { time: TEST_DRIVE_TIME_MESSAGE }],
  ])('a test drive on %s is refused on its field and nothing is stored', async (_name, patch, errors) => {
    const response = await post(jsonRequest(sample('SCHEDULE_TEST_DRIVE', patch)));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors });
    expect(await store.db.select().from(leads)).toEqual([]);
  });

  test('a credit application keeps the SSN out of the payload and every mail; it is stored encrypted', async () => {
    const response = await post(jsonRequest(sample('FULL_CREDIT_APP')));
    expect(response.status).toBe(201);
    const [row] = await store.db.select().from(leads);
    expect(JSON.stringify(row?.payload)).not.toMatch(/123-?45-?6789|1985-04-12|Acme/);
    expect(row?.sensitiveCiphertext).toBeTruthy();
    expect(row?.sensitiveCiphertext).not.toContain('123456789');
    await deliver();
    const everything = smtp.received.map((mail) => mail.raw.toString()).join('\n');
    expect(everything).not.toMatch(/123-?45-?6789|1985-04-12/);
  });

  test('the credit application mail carries the last four SSN digits, the consent and the lead id to reveal it', async () => {
    const response = await handleLeadRequest(jsonRequest(sample('FULL_CREDIT_APP', { coBorrower })), {
      content,
      db: store.db,
      kick,
      limits: roomy,
      now: () => new Date('2026-11-24T15:00:00Z'),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    // The id named in the mail is the stored row's: the reveal tool finds the lead by it.
    const [row] = await store.db.select().from(leads).where(eq(leads.id, id));
    expect(row?.formType).toBe('FULL_CREDIT_APP');
    await deliver();
    const [mail] = smtp.received;
    // The seed routes FULL_CREDIT_APP as ADF: the details are the customer comments.
    const body = mail?.text ?? '';
    expect(body).toContain('SSN: ***-**-6789 (last four)');
    expect(body).toContain('Co-borrower SSN: ***-**-4321 (last four)');
    expect(body).toContain('E-signature consent: accepted 2026-11-24T15:00:00.000Z');
    expect(body).toContain(`Reference: ${id} (npm run credit-app:reveal -- ${id})`);
    expect(body).not.toMatch(/123-?45-?6789|987-?65-?4321|1985-04-12|1983-09-30/);
  });

  test('nothing logged during a credit application, sent or failed, holds the SSN or the date of birth', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    info.mockClear();
    try {
      const sent = await post(jsonRequest(sample('FULL_CREDIT_APP', { coBorrower })));
      const { id } = (await sent.json()) as { id: string };
      await deliver();
      // A database error whose message echoes the values (as some drivers' do) is logged by class and code only.
      const echoing = Object.assign(new Error('duplicate key (123456789, 1985-04-12, 987654321)'), { code: '23505' });
      const failingDb = Object.assign(Object.create(store.db) as typeof store.db, {
        // The lead is stored with one statement (outbox/store-lead.ts).
        execute: () => Promise.reject(echoing),
      });
      const failed = await handleLeadRequest(jsonRequest(sample('FULL_CREDIT_APP', { coBorrower })), {
        content,
        db: failingDb,
        kick,
        limits: roomy,
      });
      expect(failed.status).toBe(500);

      const logged = [info, error, warn]
        .flatMap((spy) => spy.mock.calls)
        .map((call) => call.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join(' '))
        .join('\n');
      // The log is really inspected: the delivery line (lead id) and the failure line (class and code) are there.
      expect(logged).toContain(`"leadId":"${id}"`);
      expect(logged).toContain('[leads] submission failed: Error (23505)');
      expect(logged).not.toMatch(/123-?45-?6789|987-?65-?4321|1985-04-12|1983-09-30/);
    } finally {
      error.mockRestore();
      warn.mockRestore();
    }
  });

  test('advertising cookies are appended to text mails', async () => {
    const response = await post(
      jsonRequest(sample('CAREERS'), { headers: { cookie: 'utm_source=google; gclid=abc123; unrelated=1' } }),
    );
    expect(response.status).toBe(201);
    await deliver();
    expect(smtp.received[0]?.text).toContain('Advertising parameters\nutm_source: google\ngclid: abc123');
  });

  test('an editor who turns the advertising block off gets text mails without it', async () => {
    const switchedOff: typeof content = {
      ...content,
      settings: async () => {
        const published = await content.settings();
        return {
          ...published,
          settings: published.settings && { ...published.settings, appendAdvertisingParameters: false },
        };
      },
    };
    const response = await handleLeadRequest(
      jsonRequest(sample('CAREERS'), { headers: { cookie: 'utm_source=google; gclid=abc123' } }),
      { content: switchedOff, db: store.db, kick, limits: roomy },
    );
    expect(response.status).toBe(201);
    await deliver();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.text).not.toContain('Advertising parameters');
    expect(smtp.received[0]?.text).not.toContain('abc123');
  });
});
