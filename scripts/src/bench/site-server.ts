/**
 * `next start` of the bench build on loopback, with its own port, data directory and seed folder, so it never
 * shares state with a developer's site or the e2e suite.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { trackGroup, untrackGroup } from './child-groups';
import { BENCH_DIST_DIR, nextBin, webDir } from './paths';
import { waitFor } from './wait-for';

export interface SiteOptions {
  port: number;
  dataset: 'dealership' | 'sell-car';
  /** Folder with `<dataset>.ndjson` and its images (SEED_DIR); unset = the repository's seed/dist. */
  seedDir?: string;
  /** Lead mail goes here (an in-process sink); unset = .eml files in the data directory. */
  smtpUrl?: string;
  /** Dist folder relative to web/ (default the bench build). */
  distDir?: string;
}

export interface RunningSite {
  base: string;
  dataDir: string;
  stop: () => Promise<void>;
}

export async function startSite(options: SiteOptions): Promise<RunningSite> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-data-${options.dataset}-`));
  const base = `http://127.0.0.1:${options.port}`;
  let output = '';
  const child: ChildProcess = spawn(nextBin, ['start', '-p', String(options.port), '-H', '127.0.0.1'], {
    cwd: webDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: options.distDir ?? BENCH_DIST_DIR,
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: dataDir,
      SEED_DIR: options.seedDir ?? '',
      SITE_DATASET: options.dataset,
      // Embedded PGlite unless BENCH_DATABASE_URL names a PostgreSQL to measure instead.
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      SMTP_URL: options.smtpUrl ?? '',
      // Every bench request comes from one address: lift the lead limits for the run (offers get their own
      // addresses, see post-latency.ts).
      LEAD_RATE_LIMIT_IP: '100000000/600',
      LEAD_RATE_LIMIT_EMAIL: '100000000/600',
    },
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  if (child.pid) trackGroup(child.pid);
  child.on('exit', () => {
    exited = true;
    if (child.pid) untrackGroup(child.pid);
  });

  const stop = async () => {
    if (!exited && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      await waitFor(() => exited, 10_000);
      if (!exited) process.kill(-child.pid, 'SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const up = await waitFor(
    async () => exited || (await fetch(`${base}/`).catch(() => undefined))?.status === 200,
    90_000,
  );
  if (!up || exited) {
    await stop();
    throw new Error(`next start (${options.dataset}) did not answer on ${base}:\n${output}`);
  }
  return { base, dataDir, stop };
}
