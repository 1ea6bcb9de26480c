/**
 * Test support: the seed datasets (seed/dist/<name>.ndjson) as the embedded site loads them, so a test runs the
 * site's own GROQ with groq-js over the real CMS content. Each dataset is read once per test file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { buildDataset, parseNdjson, type EmbeddedDataset } from '../dataset';
import { svgDimensions } from '../image-assets';

export type SeedDatasetName = 'sell-car' | 'dealership';

/** The repository's seed/dist folder (tests run from any working directory). */
export const SEED_DIST_DIR = path.resolve(__dirname, '../../../../../seed/dist');

const documentsCache = new Map<SeedDatasetName, Record<string, unknown>[]>();
const datasetCache = new Map<SeedDatasetName, EmbeddedDataset>();

/** The dataset's documents as seeded (no image asset documents). */
export function seedDocuments(name: SeedDatasetName): Record<string, unknown>[] {
  let documents = documentsCache.get(name);
  if (!documents) {
    documents = parseNdjson(readFileSync(path.join(SEED_DIST_DIR, `${name}.ndjson`), 'utf8'));
    documentsCache.set(name, documents);
  }
  return documents;
}

/** The dataset ready for runEmbeddedQuery, image assets sized from the seeded SVG files as the site does. */
export function seedDataset(name: SeedDatasetName): EmbeddedDataset {
  let dataset = datasetCache.get(name);
  if (!dataset) {
    dataset = buildDataset(name, seedDocuments(name), (file) =>
      file.endsWith('.svg')
        ? svgDimensions(readFileSync(path.join(SEED_DIST_DIR, 'images', file), 'utf8'))
        : { width: 800, height: 600 },
    );
    datasetCache.set(name, dataset);
  }
  return dataset;
}
