import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { encryptJson } from '../crypto/lead-crypto';
import { getDb, type Db } from '../db/client';
import { leads } from '../db/schema';
import { secondsLeftInWindow, windowStartOf } from '../rate-limit/consume';
import type { NewLead } from './types';

/** One rate-limit counter a lead counts against (fixed window, as rate-limit/consume.ts). */
export interface LeadRateLimit {
  key: string;
  limit: number;
  windowSeconds: number;
}

export type StoreLeadOutcome =
  | { kind: 'created'; id: string }
  /** The idempotency key already holds a lead: its id; nothing new was stored or queued. */
  | { kind: 'duplicate'; id: string }
  /** A limit was over: nothing was stored. */
  | { kind: 'rate-limited'; retryAfterSeconds: number };

/**
 * Stores a lead and one outbox row per mail (with attachments), counting the hit against each rate limit first, all
 * in ONE statement: it commits or fails as a whole, like a transaction, and costs one round trip to the database
 * instead of one per row (intake latency under load is mostly waiting for round trips). Only after it returns
 * 'created' may the caller answer 201. Limits are counted in order, each only while the ones before it allow the
 * lead, and the lead is stored only when all do. The same idempotency key never stores a second lead.
 */
export async function storeLeadWithinLimits(
  lead: NewLead,
  limits: readonly LeadRateLimit[],
  db?: Db,
  now: Date = new Date(),
): Promise<StoreLeadOutcome> {
  const database = db ?? (await getDb());
  const sensitiveCiphertext = lead.sensitive ? encryptJson(lead.sensitive) : null;
  const at = now.toISOString();
  const leadId = lead.id ?? randomUUID();

  const ctes: SQL[] = [];
  // A counter is counted only while every earlier one is within its limit (a refused lead stops counting there).
  let allowed: SQL = sql`true`;
  limits.forEach((rule, index) => {
    const name = sql.raw(`hit${index}`);
    const windowStart = windowStartOf(now, rule.windowSeconds).toISOString();
    ctes.push(sql`${name} as (
      insert into rate_limit_hits (key, window_start, count)
      select ${rule.key}, ${windowStart}::timestamptz, 1 where ${allowed}
      on conflict (key, window_start) do update set count = rate_limit_hits.count + 1
      returning count
    )`);
    allowed = sql`coalesce((select count from ${name}), ${rule.limit + 1}::int) <= ${rule.limit}::int`;
  });

  ctes.push(sql`new_lead as (
    insert into leads (id, form_type, store_id, idempotency_key, payload, sensitive_ciphertext, ip_hash, user_agent,
      created_at)
    select ${leadId}, ${lead.formType}, ${lead.storeId}::text, ${lead.idempotencyKey}, ${JSON.stringify(lead.payload)}::jsonb,
      ${sensitiveCiphertext}::text, ${lead.ipHash}::text, ${lead.userAgent}::text, ${at}::timestamptz
    where ${allowed}
    on conflict (idempotency_key) do nothing
    returning id
  )`);

  const mails = lead.mails.map((mail) => ({ ...mail, id: randomUUID() }));
  if (mails.length > 0) {
    const rows = mails.map(
      (mail) =>
        sql`(${mail.id}::text, ${mail.kind}::text, ${mail.to}::text, ${mail.replyTo ?? null}::text, ${mail.subject}::text, ${mail.text}::text, ${mail.html ?? null}::text)`,
    );
    ctes.push(sql`new_mail as (
      insert into outbox (id, lead_id, kind, recipient, reply_to, subject, body, html, status, next_attempt_at,
        created_at, updated_at)
      select m.id, new_lead.id, m.kind, m.recipient, m.reply_to, m.subject, m.body, m.html, 'queued',
        ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
      from new_lead cross join (values ${sql.join(rows, sql`, `)}) as m(id, kind, recipient, reply_to, subject, body, html)
      returning id
    )`);
  }

  const files = mails.flatMap((mail) =>
    (mail.attachments ?? []).map(
      (file, position) =>
        sql`(${randomUUID()}::text, ${mail.id}::text, ${position}::int, ${file.filename}::text, ${file.contentType}::text, ${file.content}::bytea)`,
    ),
  );
  if (files.length > 0) {
    // Joined to the mail rows just inserted: an attachment exists only with its mail.
    ctes.push(sql`new_file as (
      insert into outbox_attachments (id, outbox_id, lead_id, position, filename, content_type, content)
      select a.id, new_mail.id, new_lead.id, a.position, a.filename, a.content_type, a.content
      from new_lead
      cross join (values ${sql.join(files, sql`, `)}) as a(id, outbox_id, position, filename, content_type, content)
      join new_mail on new_mail.id = a.outbox_id
      returning id
    )`);
  }

  const counts = limits.map(
    (_, index) => sql`(select count from ${sql.raw(`hit${index}`)}) as ${sql.raw(`hit${index}`)}`,
  );
  // Both drivers (node-postgres, PGlite) answer `{ rows }`; the Db type leaves the raw result untyped.
  const { rows } = (await database.execute(
    sql`with ${sql.join(ctes, sql`, `)} select ${sql.join([...counts, sql`(select id from new_lead) as lead_id`], sql`, `)}`,
  )) as { rows: Array<Record<string, unknown>> };
  const row = rows[0] ?? {};

  const over = limits.findIndex((rule, index) => {
    const count = row[`hit${index}`];
    return count === null || count === undefined || Number(count) > rule.limit;
  });
  if (over >= 0) {
    const rule = limits[over] as LeadRateLimit;
    return { kind: 'rate-limited', retryAfterSeconds: secondsLeftInWindow(now, rule.windowSeconds) };
  }
  if (typeof row.lead_id === 'string') return { kind: 'created', id: row.lead_id };

  const [existing] = await database
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.idempotencyKey, lead.idempotencyKey));
  if (!existing) throw new Error('Idempotency conflict without an existing lead');
  return { kind: 'duplicate', id: existing.id };
}

/**
 * Stores a lead with no rate limit (callers that limit elsewhere, or none): lead and outbox rows in one statement.
 * The same idempotency key never stores a second lead: the first lead's id comes back with created=false.
 */
export async function storeLead(lead: NewLead, db?: Db): Promise<{ id: string; created: boolean }> {
  const outcome = await storeLeadWithinLimits(lead, [], db);
  if (outcome.kind === 'rate-limited') throw new Error('A lead without rate limits was refused by one');
  return { id: outcome.id, created: outcome.kind === 'created' };
}
