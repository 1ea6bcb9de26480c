/** What a pure validator returns: `true` when the value is fine, otherwise the message an editor sees. */
export type ValidationResult = true | string;

/** Values that appear more than once, each listed once, in first-seen order. */
export function findDuplicates(values: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const value of values) {
    if (value === null || value === undefined || value === '') continue;
    if (seen.has(value)) duplicates.add(value);
    seen.add(value);
  }
  return [...duplicates];
}
