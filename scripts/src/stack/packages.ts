/** The stack's Debian packages, installed when missing by scripts/ensure-system-packages.sh (as npm test's are). */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Installs what is missing, or throws with the script's one-line instruction (it printed it to stderr). */
export function ensureStackPackages(root: string): void {
  const script = path.join(root, 'scripts', 'ensure-system-packages.sh');
  const result = spawnSync('bash', [script, 'stack'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the stack needs Debian packages that are not installed (see above)');
}
