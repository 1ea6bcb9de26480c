/**
 * The worker and the CLIs run the site's startup check (web/src/server/startup-check.ts) before anything else:
 * one line on stderr, exit code 1, before connecting (the URL points at a closed port, so a connection attempt would
 * fail differently). Refused: a shared database (DATABASE_URL) without LEAD_ENCRYPTION_KEY, and a malformed key.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { SHARED_KEY_REQUIRED_MESSAGE } from '../../web/src/server/crypto/shared-key-check';

const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

function run(script: string, args: string[], env: Record<string, string>) {
  const tsconfig = script === 'leads-test-send.ts' ? ['--tsconfig', 'web/tsconfig.json'] : [];
  return spawnSync(tsx, ['--conditions=react-server', ...tsconfig, path.join('scripts/src', script), ...args], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: 'postgres://dealer@127.0.0.1:1/nowhere',
      ...env,
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

test.each([['worker.ts'], ['keys-rotate.ts'], ['leads-status.ts']])(
  '%s refuses a shared database without a key',
  (script) => {
    const result = run(script, [], { LEAD_ENCRYPTION_KEY: '' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(SHARED_KEY_REQUIRED_MESSAGE);
  },
  90_000,
);

// One key of the rotation list is 31 bytes: found at startup, not when a credit application first needs it.
const MALFORMED = `2027-01:${Buffer.alloc(32, 7).toString('base64')},2026-01:${Buffer.alloc(31, 8).toString('base64')}`;

test.each<[string, string[]]>([
  ['worker.ts', []],
  ['keys-rotate.ts', []],
  ['leads-status.ts', []],
  ['leads-requeue.ts', ['--dead']],
  ['leads-test-send.ts', []],
  ['credit-app-reveal.ts', ['00000000-0000-4000-8000-000000000000']],
])(
  '%s refuses a malformed LEAD_ENCRYPTION_KEY with the same one line',
  (script, args) => {
    const result = run(script, args, { LEAD_ENCRYPTION_KEY: MALFORMED });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('LEAD_ENCRYPTION_KEY entry 2 must be 32 bytes, base64 encoded (it holds 31)');
  },
  90_000,
);
