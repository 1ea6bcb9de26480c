import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decryptJson, devKey, encryptJson, parseEncryptionKey } from './lead-crypto';

const key = randomBytes(32);
const secret = { ssn: '123-45-6789', income: 52_000, employer: 'Acme' };

describe('lead encryption (AES-256-GCM)', () => {
  test('round-trips JSON and never shows the plaintext', () => {
    const envelope = encryptJson(secret, key);
    expect(envelope).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
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
    ['ciphertext', 3],
    ['auth tag', 2],
    ['iv', 1],
  ])('rejects a tampered %s', (_part, index) => {
    const parts = encryptJson(secret, key).split('.');
    parts[index] = flip(parts[index] ?? '');
    expect(() => decryptJson(parts.join('.'), key)).toThrow();
  });

  test.each([['v2.a.b.c'], ['v1.a.b'], ['v1.a.b.c.d'], ['garbage']])('rejects a malformed envelope %s', (value) => {
    expect(() => decryptJson(value, key)).toThrow('Unrecognised encrypted value');
  });

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
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
