/**
 * When a cached search page's result set itself depends on the visitor (docs/caching.md): the page lists what an
 * anonymous visitor gets (private vehicles left out of price searches, the payments filter on the standard
 * terms), so an unlocked visitor's price search and a payments filter on saved terms are computed again for them
 * by `GET /api/vehicles/personal-results` (its request: personal-results-request.ts). Pure.
 */
import type { VisitorPricing } from '@/lib/profile/visitor-pricing';
import type { InventoryFilters } from './filters';
import { listsPrivateVehicles } from './private-inventory';
import type { SortOption } from './sort';

/** Whether this visitor's results differ from the cached (anonymous) ones. */
export function needsPersonalResults(
  search: { filters: Pick<InventoryFilters, 'priceMin' | 'priceMax' | 'payment'>; sort: SortOption },
  pricing: VisitorPricing,
): boolean {
  const privateLeftOut = !listsPrivateVehicles(search.filters, search.sort, false);
  return (pricing.unlocked && privateLeftOut) || (pricing.terms !== null && search.filters.payment !== null);
}
