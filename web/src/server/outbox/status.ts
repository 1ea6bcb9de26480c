import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { leads, outbox, type OutboxStatus } from '../db/schema';

export interface OutboxRecentRow {
  id: string;
  leadId: string;
  formType: string;
  status: string;
  attempts: number;
  lastError: string | null;
  updatedAt: string;
}

export interface OutboxSummary {
  queued: number;
  sending: number;
  sent: number;
  retrying: number;
  dead: number;
  recent: OutboxRecentRow[];
}

/** Counts per status and the most recently touched rows: ids, form type, status, errors; no personal data. */
export async function outboxSummary(db?: Db, recentLimit = 20): Promise<OutboxSummary> {
  const database = db ?? (await getDb());
  const counts = await database.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status);
  const byStatus = new Map<OutboxStatus, number>(counts.map((row) => [row.status, Number(row.n)]));
  const recent = await database
    .select({
      id: outbox.id,
      // The joined lead's id: never null (an alert mail, which belongs to no lead, is not listed here).
      leadId: leads.id,
      formType: leads.formType,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      updatedAt: outbox.updatedAt,
    })
    .from(outbox)
    .innerJoin(leads, eq(leads.id, outbox.leadId))
    .orderBy(desc(outbox.updatedAt), desc(outbox.id))
    .limit(recentLimit);
  return {
    queued: byStatus.get('queued') ?? 0,
    sending: byStatus.get('sending') ?? 0,
    sent: byStatus.get('sent') ?? 0,
    retrying: byStatus.get('retrying') ?? 0,
    dead: byStatus.get('dead') ?? 0,
    recent: recent.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
  };
}
