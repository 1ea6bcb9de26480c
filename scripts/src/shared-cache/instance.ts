/**
 * One `next start` of the production build (web/.next) for the shared cache check: the sell-car site on the given
 * Redis, with its own copy of the seed (SEED_DIR, images linked) and its own data folder (PGlite is single-process).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNextServer } from '../bench/next-server';
import { repoRoot, webDir } from '../bench/paths';

export const DATASET = 'sell-car';
const seedSource = path.join(repoRoot, 'seed', 'dist');

export interface Instance {
  name: string;
  base: string;
  seedDir: string;
  stop: () => Promise<void>;
  output: () => string;
}

/** seed/dist as the site reads it: the NDJSON files copied (they will be edited), the images linked. */
function copySeed(into: string): void {
  mkdirSync(into, { recursive: true });
  for (const file of [`${DATASET}.ndjson`, 'plates.json', 'valuation.json']) {
    cpSync(path.join(seedSource, file), path.join(into, file));
  }
  symlinkSync(path.join(seedSource, 'images'), path.join(into, 'images'), 'dir');
}

export async function startInstance(name: string, port: number, redisUrl: string, secret: string): Promise<Instance> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `shared-cache-${name}-`));
  const seedDir = path.join(dir, 'seed');
  const dataDir = path.join(dir, 'data');
  copySeed(seedDir);
  mkdirSync(dataDir);
  try {
    const server = await startNextServer({
      cwd: webDir,
      port,
      name: `instance ${name}`,
      env: {
        NODE_ENV: 'production',
        NEXT_DIST_DIR: '.next',
        REDIS_URL: redisUrl,
        SITE_DATASET: DATASET,
        SEED_DIR: seedDir,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SMTP_URL: '',
        SANITY_PROJECT_ID: '',
        SANITY_REVALIDATE_SECRET: secret,
      },
    });
    return {
      name,
      base: server.base,
      seedDir,
      output: server.output,
      stop: async () => {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
