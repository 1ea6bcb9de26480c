/**
 * Visit-count rule (docs/popups.md#visit-counts): neither min nor max → at least one visit; both → inclusive range; min only → count ≥ min;
 * max only → count ≤ max.
 */
export function visitCountHolds(
  count: number,
  minCount: number | null | undefined,
  maxCount: number | null | undefined,
): boolean {
  const hasMin = typeof minCount === 'number';
  const hasMax = typeof maxCount === 'number';
  if (!hasMin && !hasMax) return count >= 1;
  if (hasMin && hasMax) return count >= minCount && count <= maxCount;
  if (hasMin) return count >= minCount;
  return count <= (maxCount as number);
}
