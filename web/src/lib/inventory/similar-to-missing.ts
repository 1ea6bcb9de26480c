/**
 * Cars like one that is no longer in stock (docs/routes-and-seo.md, "Not found and gone"): cars of the same make and
 * model, else cars of the same body style in its price band (±30 %, as the vehicle page's similar cars), newest
 * first as the candidates come; and the search that lists all of them. Pure.
 */
import { slugify } from '@dealer/schemas/routes';
import { EMPTY_FILTERS, type InventoryFilters } from './filters';

/** How many similar cars the page of a car not in stock shows. */
export const MISSING_VEHICLE_SIMILAR = 6;

/** What is known of the missing car: a sold record has it all, a VIN the catalogue never had only its URL's words. */
export interface MissingVehicleTarget {
  make: string | null;
  model: string | null;
  bodyStyle: { _id: string; value: string | null } | null;
  price: number | null;
}

export interface SimilarCandidate {
  _id: string;
  make: string | null;
  model: string | null;
  bodyStyleId: string | null;
  price: number | null;
}

export type SimilarMatch = 'makeModel' | 'bodyStyle' | null;

/** The price band of similar cars, whole dollars. */
export function priceBand(price: number): { min: number; max: number } {
  // The tiny epsilon absorbs float error: price ≥ 0.7 × p ⇔ price ≥ ceil(0.7 × p).
  return { min: Math.ceil(price * 0.7 - 1e-9), max: Math.floor(price * 1.3 + 1e-9) };
}

const same = (a: string | null, b: string | null) => a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

export function selectSimilarToMissing(
  target: MissingVehicleTarget,
  candidates: readonly SimilarCandidate[],
  limit = MISSING_VEHICLE_SIMILAR,
): { ids: string[]; matchedBy: SimilarMatch } {
  const sameModel = candidates.filter((car) => same(car.make, target.make) && same(car.model, target.model));
  if (sameModel.length > 0) return { ids: sameModel.slice(0, limit).map((car) => car._id), matchedBy: 'makeModel' };
  const { bodyStyle, price } = target;
  if (!bodyStyle || price === null) return { ids: [], matchedBy: null };
  const band = priceBand(price);
  const sameStyle = candidates.filter(
    (car) => car.bodyStyleId === bodyStyle._id && car.price !== null && car.price >= band.min && car.price <= band.max,
  );
  if (sameStyle.length === 0) return { ids: [], matchedBy: null };
  return { ids: sameStyle.slice(0, limit).map((car) => car._id), matchedBy: 'bodyStyle' };
}

/** The search listing what matched (all cars when nothing did). */
export function similarSearchFilters(target: MissingVehicleTarget, matchedBy: SimilarMatch): InventoryFilters {
  if (matchedBy === 'makeModel' && target.make && target.model)
    return { ...EMPTY_FILTERS, make: slugify(target.make), model: slugify(target.model) };
  if (matchedBy === 'bodyStyle' && target.bodyStyle?.value && target.price !== null) {
    const band = priceBand(target.price);
    return { ...EMPTY_FILTERS, bodyStyle: target.bodyStyle.value, priceMin: band.min, priceMax: band.max };
  }
  return EMPTY_FILTERS;
}
