/**
 * Is this error "the database cannot be reached" (the visitor may simply retry) rather than a bug or a bad row?
 * Used by the POST routes to answer 503 + Retry-After instead of 500. Drizzle wraps driver errors
 * (DrizzleQueryError.cause), so the whole `cause` chain is checked.
 */

/** Seconds a client should wait before retrying a submission the database could not take. */
export const DATABASE_RETRY_AFTER_SECONDS = 60;

/** Socket-level failures reaching Postgres (node `code`s). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** The process database could not be opened at all, e.g. another server holds the embedded one (db/client.ts). */
const OPEN_CODES = new Set(['EDBOPEN', 'EDBLOCKED']);

/**
 * Postgres SQLSTATEs meaning "not now": class 08 (connection exception), 57P01–57P03 (admin/crash shutdown,
 * cannot connect now), 53300 (too many connections).
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Messages without a code: node-postgres' pool and client, PGlite after close(). */
const MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Cannot use a pool after calling end on the pool/i,
  /Client was closed and is not queryable/i,
  /Client has encountered a connection error and is not queryable/i,
  /^PGlite is clos(ed|ing)$/,
];

function matches(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || OPEN_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
  )
    return true;
  if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
  // AggregateError (node's dual-stack connect tries ::1 and 127.0.0.1): unavailable when every attempt was.
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.length > 0 && errors.every(matches);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current; depth += 1) {
    if (matches(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
