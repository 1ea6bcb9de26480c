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

const loaded = new Map<string, EmbeddedDataset>();

/** Loads seed/dist/<name>.ndjson once per process; every query after that runs in memory. */
export function embeddedDataset(name: string): EmbeddedDataset {
  let dataset = loaded.get(name);
  if (!dataset) {
    const file = path.join(seedDistDir(), `${name}.ndjson`);
    dataset = buildDataset(name, parseNdjson(readFileSync(file, 'utf8')));
    loaded.set(name, dataset);
  }
  return dataset;
}
