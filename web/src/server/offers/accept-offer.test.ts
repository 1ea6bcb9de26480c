/**
 * SELL_OR_TRADE leads from the sell flow, in process: a quote with contact details stores the lead (status new,
 * one outbox row per mail) before answering; `POST /api/offers/{id}/accept` answers 404/410/400/200 and sends the
 * lead again (status resend). Real handlers, the sell-car seed's questionnaire and routing, a real database, and
 * every ADF body validated against the ADF 1.0 DTD with xmllint.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { asc, eq } from 'drizzle-orm';

import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '@/lib/leads/messages';
import { COMPETING_OFFER_MESSAGE, OFFER_KIND_MESSAGE, PREFERRED_DATE_MESSAGE } from '@/lib/offers/accept-schema';
import { UNKNOWN_FIELD_MESSAGE } from '@/lib/leads/field-errors';
import type { Answers } from '@/lib/pricing';
import { seededQuestionnaire } from '@/lib/pricing/test-support/seeded-questionnaire';
import { leads, offers, outbox } from '@/server/db/schema';
import { testBackends, type OpenedBackend } from '@/server/db/testing/test-backends';
import { embeddedLeadContent } from '@/server/leads/testing/embedded-lead-content';
import { loadPlates } from '@/server/plates';
import { createEmbeddedValuationAdapter, loadValuationTable } from '@/server/valuation';

import { handleAcceptOffer, OFFER_EXPIRED_MESSAGE, OFFER_KIND_UNAVAILABLE_MESSAGE } from './accept-offer';
import { handleCreateOffer, OFFER_NOT_FOUND_MESSAGE, type OfferDeps } from './create-offer';
import { createSeededVinDecoder } from './vin-decoder';

jest.setTimeout(30_000);
process.env.LEAD_ENCRYPTION_KEY = Buffer.alloc(32, 9).toString('base64');

const DTD = path.resolve(__dirname, '../../../test/fixtures/adf-1.0.dtd');
const seedDir = path.resolve(__dirname, '../../../../seed/dist');
const questionnaire = seededQuestionnaire('sell-car');
const leadContent = embeddedLeadContent('sell-car');
const NOW = new Date('2026-11-22T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const CONTACT = { firstName: 'Dana', lastName: 'Seller', email: 'dana@example.com', phone: '(312) 555-0142' };
const GOOD: Answers = {
  '100': 'good',
  '200': 'yes',
  '201': 'no',
  '202': 'yes',
  '203': 'two-plus',
  '204': 'none',
  '205': '1',
};

let xmlDir = '';
beforeAll(() => {
  xmlDir = mkdtempSync(path.join(tmpdir(), 'offer-adf-'));
});
afterAll(() => rmSync(xmlDir, { recursive: true, force: true }));

let counter = 0;
function xmlFile(xml: string): string {
  counter += 1;
  const file = path.join(xmlDir, `lead-${counter}.xml`);
  writeFileSync(file, xml, 'utf8');
  return file;
}
/** Throws (failing the test) unless xmllint accepts the document against the DTD. */
function validateAdf(xml: string): void {
  execFileSync('/usr/bin/xmllint', ['--noout', '--dtdvalid', DTD, xmlFile(xml)], { stdio: 'pipe' });
}
function xpath(xml: string, expression: string): string {
  return execFileSync('/usr/bin/xmllint', ['--xpath', expression, xmlFile(xml)], { encoding: 'utf8' }).trim();
}

function post(url: string, body: unknown): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50', 'user-agent': 'jest' },
    body: JSON.stringify(body),
  });
}

