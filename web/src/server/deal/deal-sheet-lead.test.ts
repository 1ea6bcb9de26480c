/**
 * The deal sheet's lead through `POST /api/leads` in process (docs/deal-sheet.md#sending-it-to-the-store): the
 * dealership seed, a real database holding the sell flow's offers, mail delivered over SMTP. The lead goes to the
 * car's store, its ADF (valid against the DTD) carries the car as interest "buy" with the financing and the
 * trade-in as interest "trade-in" with the offer's amount, id and link; the figures are the server's own; bad input
 * is a 400 naming the field.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { eq } from 'drizzle-orm';

import { dealSheet } from '@/lib/deal/deal-sheet';
import {
  DEAL_ESTIMATE_MESSAGE,
  DEAL_NOT_FOR_SALE_MESSAGE,
  DEAL_OFFER_EXPIRED_MESSAGE,
  DEAL_OFFER_MESSAGE,
  DEAL_OFFER_NO_CASH_MESSAGE,
  DEAL_OFFER_NOT_FOUND_MESSAGE,
  DEAL_TERM_MESSAGE,
} from '@/lib/deal/messages';
import { creditScoreForLabel } from '@/lib/profile/personalized-terms';
import { leads, offers } from '@/server/db/schema';
import { testBackends, type OpenedBackend } from '@/server/db/testing/test-backends';
import { startSmtpTestServer, type SmtpTestServer } from '@/server/mail/testing/smtp-test-server';
import { createSmtpTransport } from '@/server/mail/transport';
import { deliverDueMessages } from '@/server/outbox/delivery';
import { handleLeadRequest } from '@/server/leads/lead-request';
import type { LeadLimits } from '@/server/leads/lead-limits';
import { embeddedLeadContent } from '@/server/leads/testing/embedded-lead-content';

jest.setTimeout(30_000);

const DTD = resolve(__dirname, '../../../test/fixtures/adf-1.0.dtd');
const content = embeddedLeadContent('dealership');
/** The 2023 Jeep Grand Cherokee of the Elgin store (not the default store: the car decides). */
const ELGIN_VIN = '1C4RJFMX8PX282890';
const ORIGIN = 'http://localhost:3000';
const roomy: LeadLimits = {
  perIp: { limit: 10_000, windowSeconds: 600 },
  perEmail: { limit: 10_000, windowSeconds: 600 },
  maxJsonBytes: 64 * 1024,
  maxMultipartBytes: 6 * 1024 * 1024,
};

const OFFER_ID = '3f2b8c1e-4d5a-4b6c-9d7e-1a2b3c4d5e6f';
const EXPIRED_ID = '4f2b8c1e-4d5a-4b6c-9d7e-1a2b3c4d5e6f';
const BRING_IN_ID = '5f2b8c1e-4d5a-4b6c-9d7e-1a2b3c4d5e6f';
const NOW = new Date();

function offerRow(id: string, cash: number | null, expiresAt: Date) {
  return {
    id,
    vehicle: {
      year: 2017,
      make: 'Toyota',
      model: 'Camry',
      trim: 'SE',
      vin: '4T1BF1FK5HU000001',
      mileage: 68_000,
      zip: null,
    },
    mileage: 68_000,
    answers: {},
    valuation: { source: 'test', trimMatched: true, prices: {} as never },
    result: {
      cashNow: cash === null ? null : { initPrice: cash, additionalPayments: 0, finalPrice: cash },
      moreCashLater: null,
      bringIn: cash === null ? { reasons: ['warning light'] } : null,
      deductions: [],
      basePrice: cash,
      cashAdjustments: [],
      profitSharing: null,
    },
    expiresAt,
  };
}

const shopper = {
  form: 'DEAL_SHEET',
  firstName: 'Dana',
  lastName: 'Deal',
  email: 'dana.deal@example.com',
  phone: '(630) 555-0142',
  vin: ELGIN_VIN,
  downPayment: 3000,
  creditBand: 'Good',
  termMonths: 60,
  tradeIn: 'offer',
  offerId: OFFER_ID,
  tradeInPayoff: 2500,
  url: `${ORIGIN}/deal?vin=${ELGIN_VIN}`,
};

