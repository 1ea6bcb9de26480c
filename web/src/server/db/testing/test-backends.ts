/**
 * Test support: the database backends a suite runs on. PGlite always (in memory, or in a temp DATA_DIR); Postgres
 * too when DATABASE_URL is set: each open() creates a throw-away database on that server and drops it on close.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { createDb, type Db, type DbHandle } from '../client';

const reset = (db: Db) => async () => {
  await db.execute(
    sql`truncate table leads, outbox, outbox_attachments, rate_limit_hits, offers, alerts, alert_changes, inventory_snapshot cascade`,
  );
};

export type BackendName = 'pglite' | 'postgres';

export interface OpenedBackend extends DbHandle {
  /** The DATA_DIR (PGlite on disk only): open another handle on it with `createDb({ dataDir })`. */
  dataDir?: string;
  /** Reopen the same database (a fresh process would do this); close the previous handle first for PGlite. */
  reopen(): Promise<DbHandle>;
  /** Empties every table (between tests sharing one database). */
  reset(): Promise<void>;
}

export interface TestBackend {
  name: BackendName;
  open(options?: { onDisk?: boolean }): Promise<OpenedBackend>;
}

const pglite: TestBackend = {
  name: 'pglite',
  async open(options) {
    if (!options?.onDisk) {
      const handle = await createDb({ memory: true });
      return {
        ...handle,
        reset: reset(handle.db),
        reopen: () => Promise.reject(new Error('in-memory PGlite cannot be reopened')),
      };
    }
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-db-'));
    const handle = await createDb({ dataDir });
    return {
      ...handle,
      dataDir,
      reset: reset(handle.db),
      reopen: () => createDb({ dataDir }),
      close: async () => {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

function postgres(adminUrl: string): TestBackend {
  return {
    name: 'postgres',
    async open() {
      const name = `dealer_test_${randomUUID().replace(/-/g, '')}`;
      const admin = new Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await createDb({ databaseUrl: url.toString() });
      return {
        ...handle,
        reset: reset(handle.db),
        reopen: () => createDb({ databaseUrl: url.toString() }),
        close: async () => {
          await handle.close();
          const cleanup = new Client({ connectionString: adminUrl });
          await cleanup.connect();
          await cleanup.query(`drop database if exists "${name}" with (force)`);
          await cleanup.end();
        },
      };
    },
  };
}

/** Rows for `describe.each`: PGlite, plus Postgres when DATABASE_URL is set. */
export function testBackends(): Array<[BackendName, TestBackend]> {
  const url = process.env.DATABASE_URL?.trim();
  const backends: TestBackend[] = url ? [pglite, postgres(url)] : [pglite];
  return backends.map((backend) => [backend.name, backend]);
}
