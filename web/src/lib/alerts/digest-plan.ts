/**
 * Which alert e-mails go out now (docs/alerts.md#batching): the pending changes of each shopper become one e-mail
 * once the oldest of them has waited the batch time, and an alert is in at most one e-mail a day (its later changes
 * wait for the next day's e-mail). Pure: the caller reads the active alerts and their pending changes.
 */
import { ALERT_BATCH_MS, ALERT_MAIL_INTERVAL_MS } from './constants';

export interface DigestAlert {
  id: string;
  email: string;
  lang: 'en' | 'es';
  origin: string;
  unsubscribeToken: string;
  kind: 'price-drop' | 'new-matches';
  vin: string | null;
  search: string | null;
  lastMailedAt: Date | null;
}

export interface PendingChange {
  id: string;
  alertId: string;
  vin: string;
  /** Null: a new car matching a saved search. */
  oldPrice: number | null;
  newPrice: number | null;
  title: string;
  path: string;
  createdAt: Date;
}

/** One car of an e-mail: the changes of one alert and car merged (first price before, last price after). */
export interface DigestCar {
  alertId: string;
  vin: string;
  oldPrice: number | null;
  newPrice: number | null;
  title: string;
  path: string;
}

export interface Digest {
  email: string;
  lang: 'en' | 'es';
  origin: string;
  alerts: DigestAlert[];
  cars: DigestCar[];
  /** Every pending change this e-mail settles (mailed, or merged away). */
  changeIds: string[];
}

export interface DigestTiming {
  batchMs?: number;
  intervalMs?: number;
}

/** Whether the alert may be mailed now: never mailed, or its last e-mail is at least a day old. */
export function alertMayMail(alert: Pick<DigestAlert, 'lastMailedAt'>, now: Date, intervalMs = ALERT_MAIL_INTERVAL_MS) {
  return alert.lastMailedAt === null || now.getTime() - alert.lastMailedAt.getTime() >= intervalMs;
}

const shopperKey = (email: string) => email.trim().toLowerCase();

/**
 * Merges the changes of one alert and car: a new car whose price then dropped is still one new car (at its latest
 * price); two drops are one drop from the first price to the last. A drop that was undone before the e-mail (the
 * price is back up) is no news and is left out.
 */
export function mergeChanges(changes: readonly PendingChange[]): DigestCar[] {
  const byCar = new Map<string, PendingChange[]>();
  for (const change of [...changes].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const key = `${change.alertId} ${change.vin}`;
    byCar.set(key, [...(byCar.get(key) ?? []), change]);
  }
  const cars: DigestCar[] = [];
  for (const list of byCar.values()) {
    const first = list[0]!;
    const last = list[list.length - 1]!;
    const car: DigestCar = {
      alertId: first.alertId,
      vin: first.vin,
      oldPrice: first.oldPrice,
      newPrice: last.newPrice,
      title: last.title,
      path: last.path,
    };
    if (car.oldPrice !== null && (car.newPrice === null || car.newPrice >= car.oldPrice)) continue;
    cars.push(car);
  }
  return cars;
}

/** The e-mails to send now, one per shopper whose batch is ready. */
export function planDigests(
  alerts: readonly DigestAlert[],
  changes: readonly PendingChange[],
  now: Date,
  timing: DigestTiming = {},
): Digest[] {
  const batchMs = timing.batchMs ?? ALERT_BATCH_MS;
  const due = new Map(
    alerts.filter((alert) => alertMayMail(alert, now, timing.intervalMs)).map((alert) => [alert.id, alert]),
  );
  const byShopper = new Map<string, { alerts: Map<string, DigestAlert>; changes: PendingChange[] }>();
  for (const change of changes) {
    const alert = due.get(change.alertId);
    if (!alert) continue;
    const key = shopperKey(alert.email);
    const entry = byShopper.get(key) ?? { alerts: new Map<string, DigestAlert>(), changes: [] as PendingChange[] };
    entry.alerts.set(alert.id, alert);
    entry.changes.push(change);
    byShopper.set(key, entry);
  }
  const digests: Digest[] = [];
  for (const entry of byShopper.values()) {
    const oldest = Math.min(...entry.changes.map((change) => change.createdAt.getTime()));
    if (now.getTime() - oldest < batchMs) continue;
    const cars = mergeChanges(entry.changes);
    const shopperAlerts = [...entry.alerts.values()].filter((alert) => cars.some((car) => car.alertId === alert.id));
    const changeIds = entry.changes.map((change) => change.id);
    // The latest sign-up's language and site: the shopper's most recent choice.
    const latest = [...entry.alerts.values()].at(-1)!;
    digests.push({
      email: latest.email,
      lang: latest.lang,
      origin: latest.origin,
      alerts: shopperAlerts,
      cars,
      changeIds,
    });
  }
  return digests;
}
