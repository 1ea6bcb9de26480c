/**
 * A variant's seed content as the embedded GROQ dataset, for tests that query it the way the Content Lake would
 * (groq-js). Reads seed/dist, which `npm run seed` writes (npm test runs it first).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildDataset, parseNdjson } from '@/content/embedded/dataset';
import { svgDimensions } from '@/content/embedded/image-assets';
import { runEmbeddedQuery } from '@/content/embedded/run-query';

const seedDir = path.resolve(__dirname, '../../../seed/dist');

export function seedDataset(variant: 'sell-car' | 'dealership') {
  return buildDataset(variant, parseNdjson(readFileSync(path.join(seedDir, `${variant}.ndjson`), 'utf8')), (file) =>
    svgDimensions(readFileSync(path.join(seedDir, 'images', file), 'utf8')),
  );
}

/**
 * A stand-in for `@/content` that answers every query from `dataset` through groq-js, as the Content Lake would:
 * `jest.mock('@/content', () => lakeContent(dataset))`.
 */
export const lakeContent = (dataset: ReturnType<typeof seedDataset>) => ({
  contentSource: () => 'lake',
  tagRender: async () => undefined,
  fetchContent: async ({ query, params }: { query: string; params: Record<string, unknown> }) =>
    runEmbeddedQuery(dataset, query, params),
});
