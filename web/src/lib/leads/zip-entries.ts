/**
 * The file names a ZIP archive lists in its central directory (the index at the end of the file that unzip tools
 * and Word read), or null when the bytes are not a well-formed archive. No decompression and no dependency: a
 * DOCX check needs names only. ZIP64 archives (over 65,535 entries or 4 GB) are refused: a résumé is never one.
 *
 * Layout (APPNOTE.TXT): local file headers and data, then the central directory (one record per file), then the
 * end-of-central-directory record (22 bytes plus a comment of up to 65,535 bytes).
 */

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_HEADER_SIZE = 46;
const LOCAL_HEADER_SIZE = 30;
const MAX_COMMENT = 0xffff;

/** The offset of the end-of-central-directory record whose comment runs exactly to the end of the file. */
function findEndOfCentralDirectory(view: DataView): number | null {
  const last = view.byteLength - EOCD_SIZE;
  for (let offset = last; offset >= 0 && offset >= last - MAX_COMMENT; offset -= 1) {
    if (view.getUint32(offset, true) !== EOCD_SIGNATURE) continue;
    if (offset + EOCD_SIZE + view.getUint16(offset + 20, true) === view.byteLength) return offset;
  }
  return null;
}

/** Each central-directory name, in order; null for anything malformed (the entry or local header out of bounds). */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  if (bytes.byteLength < EOCD_SIZE) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== LOCAL_SIGNATURE) return null;
  const eocd = findEndOfCentralDirectory(view);
  if (eocd === null) return null;
  const disk = view.getUint16(eocd + 4, true);
  const entriesOnDisk = view.getUint16(eocd + 8, true);
  const entries = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const start = view.getUint32(eocd + 16, true);
  // A split archive, ZIP64 markers or a directory that does not end where the end record starts.
  if (disk !== 0 || entriesOnDisk !== entries || entries === 0xffff || start === 0xffffffff) return null;
  if (start + size !== eocd) return null;

  const decoder = new TextDecoder('utf-8', { fatal: true });
  const names: string[] = [];
  let offset = start;
  for (let index = 0; index < entries; index += 1) {
    if (offset + CENTRAL_HEADER_SIZE > eocd || view.getUint32(offset, true) !== CENTRAL_SIGNATURE) return null;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localOffset = view.getUint32(offset + 42, true);
    const end = offset + CENTRAL_HEADER_SIZE + nameLength + extraLength + commentLength;
    if (end > eocd) return null;
    if (localOffset + LOCAL_HEADER_SIZE > start || view.getUint32(localOffset, true) !== LOCAL_SIGNATURE) return null;
    try {
      names.push(
        decoder.decode(bytes.subarray(offset + CENTRAL_HEADER_SIZE, offset + CENTRAL_HEADER_SIZE + nameLength)),
      );
    } catch {
      return null;
    }
    offset = end;
  }
  return offset === eocd ? names : null;
}
