/**
 * The cars an offer applies to, as inventory searches (docs/offers.md): each row of its `vehicleConditions` narrows
 * by the fields it fills (condition, model year, make, model, maximum mileage) and the rows add up; no row means
 * any car. One search per row, in the row order. Pure.
 */
import { slugify, VEHICLE_CONDITIONS, type VehicleCondition } from '@dealer/schemas/routes';
import { EMPTY_FILTERS, type InventoryFilters } from '@/lib/inventory/filters';

export interface OfferVehicleCondition {
  condition?: string | null;
  year?: number | null;
  make?: string | null;
  model?: string | null;
  mileage?: number | null;
}

const isCondition = (value: string | null | undefined): value is VehicleCondition =>
  (VEHICLE_CONDITIONS as readonly string[]).includes(value ?? '');

export function offerVehicleSearches(
  conditions: readonly OfferVehicleCondition[] | null | undefined,
): InventoryFilters[] {
  const rows = conditions ?? [];
  if (rows.length === 0) return [EMPTY_FILTERS];
  const searches = rows.map((row): InventoryFilters => ({
    ...EMPTY_FILTERS,
    condition: isCondition(row.condition) ? row.condition : null,
    make: row.make?.trim() ? slugify(row.make) : null,
    model: row.model?.trim() ? slugify(row.model) : null,
    yearMin: row.year ?? null,
    yearMax: row.year ?? null,
    mileageMax: row.mileage ?? null,
  }));
  // Two rows asking the same thing are one search.
  return searches.filter(
    (search, index) => searches.findIndex((other) => JSON.stringify(other) === JSON.stringify(search)) === index,
  );
}
