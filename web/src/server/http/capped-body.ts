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
 * The body, or null once it passes `maxBytes`: a declared Content-Length over the cap is refused unread, and the
 * stream is cancelled as soon as it passes the cap, so a huge body never sits in memory. Rejects when the client
 * breaks the stream.
 */
export async function readCappedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
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
