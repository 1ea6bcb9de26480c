import 'server-only';

import { ALERT_CHECK_INTERVAL_MS } from '@/lib/alerts/constants';
import { getDb } from '@/server/db';
import { leadContent } from '@/server/leads/lead-content';
import { kickDelivery } from '@/server/outbox/delivery';
import { createKickScheduler, type KickScheduler } from '@/server/outbox/kick-scheduler';

import { alertsAvailable, readAlertInventory } from './alert-inventory';
import { alertMailRenderer } from './alert-mail-context';
import { pruneAlerts } from './alert-store';
import { checkInventoryIfWatched, NO_CHANGES } from './inventory-check';
import { sendDueDigests } from './send-digests';

/**
 * The alerts' pass, beside the outbox's delivery loop in the site's processes (instrumentation.ts; the separate mail
 * worker does not run it, it has no content layer that follows publishes): compare the inventory with its snapshot, queue the e-mails that are due, and
 * hand them to the outbox. It runs every ALERT_CHECK_INTERVAL_MS, right after a publish and right after an alert's
 * first confirmation (kickAlertCheck), one pass at a time. Logs carry counts only, never addresses.
 */
export async function runAlertPass(now: Date = new Date()): Promise<void> {
  try {
    if (!(await alertsAvailable())) return;
    const db = await getDb();
    const check = (await checkInventoryIfWatched(readAlertInventory, db, now)) ?? NO_CHANGES;
    const renderer = await alertMailRenderer(leadContent);
    const queued = await sendDueDigests(db, now, renderer.digest);
    await pruneAlerts(db, now);
    if (check.changes > 0 || queued > 0) {
      console.info(
        JSON.stringify({
          event: 'alerts.pass',
          priceDrops: check.priceDrops.length,
          added: check.added.length,
          changes: check.changes,
          mails: queued,
        }),
      );
    }
    if (queued > 0) kickDelivery();
  } catch (error) {
    console.error(
      JSON.stringify({ event: 'alerts.pass-failed', error: error instanceof Error ? error.name : 'unknown' }),
    );
  }
}

const holder = globalThis as typeof globalThis & { __dealerAlerts?: KickScheduler };
const scheduler = () => (holder.__dealerAlerts ??= createKickScheduler(() => runAlertPass(), 0));

/** Runs a pass soon (after a publish changed vehicles); coalesces with a pass waiting or running. */
export function kickAlertCheck(): void {
  scheduler().kick();
}

/**
 * Runs a pass now and resolves once it is done: an alert's first confirmation waits for the inventory's baseline,
 * so a price lowered right after it is a change (inventory-check.ts, checkInventoryIfWatched).
 */
export async function checkAlertsNow(): Promise<void> {
  const pass = scheduler();
  pass.kick();
  await pass.idle();
}

/** Resolves once no pass runs (graceful shutdown). */
export async function alertsIdle(): Promise<void> {
  await scheduler().idle();
}

/** Runs a pass now and every `intervalMs`; returns the stop function. */
export function startAlertLoop(options: { intervalMs?: number } = {}): () => void {
  const timer = setInterval(kickAlertCheck, options.intervalMs ?? ALERT_CHECK_INTERVAL_MS);
  timer.unref?.();
  kickAlertCheck();
  return () => clearInterval(timer);
}
