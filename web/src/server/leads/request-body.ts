import 'server-only';

import { BODY_TOO_LARGE_MESSAGE, bodyKind, capOf, readCappedBody, type BodyKind } from '@/server/http/capped-body';
import { parseBody, type ParsedBody } from '@/server/http/parsed-body';

import { leadBodyCap, type LeadBodyLimits } from './lead-body-cap';

/**
 * A lead's fields and files from a body parsed once: by the route's POST guard, or here for the callers that hand
 * the lead handler a request of their own (the Studio's test lead, `npm run leads:test-send`, the offers API).
 */

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

/** The fields (a repeated name becomes a list) and files of a parsed body. */
export async function leadFieldsOf(body: ParsedBody): Promise<ReadBodyResult> {
  if (body.kind === null) return { ok: false, status: 415, message: BODY_UNSUPPORTED_MESSAGE };
  if (body.kind === 'json') return { ok: true, kind: body.kind, fields: body.value, files: [] };
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  for (const [name, value] of body.form.entries()) {
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
  return { ok: true, kind: body.kind, fields, files };
}

/** Reads a request's body with the cap of its kind (lead-body-cap.ts), parses it once, and returns its fields. */
export async function readLeadBody(request: Request, limits: LeadBodyLimits): Promise<ReadBodyResult> {
  const contentType = request.headers.get('content-type');
  const kind = bodyKind(contentType);
  if (!kind) return { ok: false, status: 415, message: BODY_UNSUPPORTED_MESSAGE };
  const bytes = await readCappedBody(request, capOf(leadBodyCap(limits), kind, request));
  if (!bytes) return { ok: false, status: 413, message: BODY_TOO_LARGE_MESSAGE };
  const parsed = await parseBody(kind, bytes, contentType);
  if (!parsed) return { ok: false, status: 400, message: BODY_INVALID_MESSAGE };
  return leadFieldsOf(parsed);
}
