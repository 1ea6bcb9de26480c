/** Vehicle-level pricing facts: age, German make, excluded makes and models. */
import { isoDateInZone } from '../format/date';
import { EXCLUDED_MAKES, EXCLUDED_MODELS, GERMAN_MAKES, PRICING_TIME_ZONE } from './constants';

/** "Mercedes Benz", "MERCEDES-BENZ" and "Mercedes-Benz" compare equal. */
export const canonicalName = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The calendar year in the store's zone. */
export function currentYear(today: Date): number {
  return Number(isoDateInZone(today, PRICING_TIME_ZONE).slice(0, 4));
}

/** Current year − model year. */
export function vehicleAge(modelYear: number, today: Date): number {
  return currentYear(today) - modelYear;
}

export function isGermanMake(make: string): boolean {
  return GERMAN_MAKES.some((german) => canonicalName(german) === canonicalName(make));
}

/** The excluded make this vehicle has, if any. */
export function excludedMake(make: string): string | undefined {
  return EXCLUDED_MAKES.find((excluded) => canonicalName(excluded) === canonicalName(make));
}

/** The excluded model this vehicle is (by whole word: "Corvette Convertible" and "Wrangler Unlimited" count). */
export function excludedModel(model: string): string | undefined {
  const words = model.toLowerCase().split(/[^a-z0-9]+/);
  return EXCLUDED_MODELS.find((excluded) => words.includes(excluded.toLowerCase()));
}
