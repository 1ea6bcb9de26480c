/** The inventory search section: the probe over each seeded dataset size, in turn. */
import { timeInventoryQuery, type QueryTiming } from './inventory-query';
import { queryLines } from './query-lines';
import type { SectionResult } from './section-result';

export async function querySection(
  seedDirs: readonly string[],
  log: (message: string) => void,
): Promise<SectionResult> {
  const timings: QueryTiming[] = [];
  for (const seedDir of seedDirs) {
    log(`inventory search over ${seedDir}`);
    timings.push(await timeInventoryQuery(seedDir));
  }
  return { lines: timings.flatMap(queryLines), raw: timings };
}
