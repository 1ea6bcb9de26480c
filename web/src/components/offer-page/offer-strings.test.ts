/** Every offer-page string is seeded in siteSettings.uiStrings, en and es, with the built-in English as fallback. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { createTranslator } from '@/lib/i18n/strings';

import { OFFER_PAGE_STRINGS, offerText, type OfferPageStringKey } from './offer-strings';

const seedDir = path.resolve(__dirname, '../../../../seed/dist');

describe.each(['sell-car', 'dealership'])('%s', (dataset) => {
  const settings = readFileSync(path.join(seedDir, `${dataset}.ndjson`), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"_type":"siteSettings"'))
    .map((line) => JSON.parse(line) as { uiStrings?: Array<{ key: string; en?: string; es?: string }> })[0];
  const strings = settings?.uiStrings ?? [];

  test.each(Object.keys(OFFER_PAGE_STRINGS))('%s is seeded in en and es', (key) => {
    const entry = strings.find((item) => item.key === key);
    expect(entry?.en).toBe(OFFER_PAGE_STRINGS[key as OfferPageStringKey]);
    expect(entry?.es?.trim()).toBeTruthy();
  });
});

test('placeholders are filled; a key an editor deleted falls back to the built-in English', () => {
  const t = offerText(createTranslator([{ key: 'offerPage.title', en: 'Offers for {vehicle}', es: null }]));
  expect(t('offerPage.title', { vehicle: '2019 Toyota Camry' })).toBe('Offers for 2019 Toyota Camry');
  expect(t('offerPage.cashTitle')).toBe('Cash now');
});
