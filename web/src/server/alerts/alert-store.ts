import 'server-only';
import { randomUUID } from 'node:crypto';

import { and, eq, inArray, isNull, lt, ne } from 'drizzle-orm';

import { ALERT_CONFIRM_TTL_MS, MAX_ALERTS_PER_EMAIL } from '@/lib/alerts/constants';
import type { RenderedAlertMail } from '@/lib/alerts/alert-mail';
import { getDb, type Db } from '@/server/db';
import { alertChanges, alerts, outbox, type AlertKind, type AlertStatus } from '@/server/db/schema';
import type { LeadRateLimit } from '@/server/outbox/store-lead';
import { storeLead } from '@/server/outbox/store-lead';
import type { NewLead } from '@/server/outbox/types';
import { consumeRateLimit } from '@/server/rate-limit/consume';

/**
 * The alerts' rows (docs/alerts.md#lifecycle): a sign-up stores the pending alert and queues its confirmation mail
 * in one transaction; confirming makes it active and stores the dealer's lead in the same transaction; unsubscribing
 * stops it and drops what it had not mailed yet.
 */

export interface NewAlert {
  email: string;
  emailHash: string;
  kind: AlertKind;
  vin: string | null;
  search: string | null;
  lang: 'en' | 'es';
  origin: string;
  confirmTokenHash: string;
  unsubscribeToken: string;
}

export type StoreAlertOutcome =
  /** Stored (or an identical pending alert got a new link) and its confirmation mail queued. */
  | { kind: 'queued'; id: string }
  /** Nothing to do: the same alert is already active, or the address holds as many alerts as it may. */
  | { kind: 'unchanged' }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

/** An alert's outbox row: a shopper's mail, so it belongs to no lead. */
async function queueMail(db: Db, to: string, mail: RenderedAlertMail, now: Date): Promise<void> {
  await db.insert(outbox).values({
    id: randomUUID(),
    leadId: null,
    kind: 'text',
    recipient: to,
    subject: mail.subject,
    body: mail.text,
    html: mail.html,
    headers: mail.headers ?? null,
    status: 'queued',
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  });
}

export { queueMail as queueAlertMail };

/**
 * Stores a pending alert and its confirmation mail in one transaction, after counting the e-mail address against its
 * limit. The answer to the shopper is the same whatever happened here (no one learns which addresses follow what):
 * an identical active alert or an address at its maximum just stores nothing.
 */
export async function storePendingAlert(
  alert: NewAlert,
  confirmationMail: RenderedAlertMail,
  perEmail: LeadRateLimit,
  db?: Db,
  now: Date = new Date(),
): Promise<StoreAlertOutcome> {
  const database = db ?? (await getDb());
  return database.transaction(async (tx) => {
    const verdict = await consumeRateLimit(perEmail.key, perEmail.limit, perEmail.windowSeconds, tx, now);
    if (!verdict.allowed) return { kind: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds };
    const live = await tx
      .select({ id: alerts.id, status: alerts.status, kind: alerts.kind, vin: alerts.vin, search: alerts.search })
      .from(alerts)
      .where(and(eq(alerts.emailHash, alert.emailHash), ne(alerts.status, 'unsubscribed')));
    const same = live.find((row) => row.kind === alert.kind && row.vin === alert.vin && row.search === alert.search);
    if (same?.status === 'active') return { kind: 'unchanged' };
    if (same) {
      // Signed up again before confirming (the first mail got lost): a new link, and the week starts again.
      await tx
        .update(alerts)
        .set({ confirmTokenHash: alert.confirmTokenHash, createdAt: now, lang: alert.lang, origin: alert.origin })
        .where(eq(alerts.id, same.id));
      await queueMail(tx, alert.email, confirmationMail, now);
      return { kind: 'queued', id: same.id };
    }
    if (live.length >= MAX_ALERTS_PER_EMAIL) return { kind: 'unchanged' };
    const id = randomUUID();
    await tx.insert(alerts).values({ id, ...alert, status: 'pending', createdAt: now });
    await queueMail(tx, alert.email, confirmationMail, now);
    return { kind: 'queued', id };
  });
}

