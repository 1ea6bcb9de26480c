import 'server-only';

import { FORM_ERROR_KEY, UNKNOWN_FIELD_MESSAGE, type FieldErrors } from '@/lib/leads/field-errors';
import { clientIp, hashIdentifier } from '@/server/leads/client-ip';
import { consumeRateLimit } from '@/server/rate-limit/consume';
import type { Db } from '@/server/db';

import { BODY_TOO_LARGE_MESSAGE, bodyKind, readCappedBody, type BodyKind } from './capped-body';
import { isCrossSiteRequest } from './same-origin';

/**
 * One guard in front of every POST route handler: the checks that do not depend on the route's own
 * schema, in the order that costs least first.
 *
 *   1. Origin (CSRF): a browser request from another site is refused (403) before anything is read.
 *   2. Size: the body is read with a cap; larger → 413, before it is parsed.
 *   3. Content type: a body of a kind the route does not take (`bodies`, default JSON only) → 415, so a
 *      `text/plain` post cannot slip past the checks below.
 *   4. JSON: a JSON content type whose body is not a JSON object → 400; a prototype key (`__proto__`,
 *      `constructor` …) at any depth, or as a form field name → 400; text a database cannot store (NUL, an unpaired
 *      surrogate) in any key or value → 400.
 *      Form posts (urlencoded and multipart) get the same prototype-key and unstorable-text checks per field.
 *   5. Keys: with `keys`, top-level names outside the list → 400 `{field: 'This field is not allowed'}`.
 *   6. Rate limit: per client address, counted in the database so it holds across processes → 429 + Retry-After.
 *
 * The handler then gets a fresh Request holding the bytes already read and validates the body with its own
 * strict zod schema. Errors are `{errors: {field: message}}` (or `errorBody`'s shape where a route's contract says so).
 */

export const CROSS_SITE_MESSAGE = 'Requests from other sites are not accepted.';
export const BODY_NOT_JSON_MESSAGE = 'The submission could not be read: send a JSON object.';
export const UNSUPPORTED_BODY_MESSAGE = 'The submission could not be read: send it as JSON.';
export const UNSUPPORTED_FORM_BODY_MESSAGE = 'The submission could not be read: send it as JSON or form data.';
export const UNAVAILABLE_MESSAGE = 'We cannot take requests just now. Please try again in a minute.';
export const RATE_LIMITED_MESSAGE =
  'Too many requests from you in a short time. Please wait a few minutes and try again.';

export interface PostGuardOptions {
  /**
   * `same-origin`: browser actions (forms, fetches carrying the visitor's cookies): an `Origin` (or
   * `Sec-Fetch-Site`) naming another site is refused; no `Origin` at all (server-to-server integrations) passes.
   * `signed`: webhooks authenticated by a signature over the body; the origin is not checked.
   */
  origin: 'same-origin' | 'signed';
  /** Largest accepted body in bytes (the whole request body, any content type). */
  maxBytes: number;
  /**
   * Body kinds the route reads (default JSON only). A non-empty body of any other content type (text/plain, none,
   * XML …) is refused with 415 before it reaches the handler.
   */
  bodies?: readonly BodyKind[];
  /** Allowed top-level keys of a JSON body; unset = the handler's strict schema decides alone. */
  keys?: readonly string[];
  /** Per-address limit, counted in the database (`rate_limit_hits`), keyed `post:{name}:ip:{hash}`. */
  rateLimit?: { name: string; limit: number; windowSeconds: number };
  /** Key of errors about the request as a whole (default `_form`; the offers API uses `form`). */
  formErrorKey?: string;
  /** The error body for a route whose contract has its own shape (default `{errors}`). */
  errorBody?: (errors: FieldErrors, status: number) => unknown;
  /** Tests: the database for the rate limit (default: the process database) and the clock. */
  db?: () => Promise<Db> | Db;
  now?: () => Date;
}

export type PostHandler = (request: Request) => Promise<Response>;

function errorResponse(
  options: PostGuardOptions,
  status: number,
  errors: FieldErrors,
  headers: Record<string, string> = {},
): Response {
  const body = options.errorBody ? options.errorBody(errors, status) : { errors };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** A form post's text fields as name/value pairs (a file contributes its file name), or null when unreadable. */
async function formEntries(
  kind: 'form' | 'multipart',
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
): Promise<[string, string][]> {
  if (kind === 'form') return [...new URLSearchParams(new TextDecoder().decode(bytes)).entries()];
  try {
    const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    return [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);
  } catch {
    // Left to the handler, which answers its own 400 for a body it cannot read.
    return [];
  }
}

/** Top-level keys outside `allowed`, each with the unknown-field message (own keys only: `__proto__` included). */
function unknownKeys(body: Record<string, unknown>, allowed: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of Object.keys(body)) {
    // defineProperty: an assignment (or Object.assign) to `__proto__` would set the prototype instead.
    if (!allowed.includes(key))
      Object.defineProperty(errors, key, { value: UNKNOWN_FIELD_MESSAGE, enumerable: true, writable: true });
  }
  return errors;
}

/** `{[field]: message}` even for a field named `__proto__` (an assignment would set the prototype instead). */
function fieldError(field: string, message: string): FieldErrors {
  const errors: FieldErrors = {};
  Object.defineProperty(errors, field, { value: message, enumerable: true, writable: true });
  return errors;
}

