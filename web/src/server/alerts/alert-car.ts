import 'server-only';
import { vehiclePath } from '@dealer/schemas/routes';

import type { AlertInventoryQueryResult } from '@/content/sanity.types';
import type { InventoryCar } from '@/lib/alerts/inventory-diff';

/** One public car as alerts see it: its snapshot entry, its name and page, and the fields the search filter reads. */
export type AlertInventoryDocument = AlertInventoryQueryResult[number];

export interface AlertCar extends InventoryCar {
  /** "2021 Honda Accord EX". */
  title: string;
  /** The car's page. */
  path: string;
  document: AlertInventoryDocument;
}

export function alertCarOf(document: AlertInventoryDocument): AlertCar | null {
  const { vin, year, make, model } = document;
  if (!vin || !year || !make || !model) return null;
  return {
    vin: vin.toUpperCase(),
    price: document.price,
    title: [year, make, model, document.trim].filter(Boolean).join(' '),
    path: vehiclePath({ condition: document.condition ?? 'used', year, make, model, vin }),
    document,
  };
}
