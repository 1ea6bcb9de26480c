import 'server-only';
import { randomUUID } from 'node:crypto';

import { and, eq, inArray, sql } from 'drizzle-orm';

import { diffInventory, type InventoryDiff } from '@/lib/alerts/inventory-diff';
import type { Db } from '@/server/db';
import { alertChanges, alerts, inventorySnapshot } from '@/server/db/schema';

import type { AlertCar } from './alert-car';
import type { AlertInventory } from './alert-inventory';
import { carsMatchingSearch } from './saved-search-match';

/**
 * One inventory check (docs/alerts.md#how-changes-are-found): the current public cars against the snapshot of the
 * last check. A lowered price becomes a change for every active price-drop alert on that car; a new car becomes one
 * for every active saved search that lists it. The changes, and the snapshot brought up to date, are written in one
 * transaction, which also holds an advisory lock: two processes checking at once (the site and a worker on one
 * PostgreSQL) cannot both record the same change.
 */

/** Arbitrary constant shared by every process of this app (the migration lock is 4_242_001). */
const CHECK_LOCK_KEY = 4_242_002;

export interface CheckResult extends InventoryDiff {
  /** Changes recorded for alerts. */
  changes: number;
}

export const NO_CHANGES: CheckResult = { priceDrops: [], added: [], changes: 0 };

/**
 * The check as the alert loop runs it: only while an alert is active. With none, the inventory is not read at all
 * (most of a dealer's day, every 20 seconds) and the snapshot is dropped, so the first alert confirmed later starts
 * from a baseline taken then (its confirmation asks for a check at once), not from the cars and prices of the last
 * time anyone was watching: those would come out as news. Null when nothing was checked.
 */
export async function checkInventoryIfWatched(
  readInventory: () => Promise<AlertInventory>,
  db: Db,
  now: Date,
): Promise<CheckResult | null> {
  const [watched] = await db.select({ id: alerts.id }).from(alerts).where(eq(alerts.status, 'active')).limit(1);
  if (!watched) {
    await db.delete(inventorySnapshot);
    return null;
  }
  return recordInventoryChanges(await readInventory(), db, now);
}

export async function recordInventoryChanges(inventory: AlertInventory, db: Db, now: Date): Promise<CheckResult> {
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`select pg_try_advisory_xact_lock(${CHECK_LOCK_KEY}) as locked`)) as {
      rows: Array<{ locked: boolean }>;
    };
    // Another process is checking right now: its check covers this one.
    if (!rows[0]?.locked) return NO_CHANGES;
    const snapshotRows = await tx.select().from(inventorySnapshot);
    const snapshot = new Map(snapshotRows.map((row) => [row.vin, row.price]));
    const diff = diffInventory(snapshot, inventory.cars);
    const byVin = new Map(inventory.cars.map((car) => [car.vin, car]));

    const changes: (typeof alertChanges.$inferInsert)[] = [];
    const change = (alertId: string, car: AlertCar, oldPrice: number | null) =>
      changes.push({
        id: randomUUID(),
        alertId,
        vin: car.vin,
        oldPrice,
        newPrice: car.price,
        title: car.title,
        path: car.path,
        createdAt: now,
      });

    if (diff.priceDrops.length > 0) {
      const watching = await tx
        .select({ id: alerts.id, vin: alerts.vin })
        .from(alerts)
        .where(
          and(
            eq(alerts.status, 'active'),
            eq(alerts.kind, 'price-drop'),
            inArray(
              alerts.vin,
              diff.priceDrops.map((drop) => drop.vin),
            ),
          ),
        );
      for (const drop of diff.priceDrops) {
        const car = byVin.get(drop.vin)!;
        for (const alert of watching) if (alert.vin === drop.vin) change(alert.id, car, drop.oldPrice);
      }
    }
    if (diff.added.length > 0) {
      const searches = await tx
        .select({ id: alerts.id, search: alerts.search })
        .from(alerts)
        .where(and(eq(alerts.status, 'active'), eq(alerts.kind, 'new-matches')));
      const added = diff.added.map((vin) => byVin.get(vin)!);
      for (const alert of searches) {
        if (!alert.search) continue;
        for (const car of carsMatchingSearch(alert.search, added, inventory.vocabulary)) change(alert.id, car, null);
      }
    }
    if (changes.length > 0) await tx.insert(alertChanges).values(changes);

    // The snapshot follows the inventory: new and repriced cars written, cars that left removed.
    const changed = inventory.cars.filter((car) => !snapshot.has(car.vin) || snapshot.get(car.vin) !== car.price);
    if (changed.length > 0) {
      await tx
        .insert(inventorySnapshot)
        .values(changed.map((car) => ({ vin: car.vin, price: car.price, seenAt: now })))
        .onConflictDoUpdate({
          target: inventorySnapshot.vin,
          set: { price: sql`excluded.price`, seenAt: sql`excluded.seen_at` },
        });
    }
    const gone = [...snapshot.keys()].filter((vin) => !byVin.has(vin));
    if (gone.length > 0) await tx.delete(inventorySnapshot).where(inArray(inventorySnapshot.vin, gone));
    return { ...diff, changes: changes.length };
  });
}
