import 'server-only';

/**
 * Reads a lead request body with a size cap (the stream is cut off as soon as it exceeds the cap, so a huge
 * upload never sits in memory), then parses JSON, urlencoded or multipart form data.
 */

export type BodyKind = 'json' | 'form' | 'multipart';

export interface UploadedFile {
  field: string;
  name: string;
  bytes: Uint8Array;
}

export type ReadBodyResult =
  | { ok: true; kind: BodyKind; fields: Record<string, unknown>; files: UploadedFile[] }
  | { ok: false; status: 400 | 413 | 415; message: string };

export const BODY_TOO_LARGE_MESSAGE = 'The submission is too large.';
export const BODY_INVALID_MESSAGE = 'The submission could not be read.';
export const BODY_UNSUPPORTED_MESSAGE = 'Send the form as JSON or form data.';

export function bodyKind(contentType: string | null): BodyKind | null {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type === 'multipart/form-data') return 'multipart';
  return null;
}

async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
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
      await reader.cancel();
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

export async function readLeadBody(
  request: Request,
  limits: { maxJsonBytes: number; maxMultipartBytes: number },
): Promise<ReadBodyResult> {
  const contentType = request.headers.get('content-type');
  const kind = bodyKind(contentType);
  if (!kind) return { ok: false, status: 415, message: BODY_UNSUPPORTED_MESSAGE };
  const bytes = await readCapped(request, kind === 'multipart' ? limits.maxMultipartBytes : limits.maxJsonBytes);
  if (!bytes) return { ok: false, status: 413, message: BODY_TOO_LARGE_MESSAGE };

  if (kind === 'json') {
    try {
      const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        return { ok: false, status: 400, message: BODY_INVALID_MESSAGE };
      }
      return { ok: true, kind, fields: parsed as Record<string, unknown>, files: [] };
    } catch {
      return { ok: false, status: 400, message: BODY_INVALID_MESSAGE };
    }
  }

  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType ?? '' } }).formData();
  } catch {
    return { ok: false, status: 400, message: BODY_INVALID_MESSAGE };
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      // A repeated name (checkbox groups) becomes a list.
      const existing = fields[name];
      if (existing === undefined) fields[name] = value;
      else fields[name] = Array.isArray(existing) ? [...(existing as unknown[]), value] : [existing, value];
    } else if (value.size > 0 || value.name !== '') {
      // A file input left empty still posts an empty, unnamed part: that is "no file".
      files.push({ field: name, name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
    }
  }
  return { ok: true, kind, fields, files };
}