const post = (body: Record<string, unknown>, db: OpenedBackend['db']) =>
  handleLeadRequest(
    new Request(`${ORIGIN}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7', host: 'localhost:3000' },
      body: JSON.stringify(body),
    }),
    { content, db, kick: () => {}, limits: roomy },
  );

describe.each(testBackends())('the deal sheet lead, on %s', (_name, backend) => {
  let smtp: SmtpTestServer;
  let store: OpenedBackend;
  let xmlDir = '';

  beforeAll(async () => {
    xmlDir = mkdtempSync(join(tmpdir(), 'deal-lead-'));
    smtp = await startSmtpTestServer();
    store = await backend.open();
  }, 60_000);
  afterAll(async () => {
    await smtp.stop();
    await store.close();
    rmSync(xmlDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    await store.reset();
    await store.db
      .insert(offers)
      .values([
        offerRow(OFFER_ID, 8_000, new Date(NOW.getTime() + 86_400_000)),
        offerRow(EXPIRED_ID, 8_000, new Date(NOW.getTime() - 86_400_000)),
        offerRow(BRING_IN_ID, null, new Date(NOW.getTime() + 86_400_000)),
      ]);
  });

  test('one lead to the car’s store: ADF with the car (buy, financed) and the instant offer (trade-in)', async () => {
    const response = await post(shopper, store.db);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await store.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ formType: 'DEAL_SHEET', storeId: 'elgin' });

    const transport = createSmtpTransport(smtp.url);
    try {
      expect(await deliverDueMessages({ db: store.db, transport, from: 'Website <web@dealer.example>' })).toMatchObject(
        {
          sent: 1,
        },
      );
    } finally {
      transport.close?.();
    }
    const [mail] = smtp.received;
    expect(mail?.subject).toBe('Deal Sheet from Website');
    const xml = (mail?.text ?? '').trim();
    const file = join(xmlDir, `${id}.xml`);
    writeFileSync(file, xml, 'utf8');
    execFileSync('/usr/bin/xmllint', ['--noout', '--dtdvalid', DTD, file], { stdio: 'pipe' });

    expect(xml).toContain('<vendorname>Cardinal Ridge Auto Elgin</vendorname>');
    expect(xml).toMatch(/<vehicle interest="buy" status="used">[\s\S]*<vin>1C4RJFMX8PX282890<\/vin>/);
    expect(xml).toMatch(/<vehicle interest="trade-in" status="used">[\s\S]*<make>Toyota<\/make>/);
    expect(xml).toContain('<price type="offer" currency="USD">8000</price>');
    expect(xml).toContain(`Offer id: ${OFFER_ID}`);
    expect(xml).toContain(`Offer link: ${ORIGIN}/sell-trade-my-car/offer/${OFFER_ID}`);

    // The figures are the server's: the car's price and Elgin's settings, whatever the browser might have shown.
    const elgin = (await content.dealVehicle(ELGIN_VIN))!;
    const sheet = dealSheet({
      price: elgin.price!,
      modelYear: elgin.year!,
      store: {
        baseAprPercent: elgin.store!.baseApr!,
        documentaryFee: elgin.store!.fees!.documentary!,
        salesTaxPercent: elgin.store!.taxes!.salesTaxPercent!,
        tradeInReducesTax: true,
        tradeInTaxCreditCap: elgin.store!.taxes!.tradeInTaxCreditCap!,
      },
      downPayment: 3000,
      creditScore: creditScoreForLabel('Good'),
      termMonths: 60,
      tradeIn: { value: 8000, payoff: 2500 },
    });
    const money = (cents: number) => (cents / 100).toString();
    expect(xml).toContain(
      `<amount type="monthly" limit="exact" currency="USD">${money(sheet.monthlyPaymentCents)}</amount>`,
    );
    expect(xml).toContain(`<balance type="finance" currency="USD">${money(sheet.amountFinancedCents)}</balance>`);
    expect(xml).toContain('Trade equity: $5,500.00');
    expect(xml).toContain('Owed on trade-in: $2,500.00');
    expect(xml).toContain('Term: 60 months');
    expect(xml).toMatch(/Sales tax: \$[\d,.]+ \(8\.5% of \$[\d,.]+\)/);
  });

  test('a quick estimate instead of an offer: the trade-in is the shopper’s own figure', async () => {
    const response = await post(
      { ...shopper, tradeIn: 'estimate', offerId: undefined, tradeInEstimate: 4000, tradeInPayoff: 6000 },
      store.db,
    );
    expect(response.status).toBe(201);
    const transport = createSmtpTransport(smtp.url);
    try {
      await deliverDueMessages({ db: store.db, transport, from: 'Website <web@dealer.example>' });
    } finally {
      transport.close?.();
    }
    const xml = smtp.received[0]?.text ?? '';
    expect(xml).toContain('<vehicle interest="trade-in" status="used">');
    expect(xml).toContain('<price type="appraisal" currency="USD" source="Shopper estimate">4000</price>');
    // Owed more than it is worth: the negative equity is financed.
    expect(xml).toContain('Trade equity: -$2,000.00');
  });

  test.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'an offer nobody made',
      { offerId: '6f2b8c1e-4d5a-4b6c-9d7e-1a2b3c4d5e6f' },
      { offerId: DEAL_OFFER_NOT_FOUND_MESSAGE },
    ],
    ['an expired offer', { offerId: EXPIRED_ID }, { offerId: DEAL_OFFER_EXPIRED_MESSAGE }],
    ['an offer without a cash amount', { offerId: BRING_IN_ID }, { offerId: DEAL_OFFER_NO_CASH_MESSAGE }],
    ['not an offer id', { offerId: 'my offer' }, { offerId: DEAL_OFFER_MESSAGE }],
    [
      'an estimate without a value',
      { tradeIn: 'estimate', offerId: undefined },
      { tradeInEstimate: DEAL_ESTIMATE_MESSAGE },
    ],
    ['a car not for sale', { vin: '1HGCM82633A00435Z' }, { vin: DEAL_NOT_FOR_SALE_MESSAGE }],
    ['a term the site does not offer', { termMonths: 30 }, { termMonths: DEAL_TERM_MESSAGE }],
  ])('%s: 400 naming the field, nothing stored', async (_case, patch, errors) => {
    const response = await post({ ...shopper, ...patch }, store.db);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual(errors);
    expect(await store.db.select().from(leads)).toEqual([]);
  });
});
