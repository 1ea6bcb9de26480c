import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serverEnv } from '@/server/env';

/**
 * The folder holding seed/dist/<dataset>.ndjson and its images. `next start` runs in web/, tests and scripts run
 * from the repository root, so both places are tried.
 */
export function seedDistDir(): string {
  const configured = serverEnv().SEED_DIR;
  if (configured) return path.resolve(configured);
  const candidates = [path.resolve(process.cwd(), '../seed/dist'), path.resolve(process.cwd(), 'seed/dist')];
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`Seed content not found in ${candidates.join(' or ')}; run \`npm run seed\``);
  return found;
}

export const seedImagesDir = () => path.join(seedDistDir(), 'images');
