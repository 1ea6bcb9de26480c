/**
 * The seller's own copy of a quote: a transactional e-mail with the car, the offer (amount and kind, or "bring it
 * in"), the day it is valid until on the store's calendar and the absolute link to the offer page, so the seller can
 * come back to it from any device (docs/leads.md#the-sellers-offer-e-mail). Nothing else: no advertising block, no
 * promotions. Words from siteSettings.uiStrings `offerMail.*` in the visitor's language (en, es), else the English
 * below. Pure.
 */
import { formatLongDate, isoDateInZone } from '../format/date';
import type { Language } from '../i18n/strings';
import { escapeHtml } from '../leads/text-mail';
import type { StoredOffer } from './offer-response';
import { formatDollars } from './sell-lead';

export const SELLER_OFFER_MAIL_STRINGS = {
  'offerMail.subject': 'Your offer for the {vehicle}',
  'offerMail.greeting': 'Hi {name},',
  'offerMail.intro':
    'Here is the offer {store} made for your car. Open it with the link below at any time until it expires.',
  'offerMail.vehicle': 'Vehicle',
  'offerMail.cash': 'Instant cash offer',
  'offerMail.later': 'Profit-sharing offer',
  'offerMail.laterChecks': '{total} (first check {first}, second check {second} after your car sells)',
  'offerMail.bringIn': 'Bring your car in: we will make you an offer on the spot',
  'offerMail.validUntil': 'Valid until',
  'offerMail.link': 'See your offer',
} as const;

export type SellerOfferMailKey = keyof typeof SELLER_OFFER_MAIL_STRINGS;
type Translate = (key: string, values?: Record<string, string | number>, fallback?: string) => string;

export interface SellerOfferMailInput {
  offer: Pick<StoredOffer, 'vehicle' | 'result' | 'expiresAt'>;
  firstName: string;
  /** The absolute address of the offer page. */
  offerUrl: string;
  /** The store that made the offer (the lead's store). */
  storeName: string;
  /** The store's IANA zone: the last valid day is that store's calendar day. */
  timeZone: string | null;
  lang: Language;
  /** uiStrings in the visitor's language (createTranslator); the English above is the fallback. */
  t: Translate;
}

export interface SellerOfferMail {
  subject: string;
  text: string;
  html: string;
}

/** The last day the offer is valid, written out ('December 5, 2026'; '5 de diciembre de 2026'). */
export function validUntilDay(expiresAt: Date, timeZone: string | null, lang: Language): string {
  const day = isoDateInZone(expiresAt, timeZone ?? undefined);
  if (lang === 'en') return formatLongDate(day);
  // Noon UTC of that calendar day: any zone's formatting keeps the day.
  return new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

function vehicleName(vehicle: StoredOffer['vehicle']): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');
}

export function renderSellerOfferMail(input: SellerOfferMailInput): SellerOfferMail {
  const text = (key: SellerOfferMailKey, values?: Record<string, string | number>) =>
    input.t(key, values, SELLER_OFFER_MAIL_STRINGS[key]);
  const { result } = input.offer;
  const vehicle = vehicleName(input.offer.vehicle);

  const rows: Array<[string, string]> = [[text('offerMail.vehicle'), vehicle]];
  if (result.bringIn) rows.push([text('offerMail.bringIn'), '']);
  else {
    if (result.cashNow) rows.push([text('offerMail.cash'), formatDollars(result.cashNow.finalPrice)]);
    if (result.moreCashLater) {
      const { finalPrice, initPrice, additionalPayments } = result.moreCashLater;
      rows.push([
        text('offerMail.later'),
        text('offerMail.laterChecks', {
          total: formatDollars(finalPrice),
          first: formatDollars(initPrice),
          second: formatDollars(additionalPayments),
        }),
      ]);
    }
  }
  rows.push([text('offerMail.validUntil'), validUntilDay(input.offer.expiresAt, input.timeZone, input.lang)]);

  const greeting = text('offerMail.greeting', { name: input.firstName });
  const intro = text('offerMail.intro', { store: input.storeName });
  const linkLabel = text('offerMail.link');
  const plain = [
    greeting,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => (value ? `${label}: ${value}` : label)),
    '',
    `${linkLabel}: ${input.offerUrl}`,
    '',
  ].join('\n');
  const cells = rows
    .map(([label, value]) =>
      value
        ? `<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`
        : `<tr><td colspan="2">${escapeHtml(label)}</td></tr>`,
    )
    .join('');
  const subject = text('offerMail.subject', { vehicle });
  const html =
    `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:Arial,sans-serif;font-size:14px"><p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
    `<table>${cells}</table>` +
    `<p><a href="${escapeHtml(input.offerUrl)}">${escapeHtml(linkLabel)}</a><br>${escapeHtml(input.offerUrl)}</p></body></html>\n`;
  return { subject, text: plain, html };
}
