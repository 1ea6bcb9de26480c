/**
 * GROQ parameters of the search query from a filter state. Slugs and colour families become the names the
 * inventory holds (from the vocabulary); an unknown slug becomes an empty list, so it matches nothing.
 */
import { namesMatching } from './facets';
import type { InventoryFilters } from './filters';
import type { PaymentCeilings } from './payments';
import { listsPrivateVehicles } from './private-inventory';
import type { SortOption } from './sort';

export interface InventoryVocabulary {
  makes: (string | null)[];
  models: { make: string | null; model: string | null }[];
  colors: (string | null)[];
  drivetrains: (string | null)[];
  fuels: (string | null)[];
  bodyStyles: { _id: string; value: string | null; name: string | null }[];
  stores: { _id: string; storeId: string | null; name: string | null }[];
}

export interface InventorySearchParams {
  condition: string | null;
  bodyStyleIds: string[] | null;
  makes: string[] | null;
  models: string[] | null;
  colors: string[] | null;
  drivetrains: string[] | null;
  fuels: string[] | null;
  storeIds: string[] | null;
  yearMin: number | null;
  yearMax: number | null;
  priceMin: number | null;
  priceMax: number | null;
  mileageMax: number | null;
  deal: string | null;
  payFromYear: number | null;
  payNewerMax: number | null;
  payOlderMax: number | null;
  sort: SortOption;
  /** List vehicles flagged private (private-inventory.ts decides). */
  includePrivate: boolean;
}

/**
 * Every filter off: all public vehicles, newest first. Similar vehicles start from it (public ones only: the
 * vehicle page shows their price whoever the visitor is), and so do tests.
 */
export const UNFILTERED_SEARCH: InventorySearchParams = {
  condition: null,
  bodyStyleIds: null,
  makes: null,
  models: null,
  colors: null,
  drivetrains: null,
  fuels: null,
  storeIds: null,
  yearMin: null,
  yearMax: null,
  priceMin: null,
  priceMax: null,
  mileageMax: null,
  deal: null,
  payFromYear: null,
  payNewerMax: null,
  payOlderMax: null,
  sort: 'newest',
  includePrivate: false,
};

export function inventorySearchParams(
  filters: InventoryFilters,
  vocabulary: InventoryVocabulary,
  sort: SortOption,
  payment: PaymentCeilings | null,
  /** The visitor has unlocked the private inventory. */
  unlocked = false,
): InventorySearchParams {
  const models = filters.model
    ? namesMatching(
        vocabulary.models
          .filter((entry) => filters.make === null || namesMatching([entry.make], filters.make, 'slug').length > 0)
          .map((entry) => entry.model),
        filters.model,
        'slug',
      )
    : null;
  return {
    condition: filters.condition,
    bodyStyleIds: filters.bodyStyle
      ? vocabulary.bodyStyles.filter((style) => style.value === filters.bodyStyle).map((style) => style._id)
      : null,
    makes: filters.make ? namesMatching(vocabulary.makes, filters.make, 'slug') : null,
    models,
    colors: filters.color ? namesMatching(vocabulary.colors, filters.color, 'color') : null,
    drivetrains: filters.drivetrain ? namesMatching(vocabulary.drivetrains, filters.drivetrain, 'slug') : null,
    fuels: filters.fuel ? namesMatching(vocabulary.fuels, filters.fuel, 'slug') : null,
    storeIds: filters.store
      ? vocabulary.stores.filter((store) => store.storeId === filters.store).map((store) => store._id)
      : null,
    yearMin: filters.yearMin,
    yearMax: filters.yearMax,
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
    mileageMax: filters.mileageMax,
    deal: filters.deal,
    payFromYear: payment?.fromYear ?? null,
    payNewerMax: payment?.newerMaxPrice ?? null,
    payOlderMax: payment?.olderMaxPrice ?? null,
    sort,
    includePrivate: listsPrivateVehicles(filters, sort, unlocked),
  };
}

/** How many similar vehicles a vehicle page shows. */
export const SIMILAR_VEHICLES = 4;

/**
 * The search for a vehicle page's "similar vehicles" (same body style, price within ±30 %, newest first): the
 * `similar` sub-query of vehicleByVinQuery as search parameters, for the embedded fast path. The caller drops the
 * vehicle itself and keeps the first SIMILAR_VEHICLES.
 */
export function similarSearchParams(vehicle: { bodyStyleRef: string; price: number }): InventorySearchParams {
  return {
    ...UNFILTERED_SEARCH,
    bodyStyleIds: [vehicle.bodyStyleRef],
    // Whole-dollar prices: price ≥ 0.7 × p ⇔ price ≥ ceil(0.7 × p); the tiny epsilon absorbs float error.
    priceMin: Math.ceil(vehicle.price * 0.7 - 1e-9),
    priceMax: Math.floor(vehicle.price * 1.3 + 1e-9),
  };
}
