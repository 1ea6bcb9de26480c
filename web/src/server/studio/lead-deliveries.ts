import 'server-only';
import type { DeliveryStatus, LeadDelivery } from '@dealer/schemas/lead-delivery';
import { desc, eq } from 'drizzle-orm';

import { getDb, type Db } from '@/server/db/client';
import { leads, outbox, type OutboxStatus } from '@/server/db/schema';
import type { LeadContentSource } from '@/server/leads/lead-content-source';
import { describeDeliveryError } from '@/server/outbox/redact';

import type { StudioEndpointConfig } from './authorize';
import { refuseUnsigned } from './authorize';
import { studioJson } from './cors';

/** Test leads sent from the Studio carry this idempotency-key prefix (test-lead.ts). */
export const STUDIO_TEST_KEY_PREFIX = 'studio-test-';

export const DEFAULT_DELIVERY_LIMIT = 50;
export const MAX_DELIVERY_LIMIT = 200;

const statusFor = (status: OutboxStatus): DeliveryStatus => (status === 'sent' ? 'delivered' : status);

export const recipientDomain = (recipient: string): string => {
  const at = recipient.lastIndexOf('@');
  return at >= 0 ? recipient.slice(at + 1).toLowerCase() : '(no domain)';
};

type RoutingRows = ReadonlyArray<{ formType?: string | null; recipient?: string | null }> | null | undefined;

/**
 * The routing row a message went out by, read against the published routing: the form's own row, else DEFAULT,
 * else the store's e-mail. A STAFF_MEMBER message to another address than the row's is the staff member's copy.
 */
export function routingKeyFor(formType: string, rows: RoutingRows, recipient: string): string {
  const table = rows ?? [];
  const row =
    table.find((candidate) => candidate.formType === formType) ??
    table.find((candidate) => candidate.formType === 'DEFAULT');
  const sameRecipient = row?.recipient?.trim().toLowerCase() === recipient.trim().toLowerCase();
  if (formType === 'STAFF_MEMBER' && !sameRecipient) return 'staff member copy';
  if (!row) return 'store e-mail (no routing row)';
  return row.formType ?? 'DEFAULT';
}

export async function listLeadDeliveries(options: {
  db?: Db;
  content: LeadContentSource;
  leadId?: string;
  limit?: number;
}): Promise<LeadDelivery[]> {
  const db = options.db ?? (await getDb());
  const limit = Math.min(Math.max(options.limit ?? DEFAULT_DELIVERY_LIMIT, 1), MAX_DELIVERY_LIMIT);
  const query = db
    .select({
      id: outbox.id,
      // The joined lead's id: never null (an alert mail, which belongs to no lead, is not listed here).
      leadId: leads.id,
      formType: leads.formType,
      idempotencyKey: leads.idempotencyKey,
      kind: outbox.kind,
      recipient: outbox.recipient,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      updatedAt: outbox.updatedAt,
      sentAt: outbox.sentAt,
      nextAttemptAt: outbox.nextAttemptAt,
    })
    .from(outbox)
    .innerJoin(leads, eq(leads.id, outbox.leadId));
  const rows = await (options.leadId ? query.where(eq(outbox.leadId, options.leadId)) : query)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
  const routing = (await options.content.settings()).settings?.leadRouting;
  return rows.map((row) => ({
    id: row.id,
    leadId: row.leadId,
    formType: row.formType,
    routingKey: routingKeyFor(row.formType, routing, row.recipient),
    kind: row.kind,
    recipientDomain: recipientDomain(row.recipient),
    status: statusFor(row.status),
    attempts: row.attempts,
    // Errors are redacted when stored (outbox/redact.ts); redacting again costs nothing and guards older rows.
    lastError: row.lastError === null ? null : describeDeliveryError(row.lastError),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'queued' || row.status === 'retrying' ? row.nextAttemptAt.toISOString() : null,
    test: row.idempotencyKey.startsWith(STUDIO_TEST_KEY_PREFIX),
  }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface StudioDeliveriesDeps extends StudioEndpointConfig {
  content: LeadContentSource;
  db?: Db;
}

/**
 * `GET /api/studio/lead-deliveries[?id=<lead id>][&limit=n]`, signed: the messages of one lead (the test-lead
 * action polls this) or the most recent messages (the Lead delivery tool). 200 `{deliveries: LeadDelivery[]}`.
 */
export async function handleLeadDeliveriesRequest(request: Request, deps: StudioDeliveriesDeps): Promise<Response> {
  const refused = refuseUnsigned(request, '', deps);
  if (refused) return refused;
  const url = new URL(request.url);
  const id = url.searchParams.get('id') ?? undefined;
  if (id !== undefined && !UUID.test(id)) return studioJson(request, deps.origins, { message: 'Unknown lead id' }, 400);
  const limitParam = url.searchParams.get('limit');
  const limit = limitParam === null ? undefined : Number.parseInt(limitParam, 10);
  if (limit !== undefined && !(limit > 0)) return studioJson(request, deps.origins, { message: 'Bad limit' }, 400);
  try {
    const deliveries = await listLeadDeliveries({ db: deps.db, content: deps.content, leadId: id, limit });
    if (id && deliveries.length === 0) {
      const [lead] = await (deps.db ?? (await getDb())).select({ id: leads.id }).from(leads).where(eq(leads.id, id));
      if (!lead) return studioJson(request, deps.origins, { message: 'Unknown lead id' }, 404);
    }
    return studioJson(request, deps.origins, { deliveries }, 200);
  } catch (error) {
    console.error(`[studio] delivery list failed: ${error instanceof Error ? error.name : 'unknown'}`);
    return studioJson(request, deps.origins, { message: 'The delivery list is not available' }, 500);
  }
}
