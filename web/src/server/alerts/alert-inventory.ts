import 'server-only';
import { vehiclePath } from '@dealer/schemas/routes';

import { fetchPublishedContent } from '@/content';
import { alertInventoryQuery, enabledPagesQuery, inventoryVocabularyQuery } from '@/content/queries';
import type { AlertInventoryQueryResult } from '@/content/sanity.types';
import type { InventoryCar } from '@/lib/alerts/inventory-diff';
import { vocabularyOf, type InventoryVocabularyData } from '@/server/inventory/search';

/**
 * The inventory as alerts see it (docs/alerts.md#how-changes-are-found): the published public cars, read through the
 * content facade (the embedded dataset as this process last loaded it, or the Content Lake), outside any page render.
 */

export type AlertInventoryDocument = AlertInventoryQueryResult[number];

export interface AlertCar extends InventoryCar {
  /** "2021 Honda Accord EX". */
  title: string;
  /** The car's page. */
  path: string;
  document: AlertInventoryDocument;
}

export interface AlertInventory {
  cars: AlertCar[];
  vocabulary: InventoryVocabularyData;
}

/** Whether this site has an inventory at all (the sell-car variant has none: its alert routes answer 404). */
export async function alertsAvailable(): Promise<boolean> {
  const enabledPages = await fetchPublishedContent({ query: enabledPagesQuery, params: {}, tags: ['siteSettings'] });
  return (enabledPages ?? []).includes('inventory');
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

export async function readAlertInventory(): Promise<AlertInventory> {
  const [documents, vocabulary] = await Promise.all([
    fetchPublishedContent({ query: alertInventoryQuery, params: {}, tags: ['vehicle'] }),
    fetchPublishedContent({ query: inventoryVocabularyQuery, params: {}, tags: ['vehicle', 'bodyStyle', 'store'] }),
  ]);
  return {
    cars: documents.flatMap((document) => alertCarOf(document) ?? []),
    vocabulary: vocabularyOf(vocabulary),
  };
}

/** The public car with this VIN, or null (a private, sold or unknown VIN cannot be followed). */
export async function findAlertCar(vin: string): Promise<AlertCar | null> {
  const { cars } = await readAlertInventory();
  return cars.find((car) => car.vin === vin.toUpperCase()) ?? null;
}
