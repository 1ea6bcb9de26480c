import 'server-only';
import { fetchPublishedContent } from '@/content';
import { alertInventoryQuery, enabledPagesQuery, inventoryVocabularyQuery } from '@/content/queries';
import { vocabularyOf, type InventoryVocabularyData } from '@/server/inventory/vocabulary';

import { alertCarOf, type AlertCar } from './alert-car';

export type { AlertCar };

/**
 * The inventory as alerts see it (docs/alerts.md#how-changes-are-found): the published public cars, read through the
 * content facade (the embedded dataset as this process last loaded it, or the Content Lake), outside any page render.
 */

export interface AlertInventory {
  cars: AlertCar[];
  vocabulary: InventoryVocabularyData;
}

/** Whether this site has an inventory at all (the sell-car variant has none: its alert routes answer 404). */
export async function alertsAvailable(): Promise<boolean> {
  const enabledPages = await fetchPublishedContent({ query: enabledPagesQuery, params: {}, tags: ['siteSettings'] });
  return (enabledPages ?? []).includes('inventory');
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