export interface StoredAlert {
  id: string;
  email: string;
  kind: AlertKind;
  vin: string | null;
  search: string | null;
  lang: 'en' | 'es';
  origin: string;
  status: AlertStatus;
  createdAt: Date;
  leadId: string | null;
}

const storedFields = {
  id: alerts.id,
  email: alerts.email,
  kind: alerts.kind,
  vin: alerts.vin,
  search: alerts.search,
  lang: alerts.lang,
  origin: alerts.origin,
  status: alerts.status,
  createdAt: alerts.createdAt,
  leadId: alerts.leadId,
};

const withLang = (row: Omit<StoredAlert, 'lang'> & { lang: string }): StoredAlert => ({
  ...row,
  lang: row.lang === 'es' ? 'es' : 'en',
});

/** Whether a pending alert's link has run out (a week after the sign-up). */
export const confirmationExpired = (alert: Pick<StoredAlert, 'status' | 'createdAt'>, now: Date) =>
  alert.status === 'pending' && now.getTime() - alert.createdAt.getTime() > ALERT_CONFIRM_TTL_MS;

export async function alertByConfirmTokenHash(hash: string, db?: Db): Promise<StoredAlert | null> {
  const database = db ?? (await getDb());
  const [row] = await database.select(storedFields).from(alerts).where(eq(alerts.confirmTokenHash, hash)).limit(1);
  return row ? withLang(row) : null;
}

export async function alertByUnsubscribeToken(token: string, db?: Db): Promise<StoredAlert | null> {
  const database = db ?? (await getDb());
  const [row] = await database.select(storedFields).from(alerts).where(eq(alerts.unsubscribeToken, token)).limit(1);
  return row ? withLang(row) : null;
}

/**
 * Makes a pending alert active and stores the dealer's lead, in one transaction: only the request that flips the
 * status stores the lead (the lead's idempotency key makes a race harmless too). False when the alert was no longer
 * pending.
 */
export async function activateAlert(alertId: string, lead: NewLead, db?: Db, now: Date = new Date()): Promise<boolean> {
  const database = db ?? (await getDb());
  return database.transaction(async (tx) => {
    const flipped = await tx
      .update(alerts)
      .set({ status: 'active', confirmedAt: now })
      .where(and(eq(alerts.id, alertId), eq(alerts.status, 'pending')))
      .returning({ id: alerts.id });
    if (flipped.length === 0) return false;
    const stored = await storeLead(lead, tx);
    await tx.update(alerts).set({ leadId: stored.id }).where(eq(alerts.id, alertId));
    return true;
  });
}

/**
 * Stops the alerts these unsubscribe tokens belong to (pending ones too) and drops their changes not yet mailed.
 * Returns how many alerts the tokens name.
 */
export async function unsubscribeAlerts(tokens: readonly string[], db?: Db, now: Date = new Date()): Promise<number> {
  if (tokens.length === 0) return 0;
  const database = db ?? (await getDb());
  return database.transaction(async (tx) => {
    const named = await tx
      .select({ id: alerts.id, status: alerts.status })
      .from(alerts)
      .where(inArray(alerts.unsubscribeToken, [...tokens]));
    const stopping = named.filter((row) => row.status !== 'unsubscribed').map((row) => row.id);
    if (stopping.length > 0) {
      await tx.update(alerts).set({ status: 'unsubscribed', unsubscribedAt: now }).where(inArray(alerts.id, stopping));
      await tx.delete(alertChanges).where(and(inArray(alertChanges.alertId, stopping), isNull(alertChanges.mailedAt)));
    }
    return named.length;
  });
}

/** Deletes pending alerts whose link ran out, and changes mailed more than a month ago (history nobody reads). */
export async function pruneAlerts(db: Db, now: Date): Promise<void> {
  await db
    .delete(alerts)
    .where(and(eq(alerts.status, 'pending'), lt(alerts.createdAt, new Date(now.getTime() - ALERT_CONFIRM_TTL_MS))));
  await db.delete(alertChanges).where(lt(alertChanges.mailedAt, new Date(now.getTime() - 30 * 24 * 60 * 60_000)));
}
