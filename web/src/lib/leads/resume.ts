/**
 * The careers résumé (PDF, DOC or DOCX, at most 5 MB). The content type is read from the file's structure (PDF
 * header and end marker, the ZIP directory of a DOCX, the compound-file directory of a DOC), never taken from the
 * client; the stored file name gets the sniffed type's extension.
 */

import { zipEntryNames } from './zip-entries';

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
const PDF_HEADER = /^%PDF-[12]\.\d/;
/** Readers look for the end-of-file marker in the last kilobyte (trailing newlines and junk are common). */
const PDF_TRAILER_WINDOW = 1024;
/** The parts every Word document package has (ECMA-376 Part 2: the content types; Part 1: the main document). */
const DOCX_PARTS = ['[Content_Types].xml', 'word/document.xml'];
/** A Word 97–2003 file's main stream, named in the compound file's directory (UTF-16LE). */
const WORD_STREAM_NAME = Array.from('WordDocument').flatMap((char) => [char.charCodeAt(0), 0]);

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function indexOfBytes(bytes: Uint8Array, needle: readonly number[], from = 0): number {
  outer: for (let i = Math.max(0, from); i <= bytes.length - needle.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** `%PDF-1.x` (or 2.x) at the start and the `%%EOF` marker in the last kilobyte: a whole PDF, not a renamed stub. */
function isPdf(bytes: Uint8Array): boolean {
  if (!PDF_HEADER.test(String.fromCharCode(...bytes.subarray(0, 8)))) return false;
  return indexOfBytes(bytes, ascii('%%EOF'), bytes.length - PDF_TRAILER_WINDOW) !== -1;
}

/** A ZIP whose central directory lists the content types and the main Word document part. */
function isDocx(bytes: Uint8Array): boolean {
  const names = zipEntryNames(bytes);
  return names !== null && DOCX_PARTS.every((part) => names.includes(part));
}

/**
 * An OLE2 compound file (signature, little-endian byte order mark, version 3 or 4 with its sector size) whose
 * directory names a `WordDocument` stream: a Word 97–2003 document rather than a spreadsheet or an installer.
 */
function isDoc(bytes: Uint8Array): boolean {
  if (bytes.length < 512 || !startsWith(bytes, OLE2_SIGNATURE)) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const major = view.getUint16(26, true);
  const byteOrder = view.getUint16(28, true);
  const sectorShift = view.getUint16(30, true);
  if (byteOrder !== 0xfffe) return false;
  if (!((major === 3 && sectorShift === 9) || (major === 4 && sectorShift === 12))) return false;
  return indexOfBytes(bytes, WORD_STREAM_NAME, 512) !== -1;
}

/** The résumé's type from its structure (never its name or the browser's claim), or null. */
export function sniffResumeType(bytes: Uint8Array): ResumeType | null {
  if (isPdf(bytes)) return PDF;
  if (isDoc(bytes)) return DOC;
  if (isDocx(bytes)) return DOCX;
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
