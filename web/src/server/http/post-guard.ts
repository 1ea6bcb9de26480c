import 'server-only';

import { FORM_ERROR_KEY, UNKNOWN_FIELD_MESSAGE, type FieldErrors } from '@/lib/leads/field-errors';
import { clientIp } from '@/server/leads/client-ip';
import { addressLimitKey } from '@/server/rate-limit/address-key';
import { consumeRateLimit } from '@/server/rate-limit/consume';
import type { Db } from '@/server/db';

import {
  BODY_TOO_LARGE_MESSAGE,
  bodyKind,
  capOf,
  declaresMoreThan,
  readCappedBody,
  type BodyCap,
  type BodyKind,
} from './capped-body';
import { parseBody, type ParsedBody } from './parsed-body';
import { isCrossSiteRequest } from './same-origin';

/**
 * One guard in front of every POST route handler: the checks that do not depend on the route's own
 * schema, in the order that costs least first. Nothing is parsed before the body has passed its cap and the
 * address its limit (docs/leads.md#request-bodies).
 *
 *   1. Origin (CSRF): a browser request from another site is refused (403) before anything is read.
 *   2. Declared size: a Content-Length over the cap of the body's kind (`maxBytes`) → 413, unread.
 *   3. Rate limit: per client address, counted in the database so it holds across processes, before the body is
 *      read → 429 + Retry-After. Every request counts, whatever its body turns out to be.
 *   4. Size: the body is read with the cap of its kind; as soon as it passes it → 413, the rest is never read.
 *   5. Content type: a body of a kind the route does not take (`bodies`, default JSON only) → 415, so a
 *      `text/plain` post cannot slip past the checks below.
 *   6. Parse, once: a JSON content type whose body is not a JSON object → 400; a prototype key (`__proto__`,
 *      `constructor` …) at any depth, or as a form field name → 400; text a database cannot store (NUL, an unpaired
 *      surrogate) in any key or value → 400. One walk of the parsed body finds both.
 *   7. Keys: with `keys`, top-level names outside the list → 400 `{field: 'This field is not allowed'}`.
 *
 * The handler then gets a fresh Request holding the bytes already read and the parsed body, and validates it with
 * its own strict zod schema. Errors are `{errors: {field: message}}` (or `errorBody`'s shape where a route's contract
 * says so).
 */

export const CROSS_SITE_MESSAGE = 'Requests from other sites are not accepted.';
export const BODY_NOT_JSON_MESSAGE = 'The submission could not be read: send a JSON object.';
export const BODY_UNREADABLE_MESSAGE = 'The submission could not be read.';
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
  /**
   * Largest accepted body in bytes (the whole request body): one number for every content type, or a function of
   * the body's kind and the request (its address), decided before a byte is read.
   */
  maxBytes: BodyCap;
  /**
   * Body kinds the route reads (default JSON only). A non-empty body of any other content type (text/plain, none,
   * XML …) is refused with 415 before it reaches the handler.
   */
  bodies?: readonly BodyKind[];
  /** Allowed top-level keys of a JSON body; unset = the handler's strict schema decides alone. */
  keys?: readonly string[];
  /**
   * Per-address limit, counted in the database (`rate_limit_hits`) before the body is read, keyed
   * `post:{name}:ip:{hash}` (rate-limit/address-key.ts).
   */
  rateLimit?: { name: string; limit: number; windowSeconds: number };
  /** Key of errors about the request as a whole (default `_form`; the offers API uses `form`). */
  formErrorKey?: string;
  /** The error body for a route whose contract has its own shape (default `{errors}`). */
  errorBody?: (errors: FieldErrors, status: number) => unknown;
  /** Tests: the database for the rate limit (default: the process database) and the clock. */
  db?: () => Promise<Db> | Db;
  now?: () => Date;
}

/** A guarded route's handler: the request (its body still readable) and the body the guard parsed. */
export type PostHandler = (request: Request, body: ParsedBody) => Promise<Response>;

/** What a guarded route exports: a handler of the request alone. */
export type GuardedPost = (request: Request) => Promise<Response>;

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

/**
 * The first problem of a parsed JSON body in one walk: a prototype key anywhere (it wins, as it names a field we
 * refuse outright), else the first text a database cannot store. Iterative, so a body nested thousands deep
 * cannot overflow the stack.
 */
