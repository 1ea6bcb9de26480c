/**
 * The production build the bench measures, in web/.next-bench (NEXT_DIST_DIR), so the shared `.next` others test
 * against is never replaced. `npm run build` would also ensure seed/dist; the bench seeds its own folders.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DIST_DIR, nextBin, webDir } from './paths';
import { runCommand } from './run-command';

/** `next build` points next-env.d.ts at its dist folder's types; the developer's copy (`.next`) is put back. */
const nextEnvFile = path.join(webDir, 'next-env.d.ts');

export async function buildSite(): Promise<void> {
  const nextEnv = existsSync(nextEnvFile) ? readFileSync(nextEnvFile, 'utf8') : null;
  try {
    await runCommand(nextBin, ['build'], {
      cwd: webDir,
      // Types are `npm run typecheck`'s job; the bench measures the output.
      env: {
        NEXT_DIST_DIR: BENCH_DIST_DIR,
        NEXT_SKIP_TYPECHECK: '1',
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
      },
    });
  } finally {
    if (nextEnv !== null) writeFileSync(nextEnvFile, nextEnv);
  }
}
