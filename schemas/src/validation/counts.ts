import type { ValidationResult } from './result';

/** `minCount` ≤ `maxCount` when both are set. */
export function validateCountRange(
  minCount: number | undefined | null,
  maxCount: number | undefined | null,
): ValidationResult {
  if (minCount === undefined || minCount === null || maxCount === undefined || maxCount === null) return true;
  return minCount <= maxCount || `Minimum (${minCount}) cannot exceed maximum (${maxCount})`;
}
