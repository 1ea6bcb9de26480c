import type { BenchLine } from './bench-line';

/** What each bench section hands back: its report lines and the raw numbers kept in bench/results.json. */
export interface SectionResult {
  lines: BenchLine[];
  raw: unknown;
}
