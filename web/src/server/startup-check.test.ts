/** startupProblem, the one check of the site, the worker and the CLIs, parses every key of LEAD_ENCRYPTION_KEY. */
import { randomBytes } from 'node:crypto';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

/** startupProblem in a fresh module registry: the environment is read once per process (server/env.ts). */
function startupProblemWith(env: Record<string, string | undefined>): string | null {
  process.env = { ...saved, ...env };
  let problem: string | null = null;
  jest.isolateModules(() => {
    const { startupProblem } = jest.requireActual<typeof import('./startup-check')>('./startup-check');
    problem = startupProblem();
  });
  return problem;
}

test.each([
  ['a short key, embedded database', { LEAD_ENCRYPTION_KEY: randomBytes(16).toString('base64'), DATABASE_URL: '' }],
  [
    'a key that is not base64, shared database',
    { LEAD_ENCRYPTION_KEY: '%'.repeat(44), DATABASE_URL: 'postgres://db/x' },
  ],
  [
    'a bad old key behind a good current one',
    { LEAD_ENCRYPTION_KEY: `new:${randomBytes(32).toString('base64')},old:${randomBytes(31).toString('base64')}` },
  ],
])('%s: the process must not start', (_label, env) => {
  expect(startupProblemWith(env)).toMatch(/^LEAD_ENCRYPTION_KEY [^\n]+$/);
});

test('good keys start', () => {
  const key = randomBytes(32).toString('base64');
  expect(startupProblemWith({ LEAD_ENCRYPTION_KEY: `b:${key},a:${randomBytes(32).toString('base64')}` })).toBeNull();
  expect(startupProblemWith({ LEAD_ENCRYPTION_KEY: undefined, DATABASE_URL: undefined })).toBeNull();
});
