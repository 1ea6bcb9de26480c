/**
 * LEAD_ENCRYPTION_KEY is parsed whole at startup (every key of a rotation list), so a malformed key stops the
 * process with one line naming the variable instead of failing on the first lead that needs it.
 */
import { randomBytes } from 'node:crypto';

import { encryptionKeyProblem } from './encryption-key-check';

const good = randomBytes(32).toString('base64');
const other = randomBytes(32).toString('base64');

describe('LEAD_ENCRYPTION_KEY at startup', () => {
  test.each<[string, string, RegExp]>([
    ['16 bytes', randomBytes(16).toString('base64'), /^LEAD_ENCRYPTION_KEY entry 1 must be 32 bytes, base64 encoded/],
    ['48 bytes', randomBytes(48).toString('base64'), /^LEAD_ENCRYPTION_KEY entry 1 must be 32 bytes, base64 encoded/],
    ['not base64 at all', '@'.repeat(44), /^LEAD_ENCRYPTION_KEY entry 1 is not base64/],
    // Node's base64 decoder skips characters outside the alphabet: these still decode to 32 bytes.
    [
      'a good key with a stray character',
      `${good.slice(0, 10)}!${good.slice(10)}`,
      /^LEAD_ENCRYPTION_KEY entry 1 is not base64/,
    ],
    [
      'a good key with a space inside',
      `${good.slice(0, 20)} ${good.slice(20)}`,
      /^LEAD_ENCRYPTION_KEY entry 1 is not base64/,
    ],
    [
      'a hex key of 32 bytes',
      randomBytes(32).toString('hex'),
      /^LEAD_ENCRYPTION_KEY entry 1 must be 32 bytes, base64 encoded/,
    ],
    [
      'one bad key in a rotation list',
      `2027-01:${good},2026-01:${good.slice(0, 30)}`,
      /^LEAD_ENCRYPTION_KEY entry 2 must be 32 bytes/,
    ],
    ['a bad key id in a rotation list', `2027-01:${good},old.key:${other}`, /^LEAD_ENCRYPTION_KEY entry 2: a key id/],
    ['the same id twice', `a:${good},a:${other}`, /^LEAD_ENCRYPTION_KEY names key id a twice/],
    ['only commas', ' , ', /^LEAD_ENCRYPTION_KEY is empty/],
  ])('%s → one line naming the variable, never the key', (_label, value, message) => {
    const problem = encryptionKeyProblem({ LEAD_ENCRYPTION_KEY: value });
    expect(problem).toMatch(message);
    expect(problem).not.toMatch(/\n/);
    expect(problem).not.toContain(good);
    expect(problem).not.toContain(good.slice(0, 30));
  });

  test.each([
    ['unset (the embedded development key)', undefined],
    ['one bare key', good],
    ['one bare key without its padding', good.replace(/=+$/, '')],
    ['one base64url key', randomBytes(32).toString('base64url')],
    ['a named key', `2026-11:${good}`],
    ['a rotation list, current first', `2027-01:${good}, 2026-01:${other}`],
    ['a named key and the bare key it replaces', `new:${good},${other}`],
  ])('%s → no problem', (_label, value) => {
    expect(encryptionKeyProblem({ LEAD_ENCRYPTION_KEY: value })).toBeNull();
  });
});
