/** The body of `POST /api/alerts`, field by field (docs/alerts.md#signing-up). */
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE, UNKNOWN_FIELD_MESSAGE } from '@/lib/leads/messages';

import {
  ALERT_KIND_MESSAGE,
  ALERT_LANG_MESSAGE,
  ALERT_SEARCH_MESSAGE,
  ALERT_SEARCH_UNEXPECTED_MESSAGE,
  ALERT_VIN_MESSAGE,
  ALERT_VIN_UNEXPECTED_MESSAGE,
  canonicalSearch,
  parseAlertRequest,
} from './alert-request';

const VIN = '1HGCM82633A004352';

test.each<[string, Record<string, unknown>, Record<string, string>]>([
  ['no e-mail', { kind: 'price-drop', vin: VIN }, { email: REQUIRED_MESSAGE }],
  ['a malformed e-mail', { email: 'a@b', kind: 'price-drop', vin: VIN }, { email: INVALID_EMAIL_MESSAGE }],
  [
    'a second address in the e-mail',
    { email: 'a@b.com,c@d.com', kind: 'price-drop', vin: VIN },
    { email: INVALID_EMAIL_MESSAGE },
  ],
  ['no kind', { email: 'a@b.com', vin: VIN }, { kind: ALERT_KIND_MESSAGE }],
  ['an unknown kind', { email: 'a@b.com', kind: 'weekly', vin: VIN }, { kind: ALERT_KIND_MESSAGE }],
  ['a price drop without a VIN', { email: 'a@b.com', kind: 'price-drop' }, { vin: ALERT_VIN_MESSAGE }],
  ['a VIN with an O', { email: 'a@b.com', kind: 'price-drop', vin: '1HGCM82633A00435O' }, { vin: ALERT_VIN_MESSAGE }],
  ['a VIN of 16 characters', { email: 'a@b.com', kind: 'price-drop', vin: VIN.slice(1) }, { vin: ALERT_VIN_MESSAGE }],
  ['a VIN as a number', { email: 'a@b.com', kind: 'price-drop', vin: 12345 }, { vin: ALERT_VIN_MESSAGE }],
  [
    'a price drop with a search too',
    { email: 'a@b.com', kind: 'price-drop', vin: VIN, search: '/cars-for-sale' },
    { search: ALERT_SEARCH_UNEXPECTED_MESSAGE },
  ],
  ['new matches without a search', { email: 'a@b.com', kind: 'new-matches' }, { search: ALERT_SEARCH_MESSAGE }],
  [
    'new matches with a VIN too',
    { email: 'a@b.com', kind: 'new-matches', search: '/cars-for-sale', vin: VIN },
    { vin: ALERT_VIN_UNEXPECTED_MESSAGE },
  ],
  [
    'a search that is another page',
    { email: 'a@b.com', kind: 'new-matches', search: '/contact-us' },
    { search: ALERT_SEARCH_MESSAGE },
  ],
  [
    'a search with an unknown filter segment',
    { email: 'a@b.com', kind: 'new-matches', search: '/cars-for-sale/flying-cars' },
    { search: ALERT_SEARCH_MESSAGE },
  ],
  [
    'a search on another site',
    { email: 'a@b.com', kind: 'new-matches', search: 'https://evil.example/cars-for-sale' },
    { search: ALERT_SEARCH_MESSAGE },
  ],
  [
    'a protocol-relative search',
    { email: 'a@b.com', kind: 'new-matches', search: '//evil.example/cars-for-sale' },
    { search: ALERT_SEARCH_MESSAGE },
  ],
  ['an unknown language', { email: 'a@b.com', kind: 'price-drop', vin: VIN, lang: 'fr' }, { lang: ALERT_LANG_MESSAGE }],
  ['an unknown field', { email: 'a@b.com', kind: 'price-drop', vin: VIN, name: 'x' }, { name: UNKNOWN_FIELD_MESSAGE }],
])('%s → a message on its field', (_label, body, errors) => {
  expect(parseAlertRequest(body)).toEqual({ ok: false, errors });
});

test('a price drop: the VIN upper-cased, English by default', () => {
  expect(parseAlertRequest({ email: ' a@b.com ', kind: 'price-drop', vin: VIN.toLowerCase() })).toEqual({
    ok: true,
    request: { kind: 'price-drop', email: 'a@b.com', vin: VIN, lang: 'en' },
  });
});

test('new matches: the search kept in its canonical form, with query filters applied and the sort dropped', () => {
  expect(
    parseAlertRequest({
      email: 'a@b.com',
      kind: 'new-matches',
      search: '/cars-for-sale/suvs?make=Jeep&sort=priceLow',
      lang: 'es',
    }),
  ).toEqual({
    ok: true,
    request: { kind: 'new-matches', email: 'a@b.com', search: '/cars-for-sale/suvs/make-jeep', lang: 'es' },
  });
});

test('a filled honeypot is spam', () => {
  expect(parseAlertRequest({ email: 'a@b.com', kind: 'price-drop', vin: VIN, website: 'x' })).toEqual({ ok: 'spam' });
});

test.each([
  ['/cars-for-sale', '/cars-for-sale'],
  ['/used-cars-for-sale', '/used-cars-for-sale'],
  ['/cars-for-sale/price-under-20000/', '/cars-for-sale/price-under-20000'],
  ['/cars-for-sale?priceMax=15000&page=3', '/cars-for-sale/price-under-15000'],
  ['/legal/privacy-policy', null],
  ['cars-for-sale', null],
])('canonicalSearch(%s) → %s', (search, canonical) => {
  expect(canonicalSearch(search)).toBe(canonical);
});
