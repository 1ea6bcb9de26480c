import 'server-only';
import type { InventoryVocabularyQueryResult } from '@/content/sanity.types';
import type { PaymentSettings } from '@/lib/inventory/card-payment';
import type { InventoryVocabulary } from '@/lib/inventory/search-params';

/**
 * The inventory's vocabulary (the names its filters map slugs to) shaped from inventoryVocabularyQuery's answer, and
 * the finance settings the payments filter is priced with. No reads here: search.ts reads for pages, the alert check
 * (server/alerts) for itself, outside a page render.
 */

export interface InventoryVocabularyData extends InventoryVocabulary {
  stores: InventoryVocabularyQueryResult['stores'];
}

const unique = <T>(values: T[]) => [...new Set(values)];

/** The vocabulary of an answer to inventoryVocabularyQuery (the alert check reads its own, outside a page render). */
export function vocabularyOf(data: InventoryVocabularyQueryResult): InventoryVocabularyData {
  const seenModels = new Set<string>();
  return {
    makes: unique(data.rows.map((row) => row.make)),
    models: data.rows
      .map((row) => ({ make: row.make, model: row.model }))
      .filter((entry) => {
        const key = `${entry.make}|${entry.model}`;
        if (seenModels.has(key)) return false;
        seenModels.add(key);
        return true;
      }),
    colors: unique(data.rows.map((row) => row.exteriorColor)),
    drivetrains: unique(data.rows.map((row) => row.drivetrain)),
    fuels: unique(data.rows.map((row) => row.fuelType)),
    bodyStyles: data.bodyStyles,
    stores: data.stores,
  };
}

/** The store whose finance settings price the payments filter: the visitor's store, else the first with a rate. */
export function paymentSettingsFor(
  vocabulary: InventoryVocabularyData,
  storeId: string | null | undefined,
): PaymentSettings | null {
  const store =
    vocabulary.stores.find((entry) => entry.storeId === storeId && entry.baseApr != null) ??
    vocabulary.stores.find((entry) => entry.baseApr != null);
  if (!store || store.baseApr == null) return null;
  return { baseAprPercent: store.baseApr, documentaryFee: store.fees?.documentary ?? null };
}
