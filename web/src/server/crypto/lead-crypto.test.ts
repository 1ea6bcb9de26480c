import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { derivedKeyId, parseKeyRing } from './key-ring';
import { decryptJson, devKey, encryptJson, envelopeKeyId, parseEncryptionKey } from './lead-crypto';

const key = randomBytes(32);
const secret = { ssn: '123-45-6789', income: 52_000, employer: 'Acme' };

describe('lead encryption (AES-256-GCM)', () => {
  test('round-trips JSON and never shows the plaintext', () => {
    const envelope = encryptJson(secret, key);
    expect(envelope).toMatch(/^v2\.k[0-9a-f]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(envelope).not.toContain('123-45-6789');
    expect(decryptJson(envelope, key)).toEqual(secret);
  });

  test('a fresh IV every time', () => {
    expect(encryptJson(secret, key)).not.toBe(encryptJson(secret, key));
  });

  const flip = (part: string) => {
    const bytes = Buffer.from(part, 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 0x01;
    return bytes.toString('base64url');
  };
  test.each([
    ['ciphertext', 4],
    ['auth tag', 3],
    ['iv', 2],
  ])('rejects a tampered %s', (_part, index) => {
    const parts = encryptJson(secret, key).split('.');
    parts[index] = flip(parts[index] ?? '');
    expect(() => decryptJson(parts.join('.'), key)).toThrow();
  });

  test.each([['v2.a.b.c'], ['v2.a.b.c.d.e'], ['v1.a.b'], ['v1.a.b.c.d'], ['v3.k.a.b.c'], ['garbage']])(
    'rejects a malformed envelope %s',
    (value) => {
      expect(() => decryptJson(value, key)).toThrow('Unrecognised encrypted value');
    },
  );

  test('rejects the wrong key', () => {
    expect(() => decryptJson(encryptJson(secret, key), randomBytes(32))).toThrow();
  });

  test.each([
    ['16 bytes', randomBytes(16).toString('base64'), false],
    ['32 bytes', randomBytes(32).toString('base64'), true],
    ['not base64 of 32 bytes', 'short', false],
  ])('LEAD_ENCRYPTION_KEY of %s', (_label, value, valid) => {
    if (valid) expect(parseEncryptionKey(value)).toHaveLength(32);
    else expect(() => parseEncryptionKey(value)).toThrow('LEAD_ENCRYPTION_KEY must be 32 bytes');
  });

  test('the development key is generated once, mode 600, and reused', () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'dealer-keys-'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const first = devKey(directory);
      const second = devKey(directory);
      expect(first).toHaveLength(32);
      expect(second.equals(first)).toBe(true);
      expect(statSync(path.join(directory, 'lead-encryption.key')).mode & 0o777).toBe(0o600);
      // Each call (once per process: the key ring is cached) says where the key lives.
      expect(warn.mock.calls.map((call) => JSON.parse(String(call[0])) as { event: string; file: string })).toEqual([
        expect.objectContaining({
          event: 'lead-crypto.dev-key-created',
          file: path.join(directory, 'lead-encryption.key'),
        }),
        expect.objectContaining({ event: 'lead-crypto.dev-key', file: path.join(directory, 'lead-encryption.key') }),
      ]);
    } finally {
      warn.mockRestore();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

/** An envelope as written before keys had ids (`v1`, the bare version as authenticated data). */
function legacyEnvelope(value: unknown, legacyKey: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', legacyKey, iv, { authTagLength: 16 });
  cipher.setAAD(Buffer.from('v1'));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

describe('key ids and rotation', () => {
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  const rotated = parseKeyRing(`new-2026:${newKey.toString('base64')},${oldKey.toString('base64')}`);

  test('the envelope names the current key; decryption picks the key by its id', () => {
    const envelope = encryptJson(secret, rotated);
    expect(envelopeKeyId(envelope)).toBe('new-2026');
    expect(decryptJson(envelope, rotated)).toEqual(secret);
    // Only the new key: still readable. Only the old key: refused by id, before any decryption.
    expect(decryptJson(envelope, parseKeyRing(`new-2026:${newKey.toString('base64')}`))).toEqual(secret);
    expect(() => decryptJson(envelope, oldKey)).toThrow(/key new-2026, which LEAD_ENCRYPTION_KEY does not hold/);
  });

  test('a value written with an older key stays readable while that key is listed', () => {
    const written = encryptJson(secret, oldKey);
    expect(envelopeKeyId(written)).toBe(derivedKeyId(oldKey));
    expect(decryptJson(written, rotated)).toEqual(secret);
  });

  test('a legacy envelope without a key id is opened by whichever listed key wrote it', () => {
    const legacy = legacyEnvelope(secret, oldKey);
    expect(envelopeKeyId(legacy)).toBeNull();
    expect(decryptJson(legacy, oldKey)).toEqual(secret);
    expect(decryptJson(legacy, rotated)).toEqual(secret);
    expect(() => decryptJson(legacy, newKey)).toThrow('No key in LEAD_ENCRYPTION_KEY opens this value');
  });

  test('the key id is authenticated: relabelling an envelope fails', () => {
    const sameKeyTwice = parseKeyRing(`a:${newKey.toString('base64')},b:${newKey.toString('base64')}`);
    const parts = encryptJson(secret, sameKeyTwice).split('.');
    expect(parts[1]).toBe('a');
    parts[1] = 'b';
    expect(() => decryptJson(parts.join('.'), sameKeyTwice)).toThrow();
  });
});
