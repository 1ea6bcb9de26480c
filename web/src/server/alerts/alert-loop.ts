import 'server-only';

import { ALERT_CHECK_INTERVAL_MS } from '@/lib/alerts/constants';
import { getDb } from '@/server/db';
import { leadContent } from '@/server/leads/lead-content';
import { kickDelivery } from '@/server/outbox/delivery';
import { createKickScheduler, type KickScheduler } from '@/server/outbox/kick-scheduler';

import { alertsAvailable, readAlertInventory } from './alert-inventory';
import { alertMailRenderer } from './alert-mail-context';
import { pruneAlerts } from './alert-store';
import { recordInventoryChanges } from './inventory-check';
import { sendDueDigests } from './send-digests';

/**
 * The alerts' pass, beside the outbox's delivery loop in the same processes (instrumentation.ts for the site,
 * scripts/src/worker.ts for a worker): compare the inventory with its snapshot, queue the e-mails that are due, and
 * hand them to the outbox. It runs every ALERT_CHECK_INTERVAL_MS and right after a publish (kickAlertCheck), one pass
 * at a time. Logs carry counts only, never addresses.
 */
export async function runAlertPass(now: Date = new Date()): Promise<void> {
  try {
    if (!(await alertsAvailable())) return;
    const db = await getDb();
    const inventory = await readAlertInventory();
    const check = await recordInventoryChanges(inventory, db, now);
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
