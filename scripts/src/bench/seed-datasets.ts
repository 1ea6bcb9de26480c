/**
 * The bench's datasets: the seed CLI writes both variants with a given inventory size into a folder of their own
 * under a temporary directory (the site reads it through SEED_DIR), so seed/dist is never touched.
 */
import path from 'node:path';
import { repoRoot, tsxBin } from './paths';
import { runCommand } from './run-command';

export async function seedDataset(parent: string, vehicles: number): Promise<string> {
  const out = path.join(parent, `seed-${vehicles}`);
  await runCommand(tsxBin, ['seed/src/cli.ts', '--vehicles', String(vehicles), '--out', out], { cwd: repoRoot });
  return out;
}
