import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A fresh copy of the module (it reads once per process) under the given environment and working folder. */
function buildIdWith(env: Record<string, string | undefined>, cwd?: string): string {
  const saved = { ...process.env };
  const savedCwd = process.cwd();
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  if (cwd) process.chdir(cwd);
  try {
    let id = '';
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      id = (require('./build-id') as typeof import('./build-id')).buildId();
    });
    return id;
  } finally {
    process.chdir(savedCwd);
    process.env = saved;
  }
}

function builtFolder(distDir: string, id: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'build-id-'));
  mkdirSync(path.join(root, distDir), { recursive: true });
  writeFileSync(path.join(root, distDir, 'BUILD_ID'), `${id}\n`);
  return root;
}

test.each<[string, Record<string, string | undefined>, (() => string) | undefined, string]>([
  ['the host’s deployment id wins', { NEXT_DEPLOYMENT_ID: 'dpl_1', NODE_ENV: 'production' }, undefined, 'dpl_1'],
  ['next dev', { NEXT_DEPLOYMENT_ID: undefined, NODE_ENV: 'development' }, undefined, 'development'],
  [
    'next start: .next/BUILD_ID',
    { NEXT_DEPLOYMENT_ID: undefined, NODE_ENV: 'production', NEXT_DIST_DIR: undefined },
    () => builtFolder('.next', 'abc123'),
    'abc123',
  ],
  [
    'next start with NEXT_DIST_DIR',
    { NEXT_DEPLOYMENT_ID: undefined, NODE_ENV: 'production', NEXT_DIST_DIR: '.next-bench' },
    () => builtFolder('.next-bench', 'bench9'),
    'bench9',
  ],
  [
    'no build folder',
    { NEXT_DEPLOYMENT_ID: undefined, NODE_ENV: 'production', NEXT_DIST_DIR: undefined },
    () => mkdtempSync(path.join(tmpdir(), 'build-id-')),
    'unknown',
  ],
])('%s', (_name, env, folder, expected) => {
  expect(buildIdWith(env, folder?.())).toBe(expected);
});
