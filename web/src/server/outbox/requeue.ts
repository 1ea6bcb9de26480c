import 'server-only';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

/** Which dead letters to put back: one message (its outbox id), every message of one lead, or all of them. */
export type RequeueTarget = { id: string } | { allDead: true };

/**
 * Puts dead-lettered messages back in the queue, due now with a fresh attempt count (the full retry schedule);
 * the last error stays until a send succeeds. Only 'dead' rows move: a message still queued, sending or sent is
 * never sent again by this. Returns the outbox ids requeued.
 */
export async function requeueDeadMessages(db: Db, target: RequeueTarget, now: Date = new Date()): Promise<string[]> {
  const which = 'id' in target ? or(eq(outbox.id, target.id), eq(outbox.leadId, target.id)) : undefined;
  const rows = await db
    .update(outbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: now, updatedAt: now, leaseUntil: null, claimToken: null })
    .where(and(eq(outbox.status, 'dead'), which))
    .returning({ id: outbox.id });
  return rows.map((row) => row.id).sort();
}