export function jsonBodyProblem(value: unknown): FieldErrors | null {
  let unstorable: string | null = null;
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (unstorable === null && isUnstorableText(current)) unstorable = path || FORM_ERROR_KEY;
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    for (const key of Object.keys(current)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (isPrototypeKey(key)) return fieldError(keyPath, UNKNOWN_FIELD_MESSAGE);
      if (unstorable === null && isUnstorableText(key)) unstorable = path || FORM_ERROR_KEY;
      pending.push({ value: (current as Record<string, unknown>)[key], path: keyPath });
    }
  }
  return unstorable === null ? null : fieldError(unstorable, UNSTORABLE_TEXT_MESSAGE);
}

/** The first problem of a form post's fields (a file contributes its file name): prototype names, unstorable text. */
function formProblem(form: FormData): FieldErrors | null {
  const entries: [string, string][] = [...form.entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : value.name,
  ]);
  const prototypeKey = entries.map(([name]) => name).find(isPrototypeKey);
  if (prototypeKey !== undefined) return fieldError(prototypeKey, UNKNOWN_FIELD_MESSAGE);
  const unstorable = entries.find(([name, value]) => isUnstorableText(name) || isUnstorableText(value));
  return unstorable ? fieldError(unstorable[0], UNSTORABLE_TEXT_MESSAGE) : null;
}

/** Wraps a POST handler with the shared checks (see the module comment). */
export function guardPost(handler: PostHandler, options: PostGuardOptions): GuardedPost {
  const formKey = options.formErrorKey ?? FORM_ERROR_KEY;
  return async (request) => {
    if (options.origin === 'same-origin' && isCrossSiteRequest(request)) {
      return errorResponse(options, 403, { [formKey]: CROSS_SITE_MESSAGE });
    }

    const contentType = request.headers.get('content-type');
    const kind = bodyKind(contentType);
    const maxBytes = capOf(options.maxBytes, kind, request);
    if (declaresMoreThan(request, maxBytes)) return errorResponse(options, 413, { [formKey]: BODY_TOO_LARGE_MESSAGE });

    const rule = options.rateLimit;
    const ip = rule ? clientIp(request.headers) : null;
    if (rule && ip) {
      let verdict: Awaited<ReturnType<typeof consumeRateLimit>>;
      try {
        const db = options.db ? await options.db() : undefined;
        verdict = await consumeRateLimit(
          addressLimitKey(rule.name, ip),
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
        // The body is left unread: the connection closes with it.
        await request.body?.cancel().catch(() => undefined);
        return errorResponse(
          options,
          429,
          { [formKey]: RATE_LIMITED_MESSAGE },
          { 'retry-after': String(verdict.retryAfterSeconds) },
        );
      }
    }

    let bytes: Uint8Array<ArrayBuffer> | null;
    try {
      bytes = await readCappedBody(request, maxBytes);
    } catch {
      // The client went away or sent a broken stream.
      return errorResponse(options, 400, { [formKey]: BODY_NOT_JSON_MESSAGE });
    }
    if (!bytes) return errorResponse(options, 413, { [formKey]: BODY_TOO_LARGE_MESSAGE });

    const accepted = options.bodies ?? ['json'];
    if (bytes.byteLength > 0 && (kind === null || !accepted.includes(kind))) {
      const message = accepted.includes('form') ? UNSUPPORTED_FORM_BODY_MESSAGE : UNSUPPORTED_BODY_MESSAGE;
      return errorResponse(options, 415, { [formKey]: message });
    }

    const parsed = await parseBody(kind, bytes, contentType);
    if (parsed === null) {
      return errorResponse(options, 400, {
        [formKey]: kind === 'json' ? BODY_NOT_JSON_MESSAGE : BODY_UNREADABLE_MESSAGE,
      });
    }
    if (parsed.kind === 'json') {
      const problem = jsonBodyProblem(parsed.value);
      if (problem) return errorResponse(options, 400, problem);
      if (options.keys) {
        const errors = unknownKeys(parsed.value, options.keys);
        if (Object.keys(errors).length > 0) return errorResponse(options, 400, errors);
      }
    } else if (parsed.kind !== null) {
      const problem = formProblem(parsed.form);
      if (problem) return errorResponse(options, 400, problem);
    }

    const forwarded = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: bytes.byteLength > 0 ? bytes : null,
    });
    return handler(forwarded, parsed);
  };
}
