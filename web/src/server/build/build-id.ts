import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

let cached: string | undefined;

/**
 * The id of the build this server runs (the browser compares it with the one its page was rendered
 * with). `NEXT_DEPLOYMENT_ID` when the host sets one, else Next's own BUILD_ID from the build folder (`next start`
 * runs in web/; NEXT_DIST_DIR as in next.config.ts); 'development' under `next dev`. Read once per process.
 */
export function buildId(): string {
  cached ??= readBuildId();
  return cached;
}

function readBuildId(): string {
  const deployment = process.env.NEXT_DEPLOYMENT_ID;
  if (deployment) return deployment;
  if (process.env.NODE_ENV !== 'production') return 'development';
  try {
    const file = path.join(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID');
    return readFileSync(file, 'utf8').trim() || 'unknown';
  } catch {
    // No build folder (an unusual host layout): every page and answer agree on 'unknown', so nothing reloads.
    return 'unknown';
  }
}
