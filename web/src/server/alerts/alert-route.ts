import 'server-only';

import { ALERT_LIMITS } from '@/lib/alerts/constants';
import { parseAlertRequest } from '@/lib/alerts/alert-request';
import { FORM_ERROR_KEY, type FieldErrors } from '@/lib/leads/field-errors';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/leads/messages';
import type { Db } from '@/server/db';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '@/server/db/unavailable';
import { serverEnv } from '@/server/env';
import { apiJson } from '@/server/http/api-json';
import type { ParsedBody } from '@/server/http/parsed-body';
import { guardPost, RATE_LIMITED_MESSAGE, type GuardedPost } from '@/server/http/post-guard';
import { hashIdentifier } from '@/server/leads/client-ip';
import type { LeadContentSource } from '@/server/leads/lead-content-source';
import { kickDelivery } from '@/server/outbox/delivery';
import { publicOrigin } from '@/server/security/request-scheme';

import { alertsAvailable, findAlertCar, type AlertCar } from './alert-inventory';
import { alertMailRenderer } from './alert-mail-context';
import { storePendingAlert } from './alert-store';
import { confirmTokenHash, newAlertToken } from './alert-tokens';

/** Not in the spec: the sell-car variant has no inventory to follow. */
export const ALERTS_NOT_AVAILABLE_MESSAGE = 'Car alerts are not available on this site.';
/** Not in the spec: a VIN that names no public car of the inventory. */
export const ALERT_UNKNOWN_CAR_MESSAGE = 'This car is not in our inventory.';
/** Not in the spec: anything unexpected. */
export const ALERT_SERVER_ERROR_MESSAGE = 'Your alert could not be saved. Please try again.';

/** The name of the per-address limit (its rate-limit key, `post:alert:ip:…`). */
export const ALERT_ADDRESS_LIMIT = 'alert';

export interface AlertRouteDeps {
  content: LeadContentSource;
  /** Tests: the database, the clock, the delivery kick, the inventory reads and the limits. */
  db?: Db;
  now?: () => Date;
  kick?: () => void;
  available?: () => Promise<boolean>;
  findCar?: (vin: string) => Promise<AlertCar | null>;
  limits?: { perIp: { limit: number; windowSeconds: number }; perEmail: { limit: number; windowSeconds: number } };
}

const errors = (body: FieldErrors, status: number, headers: Record<string, string> = {}) =>
  apiJson({ errors: body }, status, headers);

/** The fields of a JSON body, or of a form post (a plain HTML form without JavaScript). */
function fieldsOf(body: ParsedBody): Record<string, unknown> {
  if (body.kind === 'json') return body.value;
  if (body.kind === null) return {};
  return Object.fromEntries(
    [...body.form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : '']),
  );
}

async function handle(request: Request, body: ParsedBody, deps: AlertRouteDeps): Promise<Response> {
  const parsed = parseAlertRequest(fieldsOf(body));
  // The honeypot: answered as if accepted, nothing kept.
  if (parsed.ok === 'spam') return apiJson({ status: 'pending' }, 202);
  if (!parsed.ok) return errors(parsed.errors, 400);
  const alert = parsed.request;
  const now = deps.now?.() ?? new Date();
  const car = alert.kind === 'price-drop' ? await (deps.findCar ?? findAlertCar)(alert.vin) : null;
  if (alert.kind === 'price-drop' && !car) return errors({ vin: ALERT_UNKNOWN_CAR_MESSAGE }, 400);

  const origin = publicOrigin(request.headers, serverEnv());
  const confirmToken = newAlertToken();
  const renderer = await alertMailRenderer(deps.content);
  const emailHash = hashIdentifier('email', alert.email);
  const limits = deps.limits ?? ALERT_LIMITS;
  const stored = await storePendingAlert(
    {
      email: alert.email,
      emailHash,
      kind: alert.kind,
      vin: alert.kind === 'price-drop' ? alert.vin : null,
      search: alert.kind === 'new-matches' ? alert.search : null,
      lang: alert.lang,
      origin,
      confirmTokenHash: confirmTokenHash(confirmToken),
      unsubscribeToken: newAlertToken(),
    },
    renderer.confirmation({ origin, confirmToken, lang: alert.lang, vehicle: car?.title ?? null }),
    { key: `alert:email:${emailHash}`, ...limits.perEmail },
    deps.db,
    now,
  );
  if (stored.kind === 'rate-limited') {
    return errors({ [FORM_ERROR_KEY]: RATE_LIMITED_MESSAGE }, 429, { 'retry-after': String(stored.retryAfterSeconds) });
  }
  if (stored.kind === 'queued') (deps.kick ?? kickDelivery)();
  // The same answer whatever was stored: nobody learns which addresses follow what (docs/alerts.md#signing-up).
  return apiJson({ status: 'pending' }, 202);
}

/**
 * `POST /api/alerts` (docs/alerts.md#signing-up): `{email, kind: 'price-drop', vin}` or `{email, kind:
 * 'new-matches', search}`, with an optional `lang` (`en`, `es`: the e-mails' language). Behind the POST guard of
 * every form route (same-origin, address limit before the body is read, 4 KB cap); the handler counts the e-mail
 * address against its own limit in the transaction that stores the alert and its confirmation mail.
 * 202 `{status: 'pending'}`; 400 `{errors: {field: message}}`; 404 on a site without inventory; 429 with
 * Retry-After. Never logs the address.
 */
export function alertRoute(deps: AlertRouteDeps): GuardedPost {
  const limits = deps.limits ?? ALERT_LIMITS;
  const guarded = guardPost(
    async (request, body) => {
      try {
        return await handle(request, body, deps);
      } catch (error) {
        const unavailable = isDatabaseUnavailable(error);
        console.error(
          `[alerts] sign-up failed: ${error instanceof Error ? error.name : 'unknown'}${unavailable ? ' [database unavailable]' : ''}`,
        );
        if (unavailable) {
          return errors({ [FORM_ERROR_KEY]: DATABASE_UNAVAILABLE_MESSAGE }, 503, {
            'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
          });
        }
        return errors({ [FORM_ERROR_KEY]: ALERT_SERVER_ERROR_MESSAGE }, 500);
      }
    },
    {
      origin: 'same-origin',
      maxBytes: ALERT_LIMITS.maxBytes,
      bodies: ['json', 'form'],
      rateLimit: { name: ALERT_ADDRESS_LIMIT, ...limits.perIp },
      db: deps.db ? () => deps.db! : undefined,
      now: deps.now,
    },
  );
  return async (request) => {
    if (!(await (deps.available ?? alertsAvailable)())) {
      return errors({ [FORM_ERROR_KEY]: ALERTS_NOT_AVAILABLE_MESSAGE }, 404);
    }
    return guarded(request);
  };
}
