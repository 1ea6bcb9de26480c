import 'server-only';
import { and, eq, sql } from 'drizzle-orm';

import { getDb, type Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

/**
 * Where accepted publish-webhook signatures are remembered, so a captured request cannot be replayed while its
 * signature is still fresh (revalidate/webhook.ts, docs/caching.md#nexts-cache-and-publishing).
 */
export interface SignatureLedger {
  /** Records `key` (one signature) signed at `signedAt`: true the first time, false for every repeat. */
  firstUse(key: string, signedAt: Date): Promise<boolean>;
  /**
   * Forgets `key` again: the publish it carried could not be carried out, so the sender's retry of the very same
   * signed request must be accepted, not refused as a replay.
   */
  forget(key: string, signedAt: Date): Promise<void>;
}

/**
 * The ledger in the database, seen by every instance behind a load balancer: a row of the generic hit counter
 * (`rate_limit_hits`, keyed by the signature, its window starting at the signed time) that allows one hit. The
 * delivery loop prunes rows a day old, long after the signature has expired (5 minutes). One statement, so two
 * instances receiving the same request at once cannot both see a first use.
 */
export function databaseSignatureLedger(db: () => Promise<Db> | Db = getDb): SignatureLedger {
  return {
    async firstUse(key, signedAt) {
      const database = await db();
      const [row] = await database
        .insert(rateLimitHits)
        .values({ key, windowStart: signedAt, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitHits.key, rateLimitHits.windowStart],
          set: { count: sql`${rateLimitHits.count} + 1` },
        })
        .returning({ count: rateLimitHits.count });
      return row?.count === 1;
    },
    async forget(key, signedAt) {
      const database = await db();
      await database
        .delete(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, signedAt)));
    },
  };
}
