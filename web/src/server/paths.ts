import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverEnv } from './env';

/**
 * The repository root: the nearest folder at or above cwd whose package.json declares `workspaces`. `next start`
 * runs in web/ and `npm run worker` in the root; both must resolve `.data` (and the migrations) to the same place.
 */
// `turbopackIgnore`: these paths are computed at runtime; without the hint Next's file tracing would pull the whole
// repository into the server output. The files read at runtime (migrations) are listed in next.config.ts.
export function repoRoot(start: string = process.cwd()): string {
  let dir = path.resolve(/*turbopackIgnore: true*/ start);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
        if (typeof parsed === 'object' && parsed !== null && 'workspaces' in parsed) return dir;
      } catch {
        // An unreadable package.json is not the root; keep walking up.
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(/*turbopackIgnore: true*/ start);
    dir = parent;
  }
}

/** `DATA_DIR` as an absolute path; a relative value resolves against the repository root. */
export function dataDir(value: string = serverEnv().DATA_DIR): string {
  return path.isAbsolute(value) ? value : path.join(/*turbopackIgnore: true*/ repoRoot(), value);
}

/** SQL migrations written by drizzle-kit (web/drizzle.config.ts), read at runtime by the migrator. */
export function migrationsDir(): string {
  return path.join(/*turbopackIgnore: true*/ repoRoot(), 'web', 'src', 'server', 'db', 'migrations');
}
