import 'server-only';
import { paymentTermsFor } from '@/lib/inventory/card-payment';
import type { PersonalResultsRequest } from '@/lib/inventory/personal-results-request';
import type { VisitorPricing } from '@/lib/profile/visitor-pricing';
import { inventoryVocabulary, paymentSettingsFor, searchInventory, type VehicleCard } from './search';

export interface PersonalResults {
  total: number;
  page: number;
  pageCount: number;
  vehicles: VehicleCard[];
}

/**
 * One page of results for this visitor: their saved terms price the payments filter, and an unlocked visitor's
 * search lists private vehicles (with their prices) in price searches too. The same search the page runs.
 */
export async function personalResults(
  request: PersonalResultsRequest,
  pricing: VisitorPricing,
): Promise<PersonalResults> {
  const vocabulary = await inventoryVocabulary();
  const payment = paymentSettingsFor(vocabulary, request.storeId);
  const results = await searchInventory(
    request.filters,
    request.view,
    payment ? paymentTermsFor(payment, pricing.terms) : null,
    pricing.unlocked,
  );
  return {
    total: results.total,
    page: results.slice.page,
    pageCount: results.slice.pageCount,
    vehicles: results.vehicles,
  };
}
