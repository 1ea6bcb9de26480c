import 'server-only';

import { and, eq, inArray, isNull } from 'drizzle-orm';

import type { RenderedAlertMail } from '@/lib/alerts/alert-mail';
import { planDigests, type Digest, type DigestTiming } from '@/lib/alerts/digest-plan';
import type { Db } from '@/server/db';
import { alertChanges, alerts } from '@/server/db/schema';

import { queueAlertMail } from './alert-store';

/**
 * Queues the alert e-mails that are due (docs/alerts.md#batching): the pending changes of active alerts, planned by
 * lib/alerts/digest-plan.ts (one e-mail per shopper once the batch has waited, one a day per alert). Each e-mail is
 * queued in the transaction that marks its changes mailed and its alerts' last e-mail, and only while every one of
 * its changes is still pending: two processes planning at once queue it once. Returns how many e-mails were queued.
 */
export async function sendDueDigests(
  db: Db,
  now: Date,
  render: (digest: Digest) => RenderedAlertMail,
  timing: DigestTiming = {},
): Promise<number> {
  const pending = await db
    .select({
      id: alertChanges.id,
      alertId: alertChanges.alertId,
      vin: alertChanges.vin,
      oldPrice: alertChanges.oldPrice,
      newPrice: alertChanges.newPrice,
      title: alertChanges.title,
      path: alertChanges.path,
      createdAt: alertChanges.createdAt,
    })
    .from(alertChanges)
    .innerJoin(alerts, eq(alerts.id, alertChanges.alertId))
    .where(and(isNull(alertChanges.mailedAt), eq(alerts.status, 'active')));
  if (pending.length === 0) return 0;
  const alertRows = await db
    .select({
      id: alerts.id,
      email: alerts.email,
      lang: alerts.lang,
      origin: alerts.origin,
      unsubscribeToken: alerts.unsubscribeToken,
      kind: alerts.kind,
      vin: alerts.vin,
      search: alerts.search,
      lastMailedAt: alerts.lastMailedAt,
      createdAt: alerts.createdAt,
    })
    .from(alerts)
    .where(inArray(alerts.id, [...new Set(pending.map((change) => change.alertId))]))
    .orderBy(alerts.createdAt);
  const digests = planDigests(
    alertRows.map((row) => ({ ...row, lang: row.lang === 'es' ? ('es' as const) : ('en' as const) })),
    pending,
    now,
    timing,
  );
  let queued = 0;
  for (const digest of digests) {
    const sent = await db
      .transaction(async (tx) => {
        const taken = await tx
          .update(alertChanges)
          .set({ mailedAt: now })
          .where(and(inArray(alertChanges.id, digest.changeIds), isNull(alertChanges.mailedAt)))
          .returning({ id: alertChanges.id });
        // Another process took some of them: it sends this e-mail.
        if (taken.length !== digest.changeIds.length) tx.rollback();
        // Every change was undone before the e-mail (prices back up): settled, nothing to say.
        if (digest.cars.length === 0) return false;
        await queueAlertMail(tx, digest.email, render(digest), now);
        await tx
          .update(alerts)
          .set({ lastMailedAt: now })
          .where(
            inArray(
              alerts.id,
              digest.alerts.map((alert) => alert.id),
            ),
          );
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof Error && error.name === 'TransactionRollbackError') return false;
        throw error;
      });
    if (sent) queued += 1;
  }
  return queued;
}
