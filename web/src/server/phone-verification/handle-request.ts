import 'server-only';
import { isCategoryAllowed, type ConsentState } from '@/lib/consent';
import {
  INVALID_REQUEST_MESSAGE,
  NOT_TEXTABLE_MESSAGE,
  parsePhoneValidationRequest,
  SERVER_ERROR_MESSAGE,
  verifiedPhoneCookieValue,
  type PhoneVerificationErrorKey,
} from '@/lib/phone-verification';
import { persistentCookieAttributes, serializeCookie } from '@/lib/profile/cookie-attributes';
import { PROFILE_COOKIES } from '@/lib/profile/visitor-profile';
import type { ParsedBody } from '../http/parsed-body';
import { clientIp } from '../leads/client-ip';
import { addressBucketHash } from '../rate-limit/address-key';
import { issueCode, verifyCode, type VerificationDeps, type VerificationOutcome } from './service';
import { isTextableUsNumber } from './textable-number';

export interface PhoneValidationRouteDeps extends Omit<VerificationDeps, 'db' | 'sms' | 'secret'> {
  db: () => Promise<VerificationDeps['db']>;
  sms: () => VerificationDeps['sms'];
  secret: () => Buffer;
  /** The visitor's consent: the phone cookies are functional, set only when that category is allowed. */
  consent: () => Promise<Pick<ConsentState, 'allowed'>>;
}

const MAX_BODY_BYTES = 4 * 1024;

type Answer = { success: true } | { success: false; error: PhoneVerificationErrorKey; message: string };

function json(body: Answer, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

const fail = (status: number, error: PhoneVerificationErrorKey, message: string, headers?: Record<string, string>) =>
  json({ success: false, error, message }, status, headers);

async function readJson(request: Request, parsed?: ParsedBody): Promise<{ ok: true; body: unknown } | { ok: false }> {
  // Parsed once by the route's POST guard; a direct call (tests) reads the bytes here.
  if (parsed?.kind === 'json') return { ok: true, body: parsed.value };
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return { ok: false };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function outcomeResponse(outcome: Exclude<VerificationOutcome, { ok: true }>): Response {
  const headers: Record<string, string> =
    outcome.retryAfterSeconds && outcome.retryAfterSeconds > 0
      ? { 'retry-after': String(outcome.retryAfterSeconds) }
      : {};
  return fail(outcome.status, outcome.error, outcome.message, headers);
}

/**
 * `POST /api/customer/phoneValidation`: `phone-validation` texts a code, `code-verification` checks it and
 * sets the `phone` and `phoneVerified` cookies to the verified number (when functional cookies are allowed).
 * Never logs the number or the code.
 */
export async function handlePhoneValidationRequest(
  request: Request,
  deps: PhoneValidationRouteDeps,
  guardBody?: ParsedBody,
): Promise<Response> {
  // JSON only: a cross-site page cannot send application/json without a CORS preflight, so it cannot text codes.
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return fail(415, 'generic', INVALID_REQUEST_MESSAGE);
  }
  const read = await readJson(request, guardBody);
  if (!read.ok) return fail(400, 'generic', INVALID_REQUEST_MESSAGE);
  const parsed = parsePhoneValidationRequest(read.body);
  if (!parsed.ok) return fail(400, parsed.error, parsed.message);
  // Before any rate-limit bucket or text: a premium or foreign number never costs a message.
  if (parsed.request.type === 'phone-validation' && !isTextableUsNumber(parsed.request.phone)) {
    return fail(400, 'phone', NOT_TEXTABLE_MESSAGE);
  }

  const ip = clientIp(request.headers);
  // Keys the per-address limits: the address's bucket (an IPv6 client by its /64), rate-limit/address-key.ts.
  const ipHash = ip ? addressBucketHash(ip) : null;
  try {
    const service: VerificationDeps = {
      db: await deps.db(),
      sms: deps.sms(),
      secret: deps.secret(),
      now: deps.now,
      random: deps.random,
    };
    const { request: body } = parsed;
    if (body.type === 'phone-validation') {
      const outcome = await issueCode(body.phone, ipHash, service);
      return outcome.ok ? json({ success: true }, 200) : outcomeResponse(outcome);
    }
    const outcome = await verifyCode(body.phone, body.code, ipHash, service);
    if (!outcome.ok) return outcomeResponse(outcome);

    const response = json({ success: true }, 200);
    if (isCategoryAllowed(await deps.consent(), 'functional')) {
      const url = new URL(request.url);
      const attributes = persistentCookieAttributes(url.protocol, url.hostname);
      const value = verifiedPhoneCookieValue(body.phone);
      response.headers.append('set-cookie', serializeCookie(PROFILE_COOKIES.phone, value, attributes));
      response.headers.append('set-cookie', serializeCookie(PROFILE_COOKIES.phoneVerified, value, attributes));
    }
    return response;
  } catch (error) {
    console.error(
      JSON.stringify({
        event: 'phone-verification.error',
        error: error instanceof Error ? error.message : 'unknown',
      }),
    );
    return fail(500, 'generic', SERVER_ERROR_MESSAGE);
  }
}
