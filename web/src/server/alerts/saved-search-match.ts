import 'server-only';

import { evaluateInventorySearch } from '@/lib/inventory/evaluate-search';
import { parseFilterPath } from '@/lib/inventory/filters';
import { paymentPriceCeilings } from '@/lib/inventory/payments';
import { inventorySearchParams } from '@/lib/inventory/search-params';
import { paymentSettingsFor, type InventoryVocabularyData } from '@/server/inventory/vocabulary';

import type { AlertCar } from './alert-car';

/**
 * The cars among `cars` that a saved search (a canonical search path) lists, decided by the search page's own code:
 * its path parser (lib/inventory/filters.ts), its search parameters (names from the vocabulary, the payment ceilings
 * of the store's finance settings) and its filter (lib/inventory/evaluate-search.ts, held equal to the GROQ the
 * Content Lake runs). Public cars only, as a visitor who saved nothing sees them.
 */
export function carsMatchingSearch(
  search: string,
  cars: readonly AlertCar[],
  vocabulary: InventoryVocabularyData,
): AlertCar[] {
  const filters = parseFilterPath(search);
  if (!filters || cars.length === 0) return [];
  const settings = filters.payment !== null ? paymentSettingsFor(vocabulary, filters.store) : null;
  const ceilings = filters.payment !== null && settings ? paymentPriceCeilings(filters.payment, settings) : null;
  const params = inventorySearchParams(filters, vocabulary, 'newest', ceilings, false);
  const byId = new Map(cars.map((car) => [car.document._id, car]));
  return evaluateInventorySearch(
    cars.map((car) => car.document as unknown as Record<string, unknown>),
    params,
  ).flatMap((row) => byId.get(row._id) ?? []);
}
