import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counter in the database, so the limit holds across processes: counts this hit for `key` and
 * allows it while the window's count is ≤ limit.
 */
export async function consumeRateLimit(
  key: string,
  limit: number,
  windowSeconds: number,
  db?: Db,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const database = db ?? (await getDb());
  const windowStart = windowStartOf(now, windowSeconds);
  const [row] = await database
    .insert(rateLimitHits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count });
  const count = row?.count ?? 1;
  if (count === 1) {
    // First hit of a new window: the key's earlier windows are history.
    await database
      .delete(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), lt(rateLimitHits.windowStart, windowStart)));
  }
  if (count <= limit) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: secondsLeftInWindow(now, windowSeconds) };
}

/** The start of the fixed window `now` falls in (windows are aligned to the epoch, so every process agrees). */
export function windowStartOf(now: Date, windowSeconds: number): Date {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** Whole seconds until the window `now` falls in ends (at least 1): the Retry-After of a refused hit. */
export function secondsLeftInWindow(now: Date, windowSeconds: number): number {
  const end = windowStartOf(now, windowSeconds).getTime() + windowSeconds * 1000;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}

/** Deletes windows that started before `before` (run now and then by the delivery loop). */
export async function pruneRateLimits(before: Date, db?: Db): Promise<void> {
  const database = db ?? (await getDb());
  await database.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, before));
}
