/**
 * The seller's offer e-mail, in process: `POST /api/offers` with contact details queues it with the dealer's
 * SELL_OR_TRADE lead (one statement, before the answer), the outbox delivers it over SMTP to an in-process server
 * and retries it while SMTP is down. It carries the car, the offers, the last valid day on the store's calendar and
 * the absolute link, which the dealer's lead carries too. Sell-car seed (Naperville, America/Chicago).
 */
import { asc, eq } from 'drizzle-orm';

import type { Answers } from '@/lib/pricing';
import { seededQuestionnaire } from '@/lib/pricing/test-support/seeded-questionnaire';
import { offers, outbox } from '@/server/db/schema';
import { testBackends, type OpenedBackend } from '@/server/db/testing/test-backends';
import { embeddedLeadContent } from '@/server/leads/testing/embedded-lead-content';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '@/server/mail/testing/smtp-test-server';
import { createSmtpTransport } from '@/server/mail/transport';
import { deliverDueMessages } from '@/server/outbox/delivery';
import { loadPlates } from '@/server/plates';
import { createEmbeddedValuationAdapter, loadValuationTable } from '@/server/valuation';

import { handleAcceptOffer } from './accept-offer';
import { handleCreateOffer, type OfferDeps } from './create-offer';
import { readOffer } from './read-offer';
import { createSeededVinDecoder } from './vin-decoder';

jest.setTimeout(30_000);
process.env.LEAD_ENCRYPTION_KEY = Buffer.alloc(32, 9).toString('base64');

const seedDir = `${__dirname}/../../../../seed/dist`;
const questionnaire = seededQuestionnaire('sell-car');
const leadContent = embeddedLeadContent('sell-car');
/** 9 pm in Chicago on November 21 is already November 22 in UTC: the offer's last day is Chicago's November 28. */
const NOW = new Date('2026-11-22T03:00:00Z');
const SELLER = { firstName: 'Dana', lastName: 'Seller', email: 'dana.seller@example.com', phone: '(312) 555-0142' };
const GOOD: Answers = {
  '100': 'good',
  '200': 'yes',
  '201': 'no',
  '202': 'yes',
  '203': 'two-plus',
  '204': 'none',
  '205': '1',
};
/** A 2014 car: both the cash offer and profit sharing. */
const ACCORD = { vehicle: { year: 2014, make: 'Honda', model: 'Accord', trim: 'LX' }, mileage: 120_000, answers: GOOD };

interface Quote {
  id: string;
  cashNow: { finalPrice: number } | null;
  moreCashLater: { initPrice: number; additionalPayments: number; finalPrice: number } | null;
}

const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

