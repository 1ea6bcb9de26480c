/** Summary statistics of measured samples. Pure. */

/** Nearest-rank percentile (p in 0–100) of unsorted samples; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** Median of unsorted samples (mean of the middle two for an even count); NaN when there are none. */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/**
 * Per-metric median over repeated runs of the same measurement (Lighthouse's 3 runs): each metric's median is
 * taken on its own. A metric missing from a run (NaN) is left out of that metric's median.
 */
export function medianOfRuns<K extends string>(runs: readonly Record<K, number>[]): Record<K, number> {
  const keys = new Set(runs.flatMap((run) => Object.keys(run) as K[]));
  const result = {} as Record<K, number>;
  for (const key of keys) result[key] = median(runs.map((run) => run[key]).filter((value) => !Number.isNaN(value)));
  return result;
}
