import 'server-only';
import { vehiclePath } from '@dealer/schemas/routes';
import { fetchContent } from '@/content';
import { dealVehicleQuery } from '@/content/queries';
import type { DealVehicleQueryResult } from '@/content/sanity.types';
import { dealStoreSettings, type DealCar } from '@/lib/deal/facts';
import { vehicleTitle } from '@/lib/inventory/format';

export type DealVehicleRow = NonNullable<DealVehicleQueryResult>;

/** The car with this VIN and its store's finance settings, as the content has them now; null when none is in stock. */
export async function dealVehicle(vin: string): Promise<DealVehicleRow | null> {
  return fetchContent({ query: dealVehicleQuery, params: { vin }, tags: ['vehicle', 'store'] });
}

/** The browser's view of the car: a private car's price stays on the server. */
export function dealCarOf(row: DealVehicleRow): DealCar | null {
  const { vin, year, make, model } = row;
  if (!vin || !year || !make || !model) return null;
  const isPrivate = row.isPrivate === true;
  const asset = row.image?.asset;
  return {
    vin,
    title: vehicleTitle(row),
    href: vehiclePath({ condition: row.condition ?? 'used', year, make, model, vin }),
    year,
    condition: row.condition ?? null,
    price: isPrivate ? null : (row.price ?? null),
    privateId: isPrivate ? row._id : null,
    mileage: row.mileage ?? null,
    image: asset?.url ? { url: asset.url, width: asset.width ?? 1200, height: asset.height ?? 800 } : null,
    store: row.store?.storeId
      ? { storeId: row.store.storeId, name: row.store.name ?? row.store.storeId, phone: row.store.phone ?? null }
      : null,
    settings: dealStoreSettings(row.store),
  };
}
