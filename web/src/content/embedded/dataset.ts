import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { attachImageAssets, svgDimensions } from './image-assets';
import { seedDistDir, seedImagesDir } from './seed-location';

export interface EmbeddedDataset {
  name: string;
  documents: Record<string, unknown>[];
  byId: Map<string, Record<string, unknown>>;
}

export function parseNdjson(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`Seed NDJSON line ${index + 1} is not JSON`);
      }
    });
}

export function buildDataset(
  name: string,
  documents: Record<string, unknown>[],
  readDimensions = svgFileDimensions,
): EmbeddedDataset {
  const assets = attachImageAssets(documents, readDimensions);
  const all = [...documents, ...assets] as Record<string, unknown>[];
  const byId = new Map(all.map((doc) => [String(doc._id), doc]));
  return { name, documents: all, byId };
}

function svgFileDimensions(fileName: string) {
  if (!fileName.endsWith('.svg')) return { width: 800, height: 600 };
  return svgDimensions(readFileSync(path.join(seedImagesDir(), fileName), 'utf8'));
}

/** On globalThis: proxy.ts and the pages are separate bundles in one process, and must see the same dataset. */
const holder = globalThis as typeof globalThis & { __dealerEmbeddedDatasets?: Map<string, EmbeddedDataset> };
const loaded = (): Map<string, EmbeddedDataset> => (holder.__dealerEmbeddedDatasets ??= new Map());

const datasetFile = (name: string) => path.join(seedDistDir(), `${name}.ndjson`);

/** Loads seed/dist/<name>.ndjson once per process; every query after that runs in memory. */
export function embeddedDataset(name: string): EmbeddedDataset {
  let dataset = loaded().get(name);
  if (!dataset) {
    dataset = buildDataset(name, parseNdjson(readFileSync(datasetFile(name), 'utf8')));
    loaded().set(name, dataset);
  }
  return dataset;
}

/** The `_type`s of documents added, removed or changed between two versions of a dataset. */
export function changedDocumentTypes(
  before: readonly Record<string, unknown>[],
  after: readonly Record<string, unknown>[],
): string[] {
  const index = (documents: readonly Record<string, unknown>[]) =>
    new Map(documents.map((doc) => [String(doc._id), doc]));
  const [old, next] = [index(before), index(after)];
  const types = new Set<string>();
  for (const [id, doc] of next) {
    const previous = old.get(id);
    if (!previous || JSON.stringify(previous) !== JSON.stringify(doc)) types.add(String(doc._type));
  }
  for (const [id, doc] of old) if (!next.has(id)) types.add(String(doc._type));
  return [...types].sort();
}

/**
 * Reads seed/dist/<name>.ndjson again (after `npm run seed`, or an edit) and swaps it in for every later query.
 * Returns the document types that changed, so the publish path can expire exactly those cache tags.
 */
export function reloadEmbeddedDataset(name: string): string[] {
  const previous = loaded().get(name);
  const dataset = buildDataset(name, parseNdjson(readFileSync(datasetFile(name), 'utf8')));
  loaded().set(name, dataset);
  if (!previous) return [];
  const strip = (documents: Record<string, unknown>[]) => documents.filter((doc) => doc._type !== 'sanity.imageAsset');
  return changedDocumentTypes(strip(previous.documents), strip(dataset.documents));
}
