import 'server-only';

/**
 * A POST body read with a size cap and named by its content type: the one reader of the POST guard and of the
 * handlers that parse a body themselves (leads, offers).
 */

export const BODY_TOO_LARGE_MESSAGE = 'The submission is too large.';

export type BodyKind = 'json' | 'form' | 'multipart';

/** The kind of body a content type names (`application/json` or any `+json` type), or null for anything else. */
export function bodyKind(contentType: string | null): BodyKind | null {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json' || type.endsWith('+json')) return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type === 'multipart/form-data') return 'multipart';
  return null;
}

/**
 * A route's body cap in bytes: one number for every kind of body, or one chosen per request before a byte is read
 * (the lead route takes a large multipart body only on the résumé form's address, docs/leads.md#request-bodies).
 */
export type BodyCap = number | ((kind: BodyKind | null, request: Request) => number);

/** The cap that applies to this request. */
export function capOf(cap: BodyCap, kind: BodyKind | null, request: Request): number {
  return typeof cap === 'number' ? cap : cap(kind, request);
}

/** Does the request declare (Content-Length) a body over `maxBytes`? Such a body is refused unread. */
export function declaresMoreThan(request: Request, maxBytes: number): boolean {
  const declared = Number(request.headers.get('content-length'));
  return Number.isFinite(declared) && declared > maxBytes;
}

/**
 * The body, or null once it passes `maxBytes`: a declared Content-Length over the cap is refused unread, and the
 * stream is cancelled as soon as it passes the cap, so a huge body never sits in memory. Rejects when the client
 * breaks the stream.
 */
export async function readCappedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (declaresMoreThan(request, maxBytes)) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
