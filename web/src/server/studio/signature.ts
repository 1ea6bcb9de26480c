import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Requests from the Studio to the site's `/api/studio/*` endpoints are signed with HMAC-SHA256 over
 * `<timestamp>.<METHOD>.<path and query>.<body>` using LEAD_TEST_SECRET. The header carries the timestamp
 * (milliseconds) and the hex digest: `t=1700000000000,v1=ab12…`. A signature older (or newer) than five minutes is
 * refused, so a captured request cannot be replayed later; within that window the test-lead endpoint derives its
 * idempotency key from the signature, so a replay returns the same lead instead of sending another.
 *
 * The Studio signs with Web Crypto (studio/src/lead-delivery/signing.ts); the tests sign with that code.
 */
export { STUDIO_SIGNATURE_HEADER } from './signature-header';
export const STUDIO_SIGNATURE_TOLERANCE_MS = 5 * 60_000;

export type SignatureVerdict =
  { ok: true; timestamp: number } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'mismatch' };

export interface SignedRequestParts {
  method: string;
  /** Pathname plus search, exactly as requested (`/api/studio/lead-deliveries?id=…`). */
  pathAndQuery: string;
  body: string;
}

export function canonicalStudioRequest(timestamp: number, parts: SignedRequestParts): string {
  return `${timestamp}.${parts.method.toUpperCase()}.${parts.pathAndQuery}.${parts.body}`;
}

export function studioSignatureDigest(secret: string, timestamp: number, parts: SignedRequestParts): string {
  return createHmac('sha256', secret).update(canonicalStudioRequest(timestamp, parts), 'utf8').digest('hex');
}

const HEADER_PATTERN = /^t=(\d{10,16}),v1=([0-9a-f]{64})$/;

export function verifyStudioSignature(
  header: string | null,
  secret: string,
  parts: SignedRequestParts,
  now: number = Date.now(),
): SignatureVerdict {
  if (!header) return { ok: false, reason: 'missing' };
  const match = HEADER_PATTERN.exec(header.trim());
  if (!match) return { ok: false, reason: 'malformed' };
  const timestamp = Number(match[1]);
  if (Math.abs(now - timestamp) > STUDIO_SIGNATURE_TOLERANCE_MS) return { ok: false, reason: 'expired' };
  const expected = Buffer.from(studioSignatureDigest(secret, timestamp, parts), 'hex');
  const given = Buffer.from(match[2] ?? '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'mismatch' };
  return { ok: true, timestamp };
}

/** The parts of an incoming request that the signature covers. */
export function signedPartsOf(request: Request, body: string): SignedRequestParts {
  const url = new URL(request.url);
  return { method: request.method, pathAndQuery: `${url.pathname}${url.search}`, body };
}
