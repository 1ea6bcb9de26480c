import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverEnv } from '../env';
import { dataDir } from '../paths';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Envelope version prefix, so the format (or key) can change later without guessing. */
const VERSION = 'v1';

/** Encrypts JSON-serialisable data into `v1.<iv>.<tag>.<ciphertext>` (base64url parts). */
export function encryptJson(value: unknown, key: Buffer = leadEncryptionKey()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(VERSION));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Decrypts an envelope from encryptJson; throws when it was altered or the key is wrong. */
export function decryptJson(envelope: string, key: Buffer = leadEncryptionKey()): unknown {
  const [version, iv, tag, ciphertext, ...rest] = envelope.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) {
    throw new Error('Unrecognised encrypted value');
  }
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(VERSION));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

/** Parses a LEAD_ENCRYPTION_KEY value: base64 of exactly 32 bytes. */
export function parseEncryptionKey(value: string): Buffer {
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error('LEAD_ENCRYPTION_KEY must be 32 bytes, base64 encoded');
  return key;
}

let cachedKey: Buffer | undefined;

/** LEAD_ENCRYPTION_KEY, else a development key generated once into $DATA_DIR/keys (mode 600). */
export function leadEncryptionKey(): Buffer {
  if (!cachedKey) {
    const configured = serverEnv().LEAD_ENCRYPTION_KEY;
    cachedKey = configured ? parseEncryptionKey(configured) : devKey(path.join(dataDir(), 'keys'));
  }
  return cachedKey;
}

/** Reads or creates `<directory>/lead-encryption.key`; exported for tests. */
export function devKey(directory: string): Buffer {
  const file = path.join(directory, 'lead-encryption.key');
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  try {
    // 'wx' fails when the file exists, so two processes starting together never overwrite each other's key.
    writeFileSync(file, randomBytes(KEY_BYTES).toString('base64'), { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
    console.warn(JSON.stringify({ event: 'lead-crypto.dev-key-created', file }));
  } catch (error) {
    // Structural check: fs errors are not `instanceof Error` inside Jest's sandbox.
    if (!(typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  return parseEncryptionKey(readFileSync(file, 'utf8'));
}
