import 'server-only';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { serverEnv } from '../env';
import { dataDir as resolveDataDir, migrationsDir } from '../paths';
import * as schema from './schema';

/** The drizzle database: PGlite (embedded) or node-postgres; both expose the same query API. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  /** 'pglite' or 'postgres', for logs and status output. */
  backend: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** `postgres://…`: use Postgres. Takes precedence over dataDir/memory. */
  databaseUrl?: string;
  /** The DATA_DIR (absolute); PGlite keeps its files in `<dataDir>/db`. */
  dataDir?: string;
  /** In-memory PGlite (tests). */
  memory?: boolean;
}

/** Opens a database and applies pending migrations. Callers own the handle and must close it. */
export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.memory) return openPglite(undefined);
  if (!options.dataDir) throw new Error('createDb needs databaseUrl, dataDir or memory');
  return openPglite(path.join(options.dataDir, 'db'));
}

async function openPostgres(connectionString: string): Promise<DbHandle> {
  const pool = new Pool({ connectionString, max: 10 });
  // An idle client losing its connection (server restart) emits 'error'; unhandled, it would crash the process.
  pool.on('error', (error) => {
    console.error(JSON.stringify({ event: 'db.pool-error', error: error.message }));
  });
  // Several processes may start together: an advisory lock keeps them from applying the same migration twice.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsDir() });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
  const db: Db = drizzlePg(pool, { schema });
  return { db, backend: 'postgres', close: () => pool.end() };
}

/** Arbitrary constant shared by every process of this app. */
const MIGRATION_LOCK_KEY = 4_242_001;

async function openPglite(directory: string | undefined): Promise<DbHandle> {
  const releaseLock = directory ? acquireDirectoryLock(directory) : () => undefined;
  try {
    const client = directory ? new PGlite(directory) : new PGlite();
    await client.waitReady;
    const pglite = drizzlePglite(client, { schema });
    await migratePglite(pglite, { migrationsFolder: migrationsDir() });
    const db: Db = pglite;
    return {
      db,
      backend: 'pglite',
      close: async () => {
        try {
          await client.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * PGlite is single-process: two processes opening one data directory corrupt it. A pid file refuses the second
 * opener with a clear message; a file left by a process that no longer runs (killed) is taken over.
 */
function acquireDirectoryLock(directory: string): () => void {
  mkdirSync(directory, { recursive: true });
  const lockFile = `${directory}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw error;
      const owner = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The embedded database ${directory} is in use by process ${owner}. PGlite serves one process: ` +
            'stop it, or set DATABASE_URL (Postgres) to run the site and `npm run worker` together.',
        );
      }
      if (owner === process.pid) {
        throw new Error(`The embedded database ${directory} is already open in this process.`);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database ${directory}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isErrno(error, 'EPERM');
  }
}

/** Structural check: errors from Node's fs are not `instanceof Error` inside Jest's sandbox. */
function isErrno(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/** One database per process, kept on globalThis so dev-server module reloads do not open a second PGlite. */
const processDb = globalThis as typeof globalThis & { __dealerDb?: Promise<DbHandle> };

export function getDbHandle(): Promise<DbHandle> {
  if (!processDb.__dealerDb) {
    const env = serverEnv();
    const opening = createDb(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: resolveDataDir() });
    // A failed open (e.g. the lock) must not stick: the next call tries again.
    opening.catch(() => {
      if (processDb.__dealerDb === opening) processDb.__dealerDb = undefined;
    });
    processDb.__dealerDb = opening;
  }
  return processDb.__dealerDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Closes the process database (worker shutdown, scripts). */
export async function closeDb(): Promise<void> {
  const opening = processDb.__dealerDb;
  processDb.__dealerDb = undefined;
  if (opening) await (await opening).close();
}
