import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { outbox, outboxAttachments } from '../db/schema';
import { createMailTransport, mailFrom, type MailTransport } from '../mail/transport';
import { pruneRateLimits } from '../rate-limit/consume';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './backoff';
import { startLease } from './lease';
import { createKickScheduler, type KickScheduler } from './kick-scheduler';
import { describeDeliveryError } from './redact';
import type { OutgoingAttachment } from './types';
import { untilRecorded } from './until-recorded';

/**
 * How long a claimed row stays ours without renewal. The pass renews it while it works (lease.ts), so this only
 * bounds how long a crashed process's rows wait before another pass retries them.
 */
export const DELIVERY_LEASE_MS = 30_000;
/** The longest one send may take; the SMTP timeouts (mail/transport.ts) normally end a hung attempt sooner. */
export const MAX_SEND_MS = 3 * 60_000;
/**
 * How long a pass keeps trying to mark a mail sent that the SMTP server accepted while the database was unreachable.
 * Within it, the pass holds the row (nobody else sends it: the claim is still its own when the database returns, and
 * one process runs one pass at a time); after it, the row is sent again once its lease runs out.
 */
export const RECORD_SENT_MS = 5 * 60_000;
const DEFAULT_BATCH = 25;

export interface DeliveryOptions {
  db?: Db;
  transport?: MailTransport;
  limit?: number;
  now?: Date;
  maxAttempts?: number;
  from?: string;
  /** Lease of claimed rows (tests shorten it); DELIVERY_LEASE_MS by default. */
  leaseMs?: number;
}

export interface DeliveryResult {
  sent: number;
  retried: number;
  dead: number;
}

/**
 * One delivery pass: claims due rows (queued/retrying whose time has come, or 'sending' rows whose lease
 * expired because their sender died) with FOR UPDATE SKIP LOCKED, so any number of passes and processes can run
 * side by side; then sends each and records sent, retrying (backoff) or dead. The claim is a renewed lease with a
 * fencing token (lease.ts): a row is sent and marked only by the pass that holds it. A second copy is possible only
 * when the process dies after the SMTP server accepted a message and before the row was marked sent; it keeps its
 * Message-ID and ADF <id>, so the receiver can recognise it.
 */
