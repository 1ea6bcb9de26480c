import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createDb } from './client';
import { procProbe } from './directory-lock';
import { rateLimitHits } from './schema';

describe('embedded database (PGlite on disk)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-db-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  test('migrates, keeps data across reopen, and releases its lock on close', async () => {
    const first = await createDb({ dataDir });
    await first.db.execute(sql`insert into rate_limit_hits (key, window_start, count) values ('k', now(), 3)`);
    await first.close();
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);

    const second = await createDb({ dataDir });
    const rows = await second.db.select({ key: rateLimitHits.key, count: rateLimitHits.count }).from(rateLimitHits);
    expect(rows).toEqual([{ key: 'k', count: 3 }]);
    await second.close();
  }, 60_000);

  test('refuses a second opener while the first process runs, takes over a dead one', async () => {
    // A lock held by the running process that wrote it (our parent is alive, same start time): refused with advice.
    const owner = process.ppid;
    writeFileSync(
      path.join(dataDir, 'db.lock'),
      JSON.stringify({ pid: owner, bootId: procProbe.bootId(), startTicks: procProbe.startTicks(owner) }),
    );
    await expect(createDb({ dataDir })).rejects.toThrow(/in use by process .*DATABASE_URL/s);
    // A lock left by a process that no longer exists: taken over.
    writeFileSync(path.join(dataDir, 'db.lock'), '2147483646');
    const handle = await createDb({ dataDir });
    await handle.close();
  }, 60_000);
});
