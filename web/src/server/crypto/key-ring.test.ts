import { randomBytes } from 'node:crypto';
import { derivedKeyId, parseKeyRing } from './key-ring';

const a = randomBytes(32);
const b = randomBytes(32);
const b64 = (key: Buffer) => key.toString('base64');

describe('LEAD_ENCRYPTION_KEY formats', () => {
  test.each<[string, string, Array<[string, Buffer]>]>([
    ['one bare key (older setups)', b64(a), [[derivedKeyId(a), a]]],
    ['one named key', `2026-11:${b64(a)}`, [['2026-11', a]]],
    [
      'current first, then an older one',
      `new:${b64(b)}, old:${b64(a)}`,
      [
        ['new', b],
        ['old', a],
      ],
    ],
    [
      'a named current key and the bare key it replaces',
      `new:${b64(b)},${b64(a)}`,
      [
        ['new', b],
        [derivedKeyId(a), a],
      ],
    ],
    ['surrounding spaces and a trailing comma', `  ${b64(a)} ,`, [[derivedKeyId(a), a]]],
  ])('%s', (_label, value, expected) => {
    const ring = parseKeyRing(value);
    expect(ring.all.map((key) => [key.id, key.key])).toEqual(expected);
    expect(ring.current).toBe(ring.all[0]);
  });

  test.each([
    ['empty', ' , ', 'LEAD_ENCRYPTION_KEY is empty'],
    ['a short key', randomBytes(16).toString('base64'), 'LEAD_ENCRYPTION_KEY entry 1 must be 32 bytes, base64 encoded'],
    ['a bad second entry', `${b64(a)},old:nope`, 'LEAD_ENCRYPTION_KEY entry 2 must be 32 bytes, base64 encoded'],
    ['a key id with a dot', `v.1:${b64(a)}`, 'LEAD_ENCRYPTION_KEY entry 1: a key id is 1–32 letters, digits, - or _'],
    ['an empty key id', `:${b64(a)}`, 'LEAD_ENCRYPTION_KEY entry 1: a key id is 1–32 letters, digits, - or _'],
    ['one id twice', `x:${b64(a)},x:${b64(b)}`, 'LEAD_ENCRYPTION_KEY names key id x twice'],
  ])('refuses %s with a message that never shows the key', (_label, value, message) => {
    expect(() => parseKeyRing(value)).toThrow(message);
    try {
      parseKeyRing(value);
    } catch (error) {
      expect(String(error)).not.toContain(b64(a));
    }
  });

  test('a bare key’s id is derived from the key: stable across processes, different per key', () => {
    expect(derivedKeyId(a)).toMatch(/^k[0-9a-f]{8}$/);
    expect(derivedKeyId(Buffer.from(a))).toBe(derivedKeyId(a));
    expect(derivedKeyId(b)).not.toBe(derivedKeyId(a));
  });
});