export async function deliverDueMessages(options: DeliveryOptions = {}): Promise<DeliveryResult> {
  const db = options.db ?? (await getDb());
  const transport = options.transport ?? processTransport();
  const now = options.now ?? new Date();
  const maxAttempts = options.maxAttempts ?? MAX_DELIVERY_ATTEMPTS;
  const from = options.from ?? mailFrom();
  const claimToken = randomUUID();
  const leaseMs = options.leaseMs ?? DELIVERY_LEASE_MS;
  // The pass's clock starts at `now` (tests move it) and advances with real time for the heartbeat.
  const offset = now.getTime() - Date.now();
  const clock = () => new Date(Date.now() + offset);

  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      or(
        and(inArray(outbox.status, ['queued', 'retrying']), lte(outbox.nextAttemptAt, now)),
        and(eq(outbox.status, 'sending'), lte(outbox.leaseUntil, now)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(options.limit ?? DEFAULT_BATCH)
    .for('update', { skipLocked: true });

  const claimed = await db
    .update(outbox)
    .set({
      status: 'sending',
      leaseUntil: new Date(now.getTime() + leaseMs),
      claimToken,
      attempts: sql`${outbox.attempts} + 1`,
      updatedAt: now,
    })
    .where(inArray(outbox.id, due))
    .returning();

  const result: DeliveryResult = { sent: 0, retried: 0, dead: 0 };
  if (claimed.length === 0) return result;

  const attachmentRows = await db
    .select()
    .from(outboxAttachments)
    .where(
      inArray(
        outboxAttachments.outboxId,
        claimed.map((row) => row.id),
      ),
    )
    .orderBy(asc(outboxAttachments.position));
  const attachmentsByRow = new Map<string, OutgoingAttachment[]>();
  for (const attachment of attachmentRows) {
    const list = attachmentsByRow.get(attachment.outboxId) ?? [];
    list.push({ filename: attachment.filename, contentType: attachment.contentType, content: attachment.content });
    attachmentsByRow.set(attachment.outboxId, list);
  }

  const ours = (id: string) => and(eq(outbox.id, id), eq(outbox.claimToken, claimToken), eq(outbox.status, 'sending'));
  const lease = startLease(db, claimToken, leaseMs, clock, {
    ids: claimed.map((row) => row.id),
    leaseUntil: new Date(now.getTime() + leaseMs),
  });

  try {
    for (const row of claimed) {
      if (!(await lease.hold(row.id))) {
        log('outbox.lease-lost', { id: row.id, leadId: row.leadId, attempts: row.attempts });
        continue;
      }
      const watch = lease.watch(row.id);
      let outcome: { messageId: string } | { error: unknown };
      try {
        outcome = await transport.send(
          {
            id: row.id,
            from,
            to: row.recipient,
            subject: row.subject,
            text: row.body,
            kind: row.kind,
            ...(row.html ? { html: row.html } : {}),
            ...(row.replyTo ? { replyTo: row.replyTo } : {}),
            ...(row.headers ? { headers: row.headers } : {}),
            attachments: attachmentsByRow.get(row.id) ?? [],
          },
          AbortSignal.any([watch.signal, AbortSignal.timeout(MAX_SEND_MS)]),
        );
      } catch (error) {
        outcome = { error };
      } finally {
        watch.release();
      }

      if ('messageId' in outcome) {
        const finished = new Date();
        const { messageId } = outcome;
        const marked = await untilRecorded(
          () =>
            db
              .update(outbox)
              .set({
                status: 'sent',
                messageId,
                sentAt: finished,
                updatedAt: finished,
                lastError: null,
                leaseUntil: null,
                claimToken: null,
              })
              .where(ours(row.id))
              .returning({ id: outbox.id }),
          {
            deadline: finished.getTime() + RECORD_SENT_MS,
            onWait: () =>
              log('outbox.sent-recording-waits', { id: row.id, leadId: row.leadId, attempts: row.attempts }),
          },
        );
        if (marked.length === 0) {
          // Sent, but another pass took the row during the send (the database was unreachable past the lease).
          log('outbox.sent-lease-lost', { id: row.id, leadId: row.leadId, attempts: row.attempts });
          continue;
        }
        result.sent += 1;
        log('outbox.sent', { id: row.id, leadId: row.leadId, attempts: row.attempts });
        continue;
      }

      const lastError = describeDeliveryError(outcome.error);
      const dead = row.attempts >= maxAttempts;
      const marked = await db
        .update(outbox)
        .set({
          status: dead ? 'dead' : 'retrying',
          lastError,
          nextAttemptAt: dead ? now : new Date(now.getTime() + retryDelayMs(row.attempts)),
          updatedAt: now,
          leaseUntil: null,
          claimToken: null,
        })
        .where(ours(row.id))
        .returning({ id: outbox.id });
      if (marked.length === 0) {
        log('outbox.lease-lost', { id: row.id, leadId: row.leadId, attempts: row.attempts });
        continue;
      }
      if (dead) result.dead += 1;
      else result.retried += 1;
      log(dead ? 'outbox.dead' : 'outbox.retrying', {
        id: row.id,
        leadId: row.leadId,
        attempts: row.attempts,
        error: lastError,
      });
    }
  } finally {
    lease.stop();
  }
  return result;
}

function log(event: string, fields: Record<string, string | number | null>): void {
  // Ids, counts and status only: never recipients, subjects or bodies.
  console.info(JSON.stringify({ event, ...fields }));
}

// ---- the in-process loop (one per process; state on globalThis so every bundle of a Next server shares it) ----

interface LoopState {
  transport?: MailTransport;
  leaseMs?: number;
  scheduler?: KickScheduler;
  lastPrune: number;
}

/**
 * How long a kick waits before its pass (kick-scheduler.ts): the leads of a burst share one claim, and a mail
 * leaves at most this much later.
 */
export const KICK_DELAY_MS = 200;

const holder = globalThis as typeof globalThis & { __dealerDelivery?: LoopState };
function state(): LoopState {
  holder.__dealerDelivery ??= { lastPrune: 0 };
  return holder.__dealerDelivery;
}

function scheduler(): KickScheduler {
  const current = state();
  current.scheduler ??= createKickScheduler(runPasses, KICK_DELAY_MS);
  return current.scheduler;
}

function processTransport(): MailTransport {
  const current = state();
  current.transport ??= createMailTransport();
  return current.transport;
}

const PRUNE_EVERY_MS = 60 * 60_000;

async function runPasses(): Promise<void> {
  const current = state();
  try {
    const db = await getDb();
    // Drain: keep going while full batches come back.
    for (;;) {
      const { sent, retried, dead } = await deliverDueMessages({
        db,
        limit: DEFAULT_BATCH,
        leaseMs: current.leaseMs,
      });
      if (sent + retried + dead < DEFAULT_BATCH) break;
    }
    if (Date.now() - current.lastPrune > PRUNE_EVERY_MS) {
      current.lastPrune = Date.now();
      await pruneRateLimits(new Date(Date.now() - 24 * 60 * 60_000), db);
    }
  } catch (error) {
    console.error(JSON.stringify({ event: 'outbox.pass-failed', error: describeDeliveryError(error) }));
  }
}

/** Fire-and-forget: run a delivery pass shortly (after a lead was stored); coalesces with a pass waiting or running. */
export function kickDelivery(): void {
  scheduler().kick();
}

/** Runs a waiting pass now and resolves when no pass is running (graceful shutdown). */
export async function deliveryIdle(): Promise<void> {
  await scheduler().idle();
}

/** Polls for due messages (retries, rows left by a crashed sender) every intervalMs; returns a stop function. */
export function startDeliveryLoop(options: { intervalMs?: number; leaseMs?: number } = {}): () => void {
  if (options.leaseMs !== undefined) state().leaseMs = options.leaseMs;
  const timer = setInterval(kickDelivery, options.intervalMs ?? 5_000);
  kickDelivery();
  return () => clearInterval(timer);
}
