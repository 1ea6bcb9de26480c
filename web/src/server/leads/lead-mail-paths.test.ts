/**
 * Every path that sends a lead composes its mails in one place (lib/leads/compose-lead-mail.ts;
 * docs/leads.md#how-a-lead-mail-is-composed): `POST /api/leads` for every form type, the sell/trade quote and the
 * sell/trade accept. Shown by behaviour, not by spying: with the same settings, each path's mail follows the same
 * rules: the lead's store's own routing row wins over the site's, and the advertising block is appended exactly when
 * siteSettings.appendAdvertisingParameters is on. Real handlers, a real database, mail delivered over SMTP to an
 * in-process server; sell-car seed.
 */
import { LEAD_FORM_TYPES, type LeadFormType } from '@dealer/schemas/constants';

import { SAMPLE_LEADS } from '@/lib/leads/sample-leads';
import type { Answers } from '@/lib/pricing';
import { seededQuestionnaire } from '@/lib/pricing/test-support/seeded-questionnaire';
import { leads } from '@/server/db/schema';
import { testBackends, type OpenedBackend } from '@/server/db/testing/test-backends';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '@/server/mail/testing/smtp-test-server';
import { createSmtpTransport } from '@/server/mail/transport';
import { handleAcceptOffer } from '@/server/offers/accept-offer';
import { handleCreateOffer, type OfferDeps } from '@/server/offers/create-offer';
import { createSeededVinDecoder } from '@/server/offers/vin-decoder';
import { deliverDueMessages } from '@/server/outbox/delivery';
import { loadPlates } from '@/server/plates';
import { createEmbeddedValuationAdapter, loadValuationTable } from '@/server/valuation';

import type { LeadContentSource } from './lead-content-source';
import type { LeadLimits } from './lead-limits';
import { handleLeadRequest } from './lead-request';
import { embeddedLeadContent, firstStaffMember, withDealershipCar } from './testing/embedded-lead-content';

jest.setTimeout(60_000);
process.env.LEAD_ENCRYPTION_KEY = Buffer.alloc(32, 9).toString('base64');

const DATASET = 'sell-car' as const;
const seedDir = `${__dirname}/../../../../seed/dist`;
const questionnaire = seededQuestionnaire(DATASET);
// The sample deal sheet's car comes from the dealership seed (sell-car has no inventory).
const published = withDealershipCar(embeddedLeadContent(DATASET));
const NOW = new Date('2026-11-22T15:00:00Z');
/** Every store's own routing: a text mail per form type to this address (the seed's site rows are mostly ADF). */
const STORE_RECIPIENT = 'store-leads@dealer.example';
const storeSubject = (form: LeadFormType) => `${form} lead (store row)`;
const ADVERTISING_COOKIES = 'utm_source=google; gclid=abc123; unrelated=1';
const ADVERTISING_BLOCK = 'Advertising parameters\nutm_source: google\ngclid: abc123';
const roomy: LeadLimits = {
  perIp: { limit: 10_000, windowSeconds: 600 },
  perEmail: { limit: 10_000, windowSeconds: 600 },
  maxJsonBytes: 64 * 1024,
  maxMultipartBytes: 6 * 1024 * 1024,
};
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
const ACCORD = { vehicle: { year: 2014, make: 'Honda', model: 'Accord', trim: 'LX' }, mileage: 120_000, answers: GOOD };

/** The published content with the advertising setting as given and the store routing above on every store. */
function contentWith(appendAdvertisingParameters: boolean): LeadContentSource {
  return {
    ...published,
    settings: async () => {
      const { settings, stores } = await published.settings();
      return {
        settings: settings && { ...settings, appendAdvertisingParameters },
        stores: stores.map((store) => ({
          ...store,
          leadRouting: LEAD_FORM_TYPES.map((formType) => ({
            formType,
            type: 'text' as const,
            subject: storeSubject(formType),
            recipient: STORE_RECIPIENT,
            crmProvider: null,
          })),
        })),
      };
    },
  };
}

function post(url: string, body: unknown, cookie: string): Request {
  return new Request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      host: 'cars.dealer.example',
      'x-forwarded-for': '203.0.113.60',
      'user-agent': 'jest',
      cookie,
    },
    body: JSON.stringify(body),
  });
}

