/**
 * The careers résumé (PDF, DOC or DOCX, at most 5 MB). The content type is sniffed from the file's first bytes,
 * never taken from the client; the stored file name gets the sniffed type's extension.
 */

export const RESUME_FIELD = 'resume';
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** For the file input's `accept`. */
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Not in the spec: shown under the résumé input. */
export const RESUME_TYPE_MESSAGE = 'Please upload a PDF, DOC or DOCX file';
export const RESUME_SIZE_MESSAGE = 'Please upload a file of 5 MB or less';
export const RESUME_EMPTY_MESSAGE = 'The selected file is empty';

export interface ResumeType {
  contentType: string;
  extension: 'pdf' | 'doc' | 'docx';
}

const PDF: ResumeType = { contentType: 'application/pdf', extension: 'pdf' };
const DOC: ResumeType = { contentType: 'application/msword', extension: 'doc' };
const DOCX: ResumeType = {
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extension: 'docx',
};

const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function includesAscii(bytes: Uint8Array, needle: string): boolean {
  const codes = Array.from(needle, (char) => char.charCodeAt(0));
  outer: for (let i = 0; i <= bytes.length - codes.length; i += 1) {
    for (let j = 0; j < codes.length; j += 1) if (bytes[i + j] !== codes[j]) continue outer;
    return true;
  }
  return false;
}

/** PDF by `%PDF-`; DOC by the OLE2 compound-file signature; DOCX by a ZIP holding `word/` parts. Else null. */
export function sniffResumeType(bytes: Uint8Array): ResumeType | null {
  if (
    startsWith(
      bytes,
      Array.from('%PDF-', (char) => char.charCodeAt(0)),
    )
  )
    return PDF;
  if (startsWith(bytes, OLE2_SIGNATURE)) return DOC;
  if (startsWith(bytes, ZIP_SIGNATURE) && includesAscii(bytes, 'word/')) return DOCX;
  return null;
}

/** A safe attachment name: the client's base name without odd characters, with the sniffed extension. */
export function resumeFileName(clientName: string | null | undefined, type: ResumeType): string {
  const base = (clientName ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, '')
    .trim()
    .slice(0, 80);
  return `${base || 'resume'}.${type.extension}`;
}

export type ResumeCheck = { ok: true; type: ResumeType; filename: string } | { ok: false; message: string };

/** Server-side check of an uploaded résumé. */
export function checkResume(bytes: Uint8Array, clientName: string | null | undefined): ResumeCheck {
  if (bytes.length === 0) return { ok: false, message: RESUME_EMPTY_MESSAGE };
  if (bytes.length > RESUME_MAX_BYTES) return { ok: false, message: RESUME_SIZE_MESSAGE };
  const type = sniffResumeType(bytes);
  if (!type) return { ok: false, message: RESUME_TYPE_MESSAGE };
  return { ok: true, type, filename: resumeFileName(clientName, type) };
}

/** Client-side pre-check by name and size (the server sniffs the bytes). Null when it looks fine. */
export function precheckResume(file: { name: string; size: number }): string | null {
  if (file.size === 0) return RESUME_EMPTY_MESSAGE;
  if (file.size > RESUME_MAX_BYTES) return RESUME_SIZE_MESSAGE;
  if (!/\.(pdf|docx?)$/i.test(file.name)) return RESUME_TYPE_MESSAGE;
  return null;
}
