import 'server-only';

import { BODY_TOO_LARGE_MESSAGE, bodyKind, readCappedBody, type BodyKind } from '@/server/http/capped-body';

/** Reads a lead request body with a size cap (capped-body.ts), then parses JSON, urlencoded or multipart form data. */

export interface UploadedFile {
  field: string;
  name: string;
  bytes: Uint8Array;
}

export type ReadBodyResult =
  | { ok: true; kind: BodyKind; fields: Record<string, unknown>; files: UploadedFile[] }
  | { ok: false; status: 400 | 413 | 415; message: string };

export const BODY_INVALID_MESSAGE = 'The submission could not be read.';
export const BODY_UNSUPPORTED_MESSAGE = 'Send the form as JSON or form data.';

export async function readLeadBody(
  request: Request,
  limits: { maxJsonBytes: number; maxMultipartBytes: number },
): Promise<ReadBodyResult> {
  const contentType = request.headers.get('content-type');
  const kind = bodyKind(contentType);
  if (!kind) return { ok: false, status: 415, message: BODY_UNSUPPORTED_MESSAGE };
  const bytes = await readCappedBody(request, kind === 'multipart' ? limits.maxMultipartBytes : limits.maxJsonBytes);
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
