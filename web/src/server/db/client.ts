import 'server-only';
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
import { acquireDirectoryLock } from './directory-lock';
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
  // A checked-out client losing its connection between two statements (the server stops inside a transaction)
  // emits 'error' on itself, which would crash the process just the same. Its next query fails as "unavailable"
  // (the route answers 503) and the pool drops it on release, so the event needs no handling of its own.
  pool.on('connect', (client) => client.on('error', () => undefined));
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

/** The process database could not be opened (locked, unreachable, failed migration): try again later. */
export class DatabaseOpenError extends Error {
  readonly code = 'EDBOPEN';
  constructor(cause: unknown) {
    super('The database could not be opened', { cause });
    this.name = 'DatabaseOpenError';
  }
}

/** One database per process, kept on globalThis so dev-server module reloads do not open a second PGlite. */
const processDb = globalThis as typeof globalThis & { __dealerDb?: Promise<DbHandle> };

export function getDbHandle(): Promise<DbHandle> {
  if (!processDb.__dealerDb) {
    const env = serverEnv();
    const opening = createDb(
      env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: resolveDataDir() },
    ).catch((error: unknown) => {
      // The reason once, for the operator (paths and codes, never data); callers see "unavailable" and answer 503.
      console.error(
        JSON.stringify({ event: 'db.open-failed', error: error instanceof Error ? error.message : String(error) }),
      );
      throw new DatabaseOpenError(error);
    });
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
