import { SHARED_KEY_REQUIRED_MESSAGE, sharedKeyProblem } from './shared-key-check';

const KEY = Buffer.alloc(32, 1).toString('base64');

test.each([
  ['embedded database, no key: the generated development key', undefined, undefined, null],
  ['embedded database with a key', undefined, KEY, null],
  ['shared Postgres with a key', 'postgres://db/leads', KEY, null],
  ['shared Postgres without a key: refused', 'postgres://db/leads', undefined, SHARED_KEY_REQUIRED_MESSAGE],
])('%s', (_label, DATABASE_URL, LEAD_ENCRYPTION_KEY, expected) => {
  expect(sharedKeyProblem({ DATABASE_URL, LEAD_ENCRYPTION_KEY })).toBe(expected);
});

test('the refusal is one line', () => {
  expect(SHARED_KEY_REQUIRED_MESSAGE).not.toMatch(/\n/);
});
