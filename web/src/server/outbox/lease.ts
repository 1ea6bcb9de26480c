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
   * ago (no query: nobody can have taken it since); otherwise renews every row the pass holds, false when another pass holds it now (skip
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
  const inFlight = new Map<string, AbortController>();
  const ours = and(eq(outbox.claimToken, claimToken), eq(outbox.status, 'sending'));

  const abort = (id: string) => inFlight.get(id)?.abort(new LeaseLostError(id));

  // One renewal of every row the pass holds; concurrent callers share it. It also refreshes `heldUntil`, which the
  // watchdog reads: a row renewed on its own would leave that stale and its send aborted at the next tick.
  let renewal: Promise<void> | null = null;
  const renewAll = async () => {
    const started = clock().getTime();
    const rows = await db
      .update(outbox)
      .set({ leaseUntil: new Date(started + leaseMs) })
      .where(ours)
      .returning({ id: outbox.id });
    heldUntil = started + leaseMs;
    confirmed = new Set(rows.map((row) => row.id));
    for (const id of inFlight.keys()) if (!confirmed.has(id)) abort(id);
  };
  const renew = () => {
    renewal ??= renewAll().finally(() => {
      renewal = null;
    });
    return renewal;
  };

  const timer = setInterval(() => {
    if (heldUntil - clock().getTime() < leaseMs / 3) for (const id of inFlight.keys()) abort(id);
    // The database is unreachable: the watchdog above stops the send before the lease can run out.
    renew().catch(() => undefined);
  }, tick);
  timer.unref();

  return {
    async hold(id) {
      if (confirmed.has(id) && heldUntil - clock().getTime() > leaseMs / 2) return true;
      await renew();
      // A renewal that was already under way may have started too long ago to cover this send: renew once more.
      if (heldUntil - clock().getTime() <= leaseMs / 2) await renew();
      return confirmed.has(id);
    },
    watch(id) {
      const controller = new AbortController();
      inFlight.set(id, controller);
      return { signal: controller.signal, release: () => inFlight.delete(id) };
    },
    stop: () => clearInterval(timer),
  };
}
