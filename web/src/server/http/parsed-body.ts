import 'server-only';

import type { BodyKind } from './capped-body';

/**
 * A POST body parsed once, by the POST guard (or by a handler called without it): the JSON object, or the form
 * fields and files of a urlencoded or multipart body. Handlers take this instead of parsing the bytes again.
 */
export type ParsedBody =
  | { kind: 'json'; value: Record<string, unknown> }
  | { kind: 'form' | 'multipart'; form: FormData }
  /** An empty body without a content type: the handler answers for itself. */
  | { kind: null };

/**
 * Parses `bytes` as `kind` says: null when they cannot be read (not UTF-8, not a JSON object, broken form data).
 * JSON.parse runs here only, once per request.
 */
export async function parseBody(
  kind: BodyKind | null,
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string | null,
): Promise<ParsedBody | null> {
  if (kind === null) return bytes.byteLength === 0 ? { kind: null } : null;
  if (kind === 'json') {
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      return null;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
    return { kind, value: value as Record<string, unknown> };
  }
  try {
    const form = await new Response(bytes, { headers: { 'content-type': contentType ?? '' } }).formData();
    return { kind, form };
  } catch {
    return null;
  }
}
