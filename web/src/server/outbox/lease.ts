import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

/**
 * The lease of one delivery pass on the rows it claimed. While the pass runs, a heartbeat renews the lease of
 * every row it still holds (a sixth of the lease apart), so a slow send never lets another process take the row;
 * a crashed process stops renewing and its rows are due again one lease later.
 *
 * Fencing: a row is ours only while its claim token is ours (another pass replaces the token when it takes an
 * expired row). A send in flight is aborted when the row is no longer ours, or when the heartbeat could not renew
 * it for two thirds of a lease (four renewals missed): then it stops before another process may take the row.
 * A row that is not ours is never marked.
 */
export interface DeliveryLease {
  /**
   * Right before a row's send: true while the claim or the last renewal confirmed the row less than half a lease
   * ago (no query: nobody can have taken it since); otherwise renews it, false when another pass holds it now (skip
   * it, do not send).
   */
  hold(id: string): Promise<boolean>;
  /** A signal that aborts when the row's lease is lost or about to run out unrenewed. */
  watch(id: string): { signal: AbortSignal; release(): void };
  stop(): void;
}

export class LeaseLostError extends Error {
  readonly code = 'ELEASE';
  constructor(id: string) {
    super(`lease on outbox row ${id} lost`);
  }
}

export function startLease(
  db: Db,
  claimToken: string,
  leaseMs: number,
  clock: () => Date,
  claimed: { ids: string[]; leaseUntil: Date },
): DeliveryLease {
  const tick = Math.max(10, Math.floor(leaseMs / 6));
  let heldUntil = claimed.leaseUntil.getTime();
  let confirmed = new Set(claimed.ids);
  let renewing = false;
  const inFlight = new Map<string, AbortController>();
  const ours = and(eq(outbox.claimToken, claimToken), eq(outbox.status, 'sending'));

  const abort = (id: string) => inFlight.get(id)?.abort(new LeaseLostError(id));

  const renew = async () => {
    if (renewing) return;
    renewing = true;
    const started = clock().getTime();
    try {
      const rows = await db
        .update(outbox)
        .set({ leaseUntil: new Date(started + leaseMs) })
        .where(ours)
        .returning({ id: outbox.id });
      heldUntil = started + leaseMs;
      confirmed = new Set(rows.map((row) => row.id));
      for (const id of inFlight.keys()) if (!confirmed.has(id)) abort(id);
    } catch {
      // The database is unreachable: the watchdog below stops the send before the lease can run out.
    } finally {
      renewing = false;
    }
  };

  const timer = setInterval(() => {
    if (heldUntil - clock().getTime() < leaseMs / 3) for (const id of inFlight.keys()) abort(id);
    void renew();
  }, tick);
  timer.unref();

  return {
    async hold(id) {
      const started = clock().getTime();
      if (confirmed.has(id) && heldUntil - started > leaseMs / 2) return true;
      const rows = await db
        .update(outbox)
        .set({ leaseUntil: new Date(started + leaseMs) })
        .where(and(eq(outbox.id, id), ours))
        .returning({ id: outbox.id });
      return rows.length === 1;
    },
    watch(id) {
      const controller = new AbortController();
      inFlight.set(id, controller);
      return { signal: controller.signal, release: () => inFlight.delete(id) };
    },
    stop: () => clearInterval(timer),
  };
}
