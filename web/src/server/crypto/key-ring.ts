import 'server-only';
import { createHash } from 'node:crypto';

/**
 * LEAD_ENCRYPTION_KEY holds one key or several, comma-separated, the first being the current one (it encrypts;
 * all of them decrypt). Each entry is `id:base64` or a bare `base64` key of 32 bytes; a bare key's id is derived
 * from the key (`k` + 8 hex digits of its SHA-256), so the single key of older setups keeps one stable id.
 * Rotation: put a new key first, keep the old ones after it, run `npm run keys:rotate`, then drop the old ones.
 */
export interface LeadKey {
  id: string;
  key: Buffer;
}

export interface KeyRing {
  current: LeadKey;
  /** Every key, the current one first. */
  all: LeadKey[];
}

const KEY_BYTES = 32;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** The id of a bare key: derived from it, so every process computes the same one. */
export const derivedKeyId = (key: Buffer) => `k${createHash('sha256').update(key).digest('hex').slice(0, 8)}`;

/** Base64 of exactly 32 bytes (errors never echo the value). */
export function parseEncryptionKey(value: string): Buffer {
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error('LEAD_ENCRYPTION_KEY must be 32 bytes, base64 encoded');
  return key;
}

export const keyRingOf = (key: Buffer): KeyRing => {
  const only = { id: derivedKeyId(key), key };
  return { current: only, all: [only] };
};

/** Parses LEAD_ENCRYPTION_KEY (see above); one-line errors naming the entry's position, never its value. */
export function parseKeyRing(value: string): KeyRing {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error('LEAD_ENCRYPTION_KEY is empty');
  const all = entries.map((entry, index): LeadKey => {
    const separator = entry.indexOf(':');
    const id = separator === -1 ? undefined : entry.slice(0, separator).trim();
    if (id !== undefined && !KEY_ID.test(id)) {
      throw new Error(`LEAD_ENCRYPTION_KEY entry ${index + 1}: a key id is 1–32 letters, digits, - or _`);
    }
    let key: Buffer;
    try {
      key = parseEncryptionKey(separator === -1 ? entry : entry.slice(separator + 1));
    } catch {
      throw new Error(`LEAD_ENCRYPTION_KEY entry ${index + 1} must be 32 bytes, base64 encoded`);
    }
    return { id: id ?? derivedKeyId(key), key };
  });
  const ids = all.map((entry) => entry.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated) throw new Error(`LEAD_ENCRYPTION_KEY names key id ${repeated} twice`);
  const [current] = all;
  if (!current) throw new Error('LEAD_ENCRYPTION_KEY is empty');
  return { current, all };
}