describe.each(testBackends())('sell-or-trade leads on %s', (_name, backend) => {
  let opened: OpenedBackend;
  let deps: OfferDeps;
  let clock = NOW;
  const kick = jest.fn();

  beforeAll(async () => {
    opened = await backend.open();
    deps = {
      questionnaire: async () => questionnaire,
      valuation: createEmbeddedValuationAdapter(loadValuationTable(seedDir)),
      vinDecoder: createSeededVinDecoder(loadPlates(seedDir)),
      db: opened.db,
      now: () => clock,
      leadContent,
      kick,
    };
  });
  afterAll(async () => {
    await opened.close();
  });
  beforeEach(() => {
    clock = NOW;
    kick.mockClear();
  });

  const quote = async (body: Record<string, unknown>) => {
    const response = await handleCreateOffer(post('http://localhost/api/offers', body), deps);
    return { status: response.status, headers: response.headers, body: (await response.json()) as { id: string } };
  };
  const acceptOffer = async (id: string, body: unknown) => {
    const response = await handleAcceptOffer(id, post(`http://localhost/api/offers/${id}/accept`, body), {
      leadContent,
      questionnaire: async () => questionnaire,
      db: opened.db,
      now: () => clock,
      kick,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const mailsOf = (leadId: string) =>
    opened.db.select().from(outbox).where(eq(outbox.leadId, leadId)).orderBy(asc(outbox.createdAt));

  const accord = {
    vehicle: { year: 2014, make: 'Honda', model: 'Accord', trim: 'LX' },
    mileage: 120_000,
    zip: '60601',
    answers: GOOD,
  };

  test('a quote with contact stores a SELL_OR_TRADE lead (status new) and one outbox row per mail', async () => {
    const created = await quote({ ...accord, contact: { ...CONTACT, exteriorColor: 'Blue', options: ['Sunroof'] } });
    expect(created.status).toBe(200);
    expect(created.headers.get('set-cookie')).toMatch(/^leadSent=1/);
    const [row] = await opened.db.select().from(offers).where(eq(offers.id, created.body.id));
    expect(row?.leadId).toEqual(expect.any(String));
    const [lead] = await opened.db.select().from(leads).where(eq(leads.id, row!.leadId!));
    expect(lead?.formType).toBe('SELL_OR_TRADE');
    expect(lead?.idempotencyKey).toBe(`offer:${created.body.id}:quote`);
    expect(kick).toHaveBeenCalledTimes(1);

    const mails = await mailsOf(row!.leadId!);
    // The dealer's ADF lead and the seller's own copy with the link (seller-offer-mail.test.ts).
    expect(mails.map((queued) => queued.recipient).sort()).toEqual([CONTACT.email, 'leads@prairieautobuyers.com']);
    const mail = mails.find((queued) => queued.kind === 'adf');
    expect(mail?.kind).toBe('adf');
    expect(mail?.status).toBe('queued');
    const xml = mail!.body;
    validateAdf(xml);
    expect(xpath(xml, 'string(/adf/prospect/@status)')).toBe('new');
    expect(xpath(xml, 'string(/adf/prospect/vehicle[@interest="sell"]/year)')).toBe('2014');
    expect(xpath(xml, 'string(/adf/prospect/vehicle[@interest="sell"]/make)')).toBe('Honda');
    expect(xpath(xml, 'string(/adf/prospect/vehicle[@interest="sell"]/model)')).toBe('Accord');
    expect(xpath(xml, 'string(/adf/prospect/vehicle[@interest="sell"]/trim)')).toBe('LX');
    expect(xpath(xml, 'string(/adf/prospect/vehicle[@interest="sell"]/odometer)')).toBe('120000');
    expect(xpath(xml, 'string(/adf/prospect/vehicle[@interest="sell"]/colorcombination/exteriorcolor)')).toBe('Blue');
    const price = xpath(xml, 'string(/adf/prospect/vehicle[@interest="sell"]/price[@type="offer"])');
    expect(Number(price)).toBeGreaterThan(0);
    const comments = xpath(xml, 'string(/adf/prospect/customer/comments)');
    expect(comments).toMatch(/Deduction: .*accident.*-\$[\d,]+/i);
    expect(comments).toMatch(/Profit-sharing offer: \$[\d,]+ \(first check/);
    expect(comments).toContain('Options: Sunroof');
    expect(comments).toContain('What is the overall condition of your vehicle?: Good');
  });

  test('a quote without contact sends no lead', async () => {
    const created = await quote(accord);
    const [row] = await opened.db.select().from(offers).where(eq(offers.id, created.body.id));
    expect(row?.leadId).toBeNull();
    expect(created.headers.get('set-cookie')).toBeNull();
    expect(kick).not.toHaveBeenCalled();
  });

  test('a quote with bad contact details → 400 with the field messages, nothing stored', async () => {
    const created = await quote({ ...accord, contact: { ...CONTACT, firstName: ' ', email: 'nope', extra: 1 } });
    expect(created.status).toBe(400);
    expect((created.body as unknown as { errors: Record<string, string> }).errors).toEqual({
      'contact.firstName': 'Enter your first name.',
      'contact.email': INVALID_EMAIL_MESSAGE,
      'contact.extra': UNKNOWN_FIELD_MESSAGE,
    });
  });

  test('accept → 200, recorded on the offer, lead sent again with status resend and the accepted amount', async () => {
    const created = await quote({ ...accord, contact: CONTACT });
    const [before] = await opened.db.select().from(offers).where(eq(offers.id, created.body.id));
    const accepted = await acceptOffer(created.body.id, {
      offerKind: 'moreCashLater',
      competingOffer: '9,500',
      preferredDate: '2026-11-24',
      preferredTime: 'morning',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual(
      expect.objectContaining({ id: created.body.id, status: 'resend', offerKind: 'moreCashLater' }),
    );
    const [row] = await opened.db.select().from(offers).where(eq(offers.id, created.body.id));
    expect(row).toEqual(
      expect.objectContaining({
        acceptedKind: 'moreCashLater',
        competingOffer: 9500,
        preferredDate: '2026-11-24',
        preferredTime: 'morning',
        acceptedAt: NOW,
        leadId: before?.leadId,
      }),
    );
    const resendLeadId = accepted.body.leadId as string;
    expect(resendLeadId).not.toBe(before?.leadId);
    const mails = await mailsOf(resendLeadId);
    expect(mails).toHaveLength(1);
    const xml = mails[0]!.body;
    validateAdf(xml);
    expect(xpath(xml, 'string(/adf/prospect/@status)')).toBe('resend');
    expect(Number(xpath(xml, 'string(/adf/prospect/vehicle[@interest="sell"]/price[@type="offer"])'))).toBe(
      before!.result.moreCashLater!.finalPrice,
    );
    const comments = xpath(xml, 'string(/adf/prospect/customer/comments)');
    expect(comments).toContain('Accepted: Profit-sharing offer');
    expect(comments).toContain('Competing offer: $9,500 (to beat by $300: $9,800 once verified)');
    expect(comments).toContain('Preferred appointment: 11/24/26 morning');

    // The same accept again (double click): no second lead.
    const again = await acceptOffer(created.body.id, {
      offerKind: 'moreCashLater',
      competingOffer: 9500,
      preferredDate: '2026-11-24',
      preferredTime: 'morning',
    });
    expect(again.body.leadId).toBe(resendLeadId);
    expect(await mailsOf(resendLeadId)).toHaveLength(1);
  });

  test('accept of a quote made without contact needs contact, then sends one', async () => {
    const created = await quote(accord);
    const missing = await acceptOffer(created.body.id, { offerKind: 'cashNow' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ errors: { contact: REQUIRED_MESSAGE } });
    const ok = await acceptOffer(created.body.id, { offerKind: 'cashNow', contact: CONTACT });
    expect(ok.status).toBe(200);
    const mails = await mailsOf(ok.body.leadId as string);
    // The first lead with the seller's details: the dealer's ADF and the seller's mail with the offer link.
    expect(mails.map((queued) => queued.kind).sort()).toEqual(['adf', 'text']);
    expect(mails.find((queued) => queued.kind === 'text')?.recipient).toBe(CONTACT.email);
    validateAdf(mails.find((queued) => queued.kind === 'adf')!.body);
    const [row] = await opened.db.select().from(offers).where(eq(offers.id, created.body.id));
    expect(row?.leadId).toBe(ok.body.leadId);
  });

  test.each([
    [{}, { offerKind: OFFER_KIND_MESSAGE }],
    [{ offerKind: 'later' }, { offerKind: OFFER_KIND_MESSAGE }],
    [{ offerKind: 'cashNow', competingOffer: 'lots' }, { competingOffer: COMPETING_OFFER_MESSAGE }],
    [{ offerKind: 'cashNow', competingOffer: 12.5 }, { competingOffer: COMPETING_OFFER_MESSAGE }],
    [{ offerKind: 'cashNow', preferredDate: '2026-02-30' }, { preferredDate: PREFERRED_DATE_MESSAGE }],
    [{ offerKind: 'cashNow', price: 1 }, { price: UNKNOWN_FIELD_MESSAGE }],
    [
      { offerKind: 'cashNow', contact: { ...CONTACT, phone: '123' } },
      { 'contact.phone': 'Please enter a valid phone number' },
    ],
  ])('accept %j → 400 %j', async (body, errors) => {
    const created = await quote({ ...accord, contact: CONTACT });
    const answer = await acceptOffer(created.body.id, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors });
  });

  test('accepting an offer the quote does not have → 400', async () => {
    const camry = await quote({
      vehicle: { year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE' },
      mileage: 60_000,
      answers: { '100': 'great' },
      contact: CONTACT,
    });
    const answer = await acceptOffer(camry.body.id, { offerKind: 'moreCashLater' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: { offerKind: OFFER_KIND_UNAVAILABLE_MESSAGE } });
  });

  test.each([['00000000-0000-4000-8000-000000000000'], ['not-an-id']])('accept %s → 404', async (id) => {
    const answer = await acceptOffer(id, { offerKind: 'cashNow' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ errors: { id: OFFER_NOT_FOUND_MESSAGE } });
  });

  test('accept after 7 days → 410, nothing sent', async () => {
    const created = await quote({ ...accord, contact: CONTACT });
    kick.mockClear();
    clock = new Date(NOW.getTime() + 7 * DAY);
    const answer = await acceptOffer(created.body.id, { offerKind: 'cashNow' });
    expect(answer.status).toBe(410);
    expect(answer.body).toEqual({ errors: { id: OFFER_EXPIRED_MESSAGE } });
    expect(kick).not.toHaveBeenCalled();
  });
});
