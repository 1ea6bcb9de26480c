/**
 * UI strings of the seller's offer e-mail (the quote's link, sent after the sell flow), en and es. Editors change
 * them in siteSettings.uiStrings; the built-in English (web/src/lib/offers/seller-offer-mail.ts) is only a fallback
 * for a key an editor deletes. Placeholders in braces are filled by the mail.
 */
export const OFFER_MAIL_UI_STRINGS: [string, string, string][] = [
  ['offerMail.subject', 'Your offer for the {vehicle}', 'Su oferta por el {vehicle}'],
  ['offerMail.greeting', 'Hi {name},', 'Hola, {name}:'],
  [
    'offerMail.intro',
    'Here is the offer {store} made for your car. Open it with the link below at any time until it expires.',
    'Esta es la oferta que {store} hizo por su auto. Ábrala con el enlace de abajo en cualquier momento hasta que venza.',
  ],
  ['offerMail.vehicle', 'Vehicle', 'Vehículo'],
  ['offerMail.cash', 'Instant cash offer', 'Oferta instantánea en efectivo'],
  ['offerMail.later', 'Profit-sharing offer', 'Oferta de ganancias compartidas'],
  [
    'offerMail.laterChecks',
    '{total} (first check {first}, second check {second} after your car sells)',
    '{total} (primer cheque {first}, segundo cheque {second} cuando se venda su auto)',
  ],
  [
    'offerMail.bringIn',
    'Bring your car in: we will make you an offer on the spot',
    'Traiga su auto: le haremos una oferta en el momento',
  ],
  ['offerMail.validUntil', 'Valid until', 'Válida hasta el'],
  ['offerMail.link', 'See your offer', 'Ver su oferta'],
];
