/**
 * The worker and the CLIs refuse a shared database (DATABASE_URL) without LEAD_ENCRYPTION_KEY: one line on stderr,
 * exit code 1, before connecting (the URL points at a closed port, so a connection attempt would fail differently).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { SHARED_KEY_REQUIRED_MESSAGE } from '../../web/src/server/crypto/shared-key-check';

const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

test.each([['worker.ts'], ['keys-rotate.ts'], ['leads-status.ts']])(
  '%s',
  (script) => {
    const run = spawnSync(tsx, ['--conditions=react-server', path.join('scripts/src', script)], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: 'postgres://dealer@127.0.0.1:1/nowhere',
        LEAD_ENCRYPTION_KEY: '',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(SHARED_KEY_REQUIRED_MESSAGE);
  },
  90_000,
);