/**
 * Names every plain object inherits (`__proto__`, `constructor`, `toString`, `hasOwnProperty` …). No form field is
 * called that, and code that indexes by them meets the inherited member instead of an own value: `errors[key] ??=`
 * keeps the inherited function and loses the message, an assignment to `__proto__` sets the prototype.
 */
export function isPrototypeKey(key: string): boolean {
  return Object.prototype.hasOwnProperty.call(Object.prototype, key);
}

/**
 * The dotted path of the first prototype key anywhere in a parsed JSON body, or null. Iterative, so a body nested
 * thousands deep cannot overflow the stack.
 */
export function prototypeKeyPath(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    for (const key of Object.keys(current)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (isPrototypeKey(key)) return keyPath;
      pending.push({ value: (current as Record<string, unknown>)[key], path: keyPath });
    }
  }
  return null;
}

/** Not in the spec: text a database cannot store (Postgres refuses NUL and unpaired surrogates in text and jsonb). */
export const UNSTORABLE_TEXT_MESSAGE = 'This field contains characters that are not allowed.';

const UNSTORABLE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Does this text hold a NUL or an unpaired surrogate? */
export const isUnstorableText = (text: string): boolean => UNSTORABLE_TEXT.test(text);

/** The dotted path of the first key or string value anywhere in a parsed body that a database cannot store. */
export function unstorableTextPath(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (isUnstorableText(current)) return path || FORM_ERROR_KEY;
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    for (const key of Object.keys(current)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (isUnstorableText(key)) return path || FORM_ERROR_KEY;
      pending.push({ value: (current as Record<string, unknown>)[key], path: keyPath });
    }
  }
  return null;
}

/** Wraps a POST handler with the shared checks (see the module comment). */
export function guardPost(handler: PostHandler, options: PostGuardOptions): PostHandler {
  const formKey = options.formErrorKey ?? FORM_ERROR_KEY;
  return async (request) => {
    if (options.origin === 'same-origin' && isCrossSiteRequest(request)) {
      return errorResponse(options, 403, { [formKey]: CROSS_SITE_MESSAGE });
    }

    let bytes: Uint8Array<ArrayBuffer> | null;
    try {
      bytes = await readCappedBody(request, options.maxBytes);
    } catch {
      // The client went away or sent a broken stream.
      return errorResponse(options, 400, { [formKey]: BODY_NOT_JSON_MESSAGE });
    }
    if (!bytes) return errorResponse(options, 413, { [formKey]: BODY_TOO_LARGE_MESSAGE });

    const contentType = request.headers.get('content-type');
    const kind = bodyKind(contentType);
    const accepted = options.bodies ?? ['json'];
    if (bytes.byteLength > 0 && (kind === null || !accepted.includes(kind))) {
      const message = accepted.includes('form') ? UNSUPPORTED_FORM_BODY_MESSAGE : UNSUPPORTED_BODY_MESSAGE;
      return errorResponse(options, 415, { [formKey]: message });
    }

    if (kind === 'json') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
      } catch {
        return errorResponse(options, 400, { [formKey]: BODY_NOT_JSON_MESSAGE });
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        return errorResponse(options, 400, { [formKey]: BODY_NOT_JSON_MESSAGE });
      }
      const prototypeKey = prototypeKeyPath(parsed);
      if (prototypeKey !== null) return errorResponse(options, 400, fieldError(prototypeKey, UNKNOWN_FIELD_MESSAGE));
      const unstorable = unstorableTextPath(parsed);
      if (unstorable !== null) return errorResponse(options, 400, fieldError(unstorable, UNSTORABLE_TEXT_MESSAGE));
      if (options.keys) {
        const errors = unknownKeys(parsed as Record<string, unknown>, options.keys);
        if (Object.keys(errors).length > 0) return errorResponse(options, 400, errors);
      }
    }

    if (kind === 'form' || kind === 'multipart') {
      const entries = await formEntries(kind, bytes, contentType ?? '');
      const prototypeKey = entries.map(([name]) => name).find(isPrototypeKey);
      if (prototypeKey !== undefined)
        return errorResponse(options, 400, fieldError(prototypeKey, UNKNOWN_FIELD_MESSAGE));
      const unstorable = entries.find(([name, value]) => isUnstorableText(name) || isUnstorableText(value));
      if (unstorable) return errorResponse(options, 400, fieldError(unstorable[0], UNSTORABLE_TEXT_MESSAGE));
    }

    const rule = options.rateLimit;
    const ip = rule ? clientIp(request.headers) : null;
    if (rule && ip) {
      let verdict: Awaited<ReturnType<typeof consumeRateLimit>>;
      try {
        const db = options.db ? await options.db() : undefined;
        verdict = await consumeRateLimit(
          `post:${rule.name}:ip:${hashIdentifier('ip', ip)}`,
          rule.limit,
          rule.windowSeconds,
          db,
          options.now?.() ?? new Date(),
        );
      } catch (error) {
        // The database is down: nothing was stored; the client may retry shortly.
        console.error(`[post-guard] rate limit unavailable: ${error instanceof Error ? error.name : 'unknown'}`);
        return errorResponse(options, 503, { [formKey]: UNAVAILABLE_MESSAGE }, { 'retry-after': '30' });
      }
      if (!verdict.allowed) {
        return errorResponse(
          options,
          429,
          { [formKey]: RATE_LIMITED_MESSAGE },
          {
            'retry-after': String(verdict.retryAfterSeconds),
          },
        );
      }
    }

    const forwarded = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: bytes.byteLength > 0 ? bytes : null,
    });
    return handler(forwarded);
  };
}