describe.each(testBackends())('every lead path composes its mail in one place, on %s', (_name, backend) => {
  let opened: OpenedBackend;
  let smtp: SmtpTestServer;
  const kick = () => undefined;
  let info: jest.SpiedFunction<typeof console.info>;

  beforeAll(async () => {
    // The outbox's delivery lines.
    info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    opened = await backend.open();
    smtp = await startSmtpTestServer();
  }, 60_000);
  afterAll(async () => {
    await smtp.stop();
    await opened.close();
    info.mockRestore();
  });
  beforeEach(async () => {
    await opened.reset();
    smtp.received.length = 0;
  });

  async function deliver(): Promise<ReceivedMail[]> {
    const transport = createSmtpTransport(smtp.url);
    try {
      await deliverDueMessages({ db: opened.db, transport, from: 'Leads <leads@dealer.example>' });
    } finally {
      transport.close?.();
    }
    return smtp.received.splice(0).filter((mail) => mail.envelopeTo.includes(STORE_RECIPIENT));
  }

  const offerDeps = (content: LeadContentSource): OfferDeps => ({
    questionnaire: async () => questionnaire,
    valuation: createEmbeddedValuationAdapter(loadValuationTable(seedDir)),
    vinDecoder: createSeededVinDecoder(loadPlates(seedDir)),
    db: opened.db,
    now: () => NOW,
    leadContent: content,
    kick,
  });

  /** One lead of `form` through `POST /api/leads`; the dealer's mail(s) it queued. */
  async function viaLeadRoute(form: LeadFormType, content: LeadContentSource): Promise<ReceivedMail[]> {
    const body = {
      form,
      ...(SAMPLE_LEADS[form] as Record<string, unknown>),
      ...(form === 'STAFF_MEMBER' ? { staffMember: firstStaffMember(DATASET).slug } : {}),
    };
    const response = await handleLeadRequest(post('http://localhost/api/leads', body, ADVERTISING_COOKIES), {
      content,
      db: opened.db,
      kick,
      limits: roomy,
    });
    expect(response.status).toBe(201);
    return deliver();
  }

  /** A quote with the seller's details through `POST /api/offers`: its SELL_OR_TRADE lead's dealer mail. */
  async function viaOfferQuote(content: LeadContentSource): Promise<{ id: string; mails: ReceivedMail[] }> {
    const response = await handleCreateOffer(
      post('http://localhost/api/offers', { ...ACCORD, contact: SELLER }, ADVERTISING_COOKIES),
      offerDeps(content),
    );
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    return { id, mails: await deliver() };
  }

  /** A quote, then its acceptance through `POST /api/offers/{id}/accept`: the accept lead's dealer mail. */
  async function viaOfferAccept(content: LeadContentSource): Promise<ReceivedMail[]> {
    const { id } = await viaOfferQuote(content);
    const response = await handleAcceptOffer(
      id,
      post(`http://localhost/api/offers/${id}/accept`, { offerKind: 'cashNow' }, ADVERTISING_COOKIES),
      { leadContent: content, questionnaire: async () => questionnaire, db: opened.db, now: () => NOW, kick },
    );
    expect(response.status).toBe(200);
    return deliver();
  }

  /** The form type a lead is stored and routed as (a contact form's inquiry picks its own). */
  async function storedFormTypes(): Promise<string[]> {
    return (await opened.db.select({ formType: leads.formType }).from(leads)).map((row) => row.formType);
  }

  describe.each([
    ['on', true],
    ['off', false],
  ] as const)('advertising parameters %s', (_label, append) => {
    const content = contentWith(append);
    const expectComposed = (mail: ReceivedMail | undefined, form: string) => {
      expect(mail?.subject).toBe(storeSubject(form as LeadFormType));
      expect(mail?.text).toContain('First name:');
      if (append) expect(mail?.text).toContain(ADVERTISING_BLOCK);
      else {
        expect(mail?.text).not.toContain('Advertising parameters');
        expect(mail?.raw.toString('utf8')).not.toContain('abc123');
      }
    };

    test.each(LEAD_FORM_TYPES)('POST /api/leads, %s', async (form) => {
      const [mail, ...others] = await viaLeadRoute(form, content);
      expect(others).toEqual([]);
      const [routed] = await storedFormTypes();
      expectComposed(mail, routed!);
    });

    test('the sell/trade quote (POST /api/offers)', async () => {
      const { mails } = await viaOfferQuote(content);
      expect(mails).toHaveLength(1);
      expectComposed(mails[0], 'SELL_OR_TRADE');
      expect(mails[0]?.text).toContain('Offer link: http://cars.dealer.example/sell-trade-my-car/offer/');
    });

    test('the sell/trade accept (POST /api/offers/{id}/accept)', async () => {
      const mails = await viaOfferAccept(content);
      expect(mails).toHaveLength(1);
      expectComposed(mails[0], 'SELL_OR_TRADE');
      expect(mails[0]?.text).toContain('Accepted:');
    });

    test('a SELL_OR_TRADE lead from the form and from the offer flow get the same mail envelope', async () => {
      const [fromForm] = await viaLeadRoute('SELL_OR_TRADE', content);
      const { mails } = await viaOfferQuote(content);
      const envelope = (mail: ReceivedMail | undefined) => ({
        to: mail?.envelopeTo,
        subject: mail?.subject,
        html: typeof mail?.html === 'string',
        advertising: mail?.text?.includes(ADVERTISING_BLOCK),
      });
      expect(envelope(mails[0])).toEqual(envelope(fromForm));
    });
  });
});
