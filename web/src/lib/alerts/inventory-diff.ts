/**
 * What changed in the inventory since the last check (docs/alerts.md#how-changes-are-found): the cars whose price
 * went down and the cars that are new. Pure: the caller reads the snapshot and the current cars.
 */

export interface InventoryCar {
  vin: string;
  price: number | null;
}

export interface PriceDrop {
  vin: string;
  oldPrice: number;
  newPrice: number;
}

export interface InventoryDiff {
  priceDrops: PriceDrop[];
  /** VINs not in the snapshot. */
  added: string[];
}

/**
 * Compares the current cars with the snapshot (VIN → price). An empty snapshot is the first check: it only sets the
 * baseline, or every car of the lot would be "new". A car without a price (or whose earlier price was unknown) is
 * no drop; a car that left and came back is new again.
 */
export function diffInventory(
  snapshot: ReadonlyMap<string, number | null>,
  current: readonly InventoryCar[],
): InventoryDiff {
  if (snapshot.size === 0) return { priceDrops: [], added: [] };
  const priceDrops: PriceDrop[] = [];
  const added: string[] = [];
  for (const car of current) {
    if (!snapshot.has(car.vin)) {
      added.push(car.vin);
      continue;
    }
    const before = snapshot.get(car.vin) ?? null;
    if (before !== null && car.price !== null && car.price < before) {
      priceDrops.push({ vin: car.vin, oldPrice: before, newPrice: car.price });
    }
  }
  return { priceDrops, added };
}
