import { readFileSync } from 'node:fs';
import path from 'node:path';

import { createTranslator } from '../i18n/strings';
import type { OffersResult } from '../pricing';
import { renderSellerOfferMail, SELLER_OFFER_MAIL_STRINGS, validUntilDay } from './seller-offer-mail';

const seedDir = path.resolve(__dirname, '../../../../seed/dist');

const vehicle = { year: 2008, make: 'Jeep', model: 'Wrangler', trim: null, vin: null, mileage: 190_000, zip: null };
const bringIn = {
  basePrice: null,
  cashNow: null,
  moreCashLater: null,
  bringIn: { reasons: ['Frame damage'] },
  deductions: [],
  cashAdjustments: [],
} as unknown as OffersResult;

const input = {
  offer: { vehicle, result: bringIn, expiresAt: new Date('2026-12-01T05:30:00Z') },
  firstName: '<Dana>',
  offerUrl: 'https://cars.example/sell-trade-my-car/offer/abc?x=1&y=2',
  storeName: 'Prairie Auto Buyers Naperville',
  timeZone: 'America/Chicago',
  lang: 'en' as const,
  t: createTranslator([]),
};

test('a bring-in result says so, with no amount', () => {
  const mail = renderSellerOfferMail(input);
  expect(mail.text).toContain('Bring your car in: we will make you an offer on the spot');
  expect(mail.text).not.toMatch(/\$\d/);
});

test('the visitor’s name and the link are escaped in the HTML part', () => {
  const { html } = renderSellerOfferMail(input);
  expect(html).toContain('Hi &lt;Dana&gt;,');
  expect(html).toContain('href="https://cars.example/sell-trade-my-car/offer/abc?x=1&amp;y=2"');
});

test('the last valid day is the store’s calendar day', () => {
  // 05:30 UTC on December 1 is still November 30 in Chicago, already December 1 in New York.
  expect(validUntilDay(input.offer.expiresAt, 'America/Chicago', 'en')).toBe('November 30, 2026');
  expect(validUntilDay(input.offer.expiresAt, 'America/New_York', 'en')).toBe('December 1, 2026');
  expect(validUntilDay(input.offer.expiresAt, 'America/Chicago', 'es')).toBe('30 de noviembre de 2026');
});

test('an editor’s wording wins; a deleted key falls back to the English', () => {
  const t = createTranslator([{ key: 'offerMail.link', en: 'Open your offer', es: null }]);
  const mail = renderSellerOfferMail({ ...input, t });
  expect(mail.text).toContain('Open your offer: https://cars.example/');
  expect(mail.subject).toBe('Your offer for the 2008 Jeep Wrangler');
});

describe.each(['sell-car', 'dealership'])('%s seed', (dataset) => {
  const strings =
    readFileSync(path.join(seedDir, `${dataset}.ndjson`), 'utf8')
      .split('\n')
      .filter((line) => line.includes('"_type":"siteSettings"'))
      .map((line) => JSON.parse(line) as { uiStrings?: Array<{ key: string; en?: string; es?: string }> })[0]
      ?.uiStrings ?? [];

  test.each(Object.keys(SELLER_OFFER_MAIL_STRINGS))('%s is seeded in en and es', (key) => {
    const entry = strings.find((item) => item.key === key);
    expect(entry?.en).toBe(SELLER_OFFER_MAIL_STRINGS[key as keyof typeof SELLER_OFFER_MAIL_STRINGS]);
    expect(entry?.es?.trim()).toBeTruthy();
  });
});
