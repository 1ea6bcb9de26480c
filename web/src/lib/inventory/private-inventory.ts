/**
 * Private inventory (vehicle `isPrivate`): such vehicles are listed with the rest, but their price
 * (and so their payment and any price drop) shows only to a visitor who has unlocked the inventory by saving their
 * details (a valid visitor profile, the pass the vehicle page also checks).
 *
 * Decision: until then, a search that filters or sorts by price (price range, monthly payment, price sorts) leaves
 * private vehicles out, so neither the result set nor its order gives a hidden price away. Pure.
 */
import type { InventoryFilters } from './filters';
import type { SortOption } from './sort';

const PRICE_SORTS: readonly SortOption[] = ['priceHigh', 'priceLow'];

/** Whether the search lists private vehicles for this visitor. */
export function listsPrivateVehicles(
  filters: Pick<InventoryFilters, 'priceMin' | 'priceMax' | 'payment'>,
  sort: SortOption,
  unlocked: boolean,
): boolean {
  if (unlocked) return true;
  const byPrice =
    filters.priceMin !== null || filters.priceMax !== null || filters.payment !== null || PRICE_SORTS.includes(sort);
  return !byPrice;
}

/** Whether a vehicle's price may be shown to this visitor. */
export function priceVisible(vehicle: { isPrivate?: boolean | null }, unlocked: boolean): boolean {
  return vehicle.isPrivate !== true || unlocked;
}
