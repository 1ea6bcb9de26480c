/**
 * Test support for the tests that kill a real process: a database another process can open after the kill, a
 * PGlite DATA_DIR on disk always and a throw-away Postgres database when DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { CreateDbOptions } from '../../db/client';

export interface CrashTarget {
  /** The DATA_DIR or the postgres URL, as the child process takes it. */
  arg: string;
  options: CreateDbOptions;
  /** The environment a server or worker process needs to open this database. */
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

async function pgliteTarget(): Promise<CrashTarget> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-crash-'));
  return {
    arg: dataDir,
    options: { dataDir },
    env: { DATA_DIR: dataDir },
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(adminUrl: string): Promise<CrashTarget> {
  const name = `dealer_crash_${Date.now()}_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    arg: url.toString(),
    options: { databaseUrl: url.toString() },
    env: { DATABASE_URL: url.toString() },
    cleanup: async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** `[name, make]` rows for describe.each: PGlite always, Postgres when DATABASE_URL is set. */
export function crashTargets(): Array<[string, () => Promise<CrashTarget>]> {
  const targets: Array<[string, () => Promise<CrashTarget>]> = [['pglite', pgliteTarget]];
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (databaseUrl) targets.push(['postgres', () => postgresTarget(databaseUrl)]);
  return targets;
}
