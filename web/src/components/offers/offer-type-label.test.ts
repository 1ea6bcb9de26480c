import { createTranslator } from '@/lib/i18n/strings';

import { offerTypeLabel } from './offer-type-label';

const strings = [{ key: 'offers.type.dealer', en: 'Dealer special', es: 'Especial del concesionario' }];

test.each<['en' | 'es', string | null, string, string]>([
  ['es', 'dealer', 'Dealer special', 'Especial del concesionario'],
  // English keeps the offer's own wording, even where the table has the key.
  ['en', 'dealer', 'Our dealer deal', 'Our dealer deal'],
  // A type without a key, or no type, keeps the offer's label.
  ['es', 'sales', 'Sales special', 'Sales special'],
  ['es', null, 'Special', 'Special'],
])('in %s, type %p labelled %p reads %p', (lang, offerType, label, expected) => {
  expect(offerTypeLabel({ lang, t: createTranslator(strings, lang) }, offerType, label)).toBe(expected);
});
