/**
 * Inventory search latency over one seeded dataset: runs inventory-query-probe.ts in a child process (web code,
 * react-server conditions, the dataset in SEED_DIR) and summarises its samples.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot, tsxBin } from './paths';
import { percentile } from './stats';

export interface QueryTiming {
  vehicles: number;
  samples: number;
  p50Ms: number;
  p95Ms: number;
}

const probePath = path.join(import.meta.dirname, 'inventory-query-probe.ts');

export function timeInventoryQuery(seedDir: string, rounds = 10): Promise<QueryTiming> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    const child = spawn(tsxBin, ['--conditions=react-server', '--tsconfig', 'web/tsconfig.json', probePath], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SITE_DATASET: 'dealership',
        SEED_DIR: seedDir,
        PROBE_ROUNDS: String(rounds),
      },
    });
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = stdout.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) {
        reject(new Error(`inventory query probe failed (exit ${code}): ${stderr.slice(-2000)}`));
        return;
      }
      const { vehicles, samplesMs } = JSON.parse(line) as { vehicles: number; samplesMs: number[] };
      resolve({
        vehicles,
        samples: samplesMs.length,
        p50Ms: percentile(samplesMs, 50),
        p95Ms: percentile(samplesMs, 95),
      });
    });
  });
}
