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

/**
 * Base64 (or base64url), padded or not, nothing else: Node's decoder skips characters outside the alphabet, so a
 * key with a stray character or a space inside would otherwise decode to some other 32 bytes.
 */
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** Why a key's text is not a key (errors never echo the value), or null. */
export function encryptionKeyFault(value: string): string | null {
  const text = value.trim();
  if (!BASE64.test(text)) return 'is not base64 (make a key with `openssl rand -base64 32`)';
  const length = Buffer.from(text, 'base64').length;
  return length === KEY_BYTES ? null : `must be 32 bytes, base64 encoded (it holds ${length})`;
}

/** Base64 of exactly 32 bytes (errors never echo the value). */
export function parseEncryptionKey(value: string): Buffer {
  const fault = encryptionKeyFault(value);
  if (fault) throw new Error(`LEAD_ENCRYPTION_KEY ${fault}`);
  return Buffer.from(value.trim(), 'base64');
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
    const text = separator === -1 ? entry : entry.slice(separator + 1);
    const fault = encryptionKeyFault(text);
    if (fault) throw new Error(`LEAD_ENCRYPTION_KEY entry ${index + 1} ${fault}`);
    const key = Buffer.from(text.trim(), 'base64');
    return { id: id ?? derivedKeyId(key), key };
  });
  const ids = all.map((entry) => entry.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated) throw new Error(`LEAD_ENCRYPTION_KEY names key id ${repeated} twice`);
  const [current] = all;
  if (!current) throw new Error('LEAD_ENCRYPTION_KEY is empty');
  return { current, all };
}
