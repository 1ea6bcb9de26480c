// @ts-check
/**
 * A cache entry as bytes for Redis. Next's values carry Buffers (a page's RSC payload, a route answer's body) and a
 * Map of Buffers (a page's per-segment prefetch payloads): JSON alone would turn a Buffer into an array of numbers
 * and a Map into `{}`. Everything else goes through JSON; each Buffer travels as raw bytes after it, named in the
 * JSON by its position, and a Map as its entries.
 *
 * Layout: a version byte, the JSON's length (UInt32BE) and the JSON, then per Buffer its length (UInt32BE) and bytes.
 */

const VERSION = 1;
const BLOB = '__sharedCacheBlob';
const MAP = '__sharedCacheMap';
const HEAD_BYTES = 5;

/**
 * @param {unknown} entry
 * @returns {Buffer}
 */
export function encodeEntry(entry) {
  /** @type {Uint8Array[]} */
  const blobs = [];
  const json = JSON.stringify(
    entry,
    /**
     * JSON.stringify hands a Buffer over already turned into `{type, data}` by its toJSON; the holder still has it.
     * @this {Record<string, unknown>}
     * @param {string} key
     * @param {unknown} value
     */
    function keepBinary(key, value) {
      const original = this[key];
      if (original instanceof Uint8Array) {
        blobs.push(original);
        return { [BLOB]: blobs.length - 1 };
      }
      if (original instanceof Map) return { [MAP]: [...original.entries()] };
      return value;
    },
  );
  const text = Buffer.from(json ?? 'null', 'utf8');
  const head = Buffer.alloc(HEAD_BYTES);
  head.writeUInt8(VERSION, 0);
  head.writeUInt32BE(text.length, 1);
  /** @type {Uint8Array[]} */
  const parts = [head, text];
  for (const blob of blobs) {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(blob.byteLength, 0);
    parts.push(length, blob);
  }
  return Buffer.concat(parts);
}

/**
 * The entry, or null for bytes this version did not write (another format, or cut short): a miss, never a throw.
 * @param {Buffer} bytes
 * @returns {unknown}
 */
export function decodeEntry(bytes) {
  if (bytes.length < HEAD_BYTES || bytes.readUInt8(0) !== VERSION) return null;
  const jsonEnd = HEAD_BYTES + bytes.readUInt32BE(1);
  if (jsonEnd > bytes.length) return null;
  /** @type {Buffer[]} */
  const blobs = [];
  for (let offset = jsonEnd; offset < bytes.length;) {
    if (offset + 4 > bytes.length) return null;
    const end = offset + 4 + bytes.readUInt32BE(offset);
    if (end > bytes.length) return null;
    blobs.push(bytes.subarray(offset + 4, end));
    offset = end;
  }
  try {
    return JSON.parse(bytes.toString('utf8', HEAD_BYTES, jsonEnd), (_key, value) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      const blob = value[BLOB];
      if (typeof blob === 'number') {
        if (!blobs[blob]) throw new Error('missing blob');
        return blobs[blob];
      }
      const entries = value[MAP];
      return Array.isArray(entries) ? new Map(entries) : value;
    });
  } catch {
    return null;
  }
}
