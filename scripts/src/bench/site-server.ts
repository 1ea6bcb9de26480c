/**
 * `next start` of the bench build on loopback, with its own port, data directory and seed folder, so it never
 * shares state with a developer's site or the e2e suite.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNextServer } from './next-server';
import { BENCH_DIST_DIR, webDir } from './paths';

/** One throw-away key per bench run, shared by every server it starts. */
const BENCH_ENCRYPTION_KEY = randomBytes(32).toString('base64');

export interface SiteOptions {
  port: number;
  dataset: 'dealership' | 'sell-car';
  /** Folder with `<dataset>.ndjson` and its images (SEED_DIR); unset = the repository's seed/dist. */
  seedDir?: string;
  /** Lead mail goes here (an in-process sink); unset = .eml files in the data directory. */
  smtpUrl?: string;
  /** Dist folder relative to web/ (default the bench build). */
  distDir?: string;
  /** A PostgreSQL for this process (several processes may share it); default BENCH_DATABASE_URL, else PGlite. */
  databaseUrl?: string;
  /** Extra environment (the shared LEAD_ENCRYPTION_KEY of processes on one database). */
  env?: Record<string, string>;
}

export interface RunningSite {
  base: string;
  dataDir: string;
  stop: () => Promise<void>;
}

export async function startSite(options: SiteOptions): Promise<RunningSite> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-data-${options.dataset}-`));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startNextServer({
      cwd: webDir,
      port: options.port,
      name: options.dataset,
      env: {
        NODE_ENV: 'production',
        NEXT_DIST_DIR: options.distDir ?? BENCH_DIST_DIR,
        DATA_DIR: dataDir,
        SEED_DIR: options.seedDir ?? '',
        SITE_DATASET: options.dataset,
        // Embedded PGlite unless BENCH_DATABASE_URL names a PostgreSQL to measure instead.
        DATABASE_URL: options.databaseUrl ?? process.env.BENCH_DATABASE_URL ?? '',
        SMTP_URL: options.smtpUrl ?? '',
        // Every bench request comes from one address: lift the lead limits for the run (offers get their own
        // addresses, see post-bodies.ts).
        LEAD_RATE_LIMIT_IP: '100000000/600',
        LEAD_RATE_LIMIT_EMAIL: '100000000/600',
        // The bench plays one trusted proxy: the address it writes in X-Forwarded-For is the client's.
        TRUST_PROXY: '1',
        // A shared database needs one key for every process of the run (the servers refuse to start without).
        LEAD_ENCRYPTION_KEY: process.env.LEAD_ENCRYPTION_KEY || BENCH_ENCRYPTION_KEY,
        ...options.env,
      },
    });
    return {
      base: server.base,
      dataDir,
      stop: async () => {
        await server.stop();
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
}