function post(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      host: 'cars.dealer.example',
      'x-forwarded-for': '203.0.113.51',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

describe.each(testBackends())('the seller’s offer e-mail on %s', (_name, backend) => {
  let opened: OpenedBackend;
  let smtp: SmtpTestServer;
  let deps: OfferDeps;
  let logged: string[] = [];
  const spies: jest.SpyInstance[] = [];

  beforeAll(async () => {
    opened = await backend.open();
    smtp = await startSmtpTestServer();
    deps = {
      questionnaire: async () => questionnaire,
      valuation: createEmbeddedValuationAdapter(loadValuationTable(seedDir)),
      vinDecoder: createSeededVinDecoder(loadPlates(seedDir)),
      db: opened.db,
      now: () => NOW,
      leadContent,
      kick: () => {},
    };
  }, 60_000);
  afterAll(async () => {
    await smtp.stop();
    await opened.close();
  });
  beforeEach(async () => {
    await opened.reset();
    smtp.received.length = 0;
    logged = [];
    for (const method of ['log', 'info', 'warn', 'error'] as const) {
      spies.push(
        jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
          logged.push(args.map(String).join(' '));
        }),
      );
    }
  });
  afterEach(() => {
    for (const spy of spies.splice(0)) spy.mockRestore();
  });

  async function quote(headers: Record<string, string> = {}, contact: object = SELLER): Promise<Quote> {
    const response = await handleCreateOffer(
      post(
        'http://localhost/api/offers',
        { ...ACCORD, contact },
        { cookie: 'utm_source=google; gclid=abc', ...headers },
      ),
      deps,
    );
    expect(response.status).toBe(200);
    return (await response.json()) as Quote;
  }

  /** One delivery pass; the outbox rows are due from the real clock's now (the database's default). */
  async function deliver(now = new Date()) {
    const transport = createSmtpTransport(smtp.url);
    try {
      return await deliverDueMessages({ db: opened.db, transport, from: 'Prairie <offers@dealer.example>', now });
    } finally {
      transport.close?.();
    }
  }

  const sellerMail = (): ReceivedMail | undefined =>
    smtp.received.find((mail) => mail.envelopeTo.includes(SELLER.email));

  test('the seller gets the car, the offers, the last valid day in the store’s zone and the absolute link', async () => {
    const offer = await quote();
    expect(await deliver()).toMatchObject({ sent: 2, dead: 0 });
    const mail = sellerMail();
    const link = `http://cars.dealer.example/sell-trade-my-car/offer/${offer.id}`;
    expect(mail?.subject).toBe('Your offer for the 2014 Honda Accord LX');
    const text = mail?.text ?? '';
    expect(text).toContain('Hi Dana,');
    expect(text).toContain('Vehicle: 2014 Honda Accord LX');
    expect(text).toContain(`Instant cash offer: ${dollars(offer.cashNow!.finalPrice)}`);
    const later = offer.moreCashLater!;
    expect(text).toContain(
      `Profit-sharing offer: ${dollars(later.finalPrice)} (first check ${dollars(later.initPrice)}, second check ${dollars(later.additionalPayments)} after your car sells)`,
    );
    // Expires 2026-11-29T03:00Z: still November 28 in Chicago.
    expect(text).toContain('Valid until: November 28, 2026');
    expect(text).toContain(`See your offer: ${link}`);
    expect(mail?.html).toContain(`<a href="${link}">See your offer</a>`);
    // Transactional only: no advertising block, even with tracking cookies on the request.
    expect(text).not.toContain('Advertising parameters');
    expect(mail?.raw.toString('utf8')).not.toContain('gclid');
    // Replies reach the store.
    expect(mail?.replyTo).toContain('@prairieautobuyers.com');
  });

  test('the dealer’s lead carries the offer link too', async () => {
    const offer = await quote();
    await deliver();
    const dealer = smtp.received.find((mail) => !mail.envelopeTo.includes(SELLER.email));
    expect(dealer?.text).toContain(`Offer link: http://cars.dealer.example/sell-trade-my-car/offer/${offer.id}`);
  });

  test('a client’s X-Forwarded-Host never chooses the link’s host (no trusted proxy)', async () => {
    const offer = await quote({ 'x-forwarded-host': 'evil.example' });
    await deliver();
    expect(sellerMail()?.text).toContain(`http://cars.dealer.example/sell-trade-my-car/offer/${offer.id}`);
    expect(sellerMail()?.text).not.toContain('evil.example');
  });

  test('stored with the lead before the answer, and retried until delivered while SMTP is down', async () => {
    const offer = await quote();
    const [row] = await opened.db.select().from(offers).where(eq(offers.id, offer.id));
    const queued = await opened.db
      .select()
      .from(outbox)
      .where(eq(outbox.leadId, row!.leadId!))
      .orderBy(asc(outbox.createdAt));
    expect(queued.map((mail) => [mail.recipient, mail.status])).toContainEqual([SELLER.email, 'queued']);

    await smtp.stop();
    try {
      expect(await deliver()).toMatchObject({ sent: 0, retried: 2 });
    } finally {
      await smtp.start();
    }
    expect(sellerMail()).toBeUndefined();
    // A later pass, once the retry is due.
    expect(await deliver(new Date(Date.now() + 60 * 60 * 1000))).toMatchObject({ sent: 2 });
    expect(sellerMail()?.text).toContain(offer.id);
  });

  test('in Spanish when the flow’s page is Spanish', async () => {
    await quote({ 'accept-language': 'es' });
    await deliver();
    const mail = sellerMail();
    expect(mail?.subject).toBe('Su oferta por el 2014 Honda Accord LX');
    expect(mail?.text).toContain('Válida hasta el: 28 de noviembre de 2026');
    expect(mail?.text).toContain('Ver su oferta: http://cars.dealer.example/sell-trade-my-car/offer/');
  });

  test('sent once: accepting the offer sends the dealer’s lead again, not the seller’s mail', async () => {
    const offer = await quote();
    const accepted = await handleAcceptOffer(
      offer.id,
      post(`http://localhost/api/offers/${offer.id}/accept`, { offerKind: 'cashNow' }),
      { leadContent, questionnaire: async () => questionnaire, db: opened.db, now: () => NOW, kick: () => {} },
    );
    expect(accepted.status).toBe(200);
    await deliver();
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(SELLER.email))).toHaveLength(1);
  });

  test('the offer page knows the link was e-mailed; a quote without contact details was not', async () => {
    const offer = await quote();
    expect((await readOffer(offer.id, { db: opened.db, now: NOW }))?.emailed).toBe(true);
    const response = await handleCreateOffer(post('http://localhost/api/offers', ACCORD), deps);
    const anonymous = (await response.json()) as Quote;
    expect((await readOffer(anonymous.id, { db: opened.db, now: NOW }))?.emailed).toBe(false);
  });

  test('nothing logged names the seller', async () => {
    await quote();
    await smtp.stop();
    try {
      await deliver();
    } finally {
      await smtp.start();
    }
    await deliver(new Date(Date.now() + 60 * 60 * 1000));
    const all = logged.join('\n');
    for (const value of [SELLER.email, SELLER.lastName, '555-0142']) expect(all).not.toContain(value);
  });
});
