/**
 * Test support: the alerts' inventory reads over a seed dataset with groq-js (the same queries the site runs),
 * without the content facade (Jest cannot load the Content Lake client). `edit` changes a car the way a publish
 * would, for the next read.
 */
import { runEmbeddedQuery } from '@/content/embedded/run-query';
import { seedDataset, type SeedDatasetName } from '@/content/embedded/testing/seed-dataset';
import { alertInventoryQuery, enabledPagesQuery, inventoryVocabularyQuery } from '@/content/queries';
import type { AlertInventoryQueryResult, InventoryVocabularyQueryResult } from '@/content/sanity.types';
import { vocabularyOf } from '@/server/inventory/vocabulary';

import { alertCarOf, type AlertCar } from '../alert-car';
import type { AlertInventory } from '../alert-inventory';

export function seedAlertInventory(dataset: SeedDatasetName) {
  const data = seedDataset(dataset);
  const edits = new Map<string, Partial<AlertInventoryQueryResult[number]>>();
  const hidden = new Set<string>();
  const read = async (): Promise<AlertInventory> => {
    const documents = (await runEmbeddedQuery(data, alertInventoryQuery)) as AlertInventoryQueryResult;
    const vocabulary = (await runEmbeddedQuery(data, inventoryVocabularyQuery)) as InventoryVocabularyQueryResult;
    return {
      cars: documents
        .filter((document) => !hidden.has(document.vin ?? ''))
        .flatMap((document) => alertCarOf({ ...document, ...edits.get(document.vin ?? '') }) ?? []),
      vocabulary: vocabularyOf(vocabulary),
    };
  };
  return {
    readAlertInventory: read,
    alertsAvailable: async () =>
      ((await runEmbeddedQuery(data, enabledPagesQuery)) as string[] | null)?.includes('inventory') ?? false,
    findAlertCar: async (vin: string): Promise<AlertCar | null> =>
      (await read()).cars.find((car) => car.vin === vin.toUpperCase()) ?? null,
    /** Changes a car's fields for every later read (a publish or an import). */
    edit: (vin: string, fields: Partial<AlertInventoryQueryResult[number]>) =>
      edits.set(vin, { ...edits.get(vin), ...fields }),
    /** Takes a car out of every later read (sold, or not imported yet). */
    hide: (vin: string) => hidden.add(vin),
    reset: () => {
      edits.clear();
      hidden.clear();
    },
  };
}
