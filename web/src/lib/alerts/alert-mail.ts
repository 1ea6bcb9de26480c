/**
 * The shopper's alert e-mails (docs/alerts.md): the confirmation (the double opt-in's first step) and the digest of
 * changes, each as text and HTML. Every digest carries the one-click unsubscribe headers and a link in its body.
 * Words from siteSettings.uiStrings `alertMail.*` in the shopper's language, else the English fallback. Pure.
 */
import { escapeHtml } from '../leads/text-mail';
import { formatDollars } from '../offers/sell-lead';
import { alertConfirmPath, alertUnsubscribePath, listUnsubscribeHeaders } from './alert-links';
import { ALERT_MAIL_STRINGS, type AlertMailKey } from './alert-mail-strings';
import { MAX_CARS_PER_MAIL } from './constants';
import type { Digest } from './digest-plan';

type Translate = (key: string, values?: Record<string, string | number>, fallback?: string) => string;

export interface RenderedAlertMail {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

function wordsOf(t: Translate) {
  return (key: AlertMailKey, values?: Record<string, string | number>) => t(key, values, ALERT_MAIL_STRINGS[key]);
}

function page(lang: string, subject: string, body: string): string {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:Arial,sans-serif;font-size:14px">${body}</body></html>\n`
  );
}

const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

export interface ConfirmationMailInput {
  origin: string;
  confirmToken: string;
  storeName: string;
  lang: 'en' | 'es';
  /** The car's name for a price-drop alert; null for a saved search. */
  vehicle: string | null;
  t: Translate;
}

/** The confirmation: one link to the confirmation page. No unsubscribe header: nothing is subscribed yet. */
export function renderConfirmationMail(input: ConfirmationMailInput): RenderedAlertMail {
  const words = wordsOf(input.t);
  const url = `${input.origin}${alertConfirmPath(input.confirmToken)}`;
  const what = input.vehicle
    ? words('alertMail.confirmPriceDrop', { vehicle: input.vehicle })
    : words('alertMail.confirmNewMatches');
  const intro = words('alertMail.confirmIntro', { store: input.storeName, what });
  const action = words('alertMail.confirmAction');
  const label = words('alertMail.confirmLink');
  const ignore = words('alertMail.confirmIgnore');
  const subject = words('alertMail.confirmSubject');
  const text = [intro, '', action, '', `${label}: ${url}`, '', ignore, ''].join('\n');
  const html = page(
    input.lang,
    subject,
    `<p>${escapeHtml(intro)}</p><p>${escapeHtml(action)}</p><p>${link(url, label)}<br>${escapeHtml(url)}</p>` +
      `<p>${escapeHtml(ignore)}</p>`,
  );
  return { subject, text, html };
}

export interface DigestMailInput {
  digest: Digest;
  storeName: string;
  t: Translate;
}

function carLine(words: ReturnType<typeof wordsOf>, car: Digest['cars'][number]): string {
  if (car.oldPrice !== null && car.newPrice !== null) {
    return words('alertMail.priceDrop', {
      vehicle: car.title,
      oldPrice: formatDollars(car.oldPrice),
      newPrice: formatDollars(car.newPrice),
    });
  }
  return car.newPrice !== null
    ? words('alertMail.newMatch', { vehicle: car.title, price: formatDollars(car.newPrice) })
    : words('alertMail.newMatchNoPrice', { vehicle: car.title });
}

/** The digest: each car with its old and new price (or "new") and link, the saved searches, the unsubscribe links. */
export function renderDigestMail(input: DigestMailInput): RenderedAlertMail {
  const { digest } = input;
  const words = wordsOf(input.t);
  const origin = digest.origin;
  const shown = digest.cars.slice(0, MAX_CARS_PER_MAIL);
  const more = digest.cars.length - shown.length;
  const tokens = digest.alerts.map((alert) => alert.unsubscribeToken);
  const searches = digest.alerts.flatMap((alert) =>
    alert.kind === 'new-matches' && alert.search ? [alert.search] : [],
  );
  const subject = words('alertMail.digestSubject', { store: input.storeName });
  const intro = words('alertMail.digestIntro');
  const unsubscribeLabel = words('alertMail.unsubscribe');
  const why = words('alertMail.why');
  const unsubscribeUrls = tokens.map((token) => `${origin}${alertUnsubscribePath(token)}`);

  const textLines = [intro, ''];
  for (const car of shown) textLines.push(`- ${carLine(words, car)}`, `  ${origin}${car.path}`);
  if (more > 0) textLines.push(`- ${words('alertMail.more', { count: more })}`);
  for (const search of searches) textLines.push('', `${words('alertMail.seeSearch')}: ${origin}${search}`);
  textLines.push('', why, ...unsubscribeUrls.map((url) => `${unsubscribeLabel}: ${url}`), '');

  const items = shown
    .map((car) => `<li>${link(`${origin}${car.path}`, carLine(words, car))}</li>`)
    .concat(more > 0 ? [`<li>${escapeHtml(words('alertMail.more', { count: more }))}</li>`] : [])
    .join('');
  const searchLinks = searches.map((search) => `<p>${link(`${origin}${search}`, words('alertMail.seeSearch'))}</p>`);
  const html = page(
    digest.lang,
    subject,
    `<p>${escapeHtml(intro)}</p><ul>${items}</ul>${searchLinks.join('')}` +
      `<p style="color:#555">${escapeHtml(why)}<br>${unsubscribeUrls.map((url) => link(url, unsubscribeLabel)).join('<br>')}</p>`,
  );
  return { subject, text: textLines.join('\n'), html, headers: listUnsubscribeHeaders(origin, tokens) };
}
