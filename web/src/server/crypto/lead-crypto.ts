import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverEnv } from '../env';
import { dataDir } from '../paths';
import { keyRingOf, parseEncryptionKey, parseKeyRing, type KeyRing } from './key-ring';
import { sharedKeyProblem } from './shared-key-check';

export { parseEncryptionKey } from './key-ring';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Envelopes written before keys had ids: `v1.<iv>.<tag>.<ciphertext>`, still read (every key is tried). */
const LEGACY = 'v1';
/** `v2.<keyId>.<iv>.<tag>.<ciphertext>`: the key id names the key, so keys can rotate. */
const VERSION = 'v2';

const ringOf = (keys: Buffer | KeyRing): KeyRing => (Buffer.isBuffer(keys) ? keyRingOf(keys) : keys);

/** Encrypts JSON-serialisable data with the current key (base64url parts; the header is authenticated). */
export function encryptJson(value: unknown, keys: Buffer | KeyRing = leadKeyRing()): string {
  const { current } = ringOf(keys);
  const header = `${VERSION}.${current.id}`;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, current.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(header));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [header, ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))].join('.');
}

/** The key id an envelope names; null for a legacy envelope (no id) or one this code does not recognise. */
export function envelopeKeyId(envelope: string): string | null {
  const parts = envelope.split('.');
  return parts[0] === VERSION && parts.length === 5 ? (parts[1] ?? null) : null;
}

function open(key: Buffer, aad: string, iv: string, tag: string, ciphertext: string): unknown {
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

/** Decrypts an envelope from encryptJson with the key it names (legacy ones: whichever key opens it). */
export function decryptJson(envelope: string, keys: Buffer | KeyRing = leadKeyRing()): unknown {
  const ring = ringOf(keys);
  const parts = envelope.split('.');
  if (parts[0] === VERSION && parts.length === 5) {
    const [, id, iv, tag, ciphertext] = parts as [string, string, string, string, string];
    const key = ring.all.find((entry) => entry.id === id);
    if (!key) throw new Error(`Encrypted with key ${id}, which LEAD_ENCRYPTION_KEY does not hold`);
    return open(key.key, `${VERSION}.${id}`, iv, tag, ciphertext);
  }
  if (parts[0] === LEGACY && parts.length === 4) {
    const [, iv, tag, ciphertext] = parts as [string, string, string, string];
    for (const { key } of ring.all) {
      try {
        return open(key, LEGACY, iv, tag, ciphertext);
      } catch {
        // Not this key (GCM authentication failed): try the next one.
      }
    }
    throw new Error('No key in LEAD_ENCRYPTION_KEY opens this value');
  }
  throw new Error('Unrecognised encrypted value');
}

let cachedRing: KeyRing | undefined;

/**
 * LEAD_ENCRYPTION_KEY's keys, else (embedded database only) a development key generated once into $DATA_DIR/keys.
 * With DATABASE_URL and no key this throws the one-line refusal (crypto/shared-key-check.ts).
 */
export function leadKeyRing(): KeyRing {
  if (!cachedRing) {
    const env = serverEnv();
    const problem = sharedKeyProblem(env);
    if (problem) throw new Error(problem);
    cachedRing = env.LEAD_ENCRYPTION_KEY
      ? parseKeyRing(env.LEAD_ENCRYPTION_KEY)
      : keyRingOf(devKey(path.join(dataDir(), 'keys')));
  }
  return cachedRing;
}

/** The current key (phone verification keys its HMACs with it). */
export function leadEncryptionKey(): Buffer {
  return leadKeyRing().current.key;
}

/** Reads or creates `<directory>/lead-encryption.key` and says once where it lives; exported for tests. */
export function devKey(directory: string): Buffer {
  const file = path.join(directory, 'lead-encryption.key');
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  let created = false;
  try {
    // 'wx' fails when the file exists, so two processes starting together never overwrite each other's key.
    writeFileSync(file, randomBytes(KEY_BYTES).toString('base64'), { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
    created = true;
  } catch (error) {
    // Structural check: fs errors are not `instanceof Error` inside Jest's sandbox.
    if (!(typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  console.warn(
    JSON.stringify({
      event: created ? 'lead-crypto.dev-key-created' : 'lead-crypto.dev-key',
      file,
      note: 'LEAD_ENCRYPTION_KEY is unset: this generated key encrypts lead data; back it up apart from the data',
    }),
  );
  return parseEncryptionKey(readFileSync(file, 'utf8'));
}
