import { createHmac, timingSafeEqual } from 'node:crypto';

import { DOCUMENT_TYPES } from '@dealer/schemas/constants';
import { decodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';

import { databaseSignatureLedger, type SignatureLedger } from './signature-ledger';

export { SIGNATURE_HEADER_NAME };

export interface WebhookOutcome {
  status: 200 | 400 | 401 | 404 | 409 | 503;
  body: { revalidated?: string[]; message?: string };
  /**
   * On an accepted request: forgets its signature again, for when the publish could not be carried out (the shared
   * cache unreachable), so the sender's retry of the same request is accepted rather than refused as a replay.
   */
  forget?: () => Promise<void>;
}

/**
 * A signed request older than this (or dated this far ahead: clocks drift) is refused, so a captured webhook cannot
 * be replayed later to flush the cache at will. Sanity signs the time it sent the request (`t=` in the header).
 */
export const MAX_SIGNATURE_AGE_MS = 5 * 60 * 1000;
/** No publish touches more types than the model has; a longer list is not from our projection. */
export const MAX_TAGS = DOCUMENT_TYPES.length;

export const INVALID_SIGNATURE_MESSAGE = 'Invalid signature';
export const EXPIRED_SIGNATURE_MESSAGE = 'Signature expired: the request is more than 5 minutes old';
export const REPLAYED_SIGNATURE_MESSAGE = 'This signed request was already received';
export const LEDGER_UNAVAILABLE_MESSAGE = 'Cannot check the signature just now: send the webhook again';
export const UNKNOWN_TAG_MESSAGE = 'Tags must be document types of the content model';
export const TOO_MANY_TAGS_MESSAGE = `At most ${MAX_TAGS} tags`;

const KNOWN_TAGS: ReadonlySet<string> = new Set(DOCUMENT_TYPES);

/** The header's signed time and HMAC bytes (`t=<ms>,v1=<base64url>`), or null when it is not one. */
function decodeSignature(signature: string): { timestamp: number; mac: Buffer } | null {
  try {
    const { timestamp, hashedPayload } = decodeSignatureHeader(signature);
    return Number.isFinite(timestamp) ? { timestamp, mac: Buffer.from(hashedPayload, 'base64url') } : null;
  } catch {
    return null;
  }
}

/**
 * Sanity's signature: HMAC-SHA256 of `<t>.<body>` with the secret. Compared with crypto.timingSafeEqual, so the
 * time the compare takes says nothing about how much of a forged signature was right. Returns the MAC when valid.
 */
function verifiedMac(rawBody: string, signature: string, secret: string): { timestamp: number; mac: Buffer } | null {
  const decoded = decodeSignature(signature);
  if (!decoded || rawBody === '') return null;
  const expected = createHmac('sha256', secret).update(`${decoded.timestamp}.${rawBody}`).digest();
  // The length of a SHA-256 MAC is no secret: only equal lengths can be compared.
  if (decoded.mac.length !== expected.length || !timingSafeEqual(decoded.mac, expected)) return null;
  return { timestamp: decoded.timestamp, mac: expected };
}

/**
 * Checks a Sanity publish webhook and names the cache tags to expire: the document's `_type`, plus any extra
 * `tags` the webhook's projection adds, each a document type of the content model (the site's cache tags are
 * those names). The signature is verified against the raw body, before any parsing, and must be recent. An
 * accepted signature is remembered in `ledger` (the database: every instance sees it), and the same signature
 * again, while it would still be fresh, is refused with 409, so a captured request cannot flush the cache at will.
 */
export async function handleRevalidateWebhook(
  rawBody: string,
  signature: string | null,
  secret: string | undefined,
  now: () => number = Date.now,
  ledger: SignatureLedger = databaseSignatureLedger(),
): Promise<WebhookOutcome> {
  if (!secret) return { status: 404, body: { message: 'Revalidation is not configured' } };
  const verified = signature ? verifiedMac(rawBody, signature, secret) : null;
  if (!verified) return { status: 401, body: { message: INVALID_SIGNATURE_MESSAGE } };
  const { timestamp } = verified;
  if (Math.abs(now() - timestamp) > MAX_SIGNATURE_AGE_MS) {
    return { status: 401, body: { message: EXPIRED_SIGNATURE_MESSAGE } };
  }
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    return { status: 400, body: { message: 'Body is not JSON' } };
  }
  const { _type, tags } = (payload ?? {}) as { _type?: unknown; tags?: unknown };
  if (tags !== undefined && tags !== null && !Array.isArray(tags)) {
    return { status: 400, body: { message: UNKNOWN_TAG_MESSAGE } };
  }
  const extra = Array.isArray(tags) ? (tags as unknown[]) : [];
  if (extra.length > MAX_TAGS) return { status: 400, body: { message: TOO_MANY_TAGS_MESSAGE } };
  const names = [_type, ...extra].filter((tag) => tag !== '' && tag !== undefined && tag !== null);
  if (typeof _type !== 'string' || _type === '') return { status: 400, body: { message: 'Body needs a _type' } };
  if (!names.every((tag): tag is string => typeof tag === 'string' && KNOWN_TAGS.has(tag))) {
    return { status: 400, body: { message: UNKNOWN_TAG_MESSAGE } };
  }
  // Remembered only once everything else holds: a refused request leaves nothing behind. Keyed by the MAC (it
  // covers the signed time and the body), so the same request with its header spelt differently is a repeat too.
  const key = `revalidate:signature:${verified.mac.toString('hex')}`;
  const signedAt = new Date(timestamp);
  let first: boolean;
  try {
    first = await ledger.firstUse(key, signedAt);
  } catch (error) {
    console.error(`[revalidate] signature ledger unavailable: ${error instanceof Error ? error.name : 'unknown'}`);
    return { status: 503, body: { message: LEDGER_UNAVAILABLE_MESSAGE } };
  }
  if (!first) return { status: 409, body: { message: REPLAYED_SIGNATURE_MESSAGE } };
  return {
    status: 200,
    body: { revalidated: [...new Set(names)] },
    forget: () => ledger.forget(key, signedAt),
  };
}

/**
 * The tags a publish expires: the webhook's, plus the document types that changed in the embedded dataset when it
 * was read again (only types of the content model: those are the cache tags).
 */
export function publishTags(fromWebhook: readonly string[], changedTypes: readonly string[]): string[] {
  return [...new Set([...fromWebhook, ...changedTypes.filter((type) => KNOWN_TAGS.has(type))])];
}
