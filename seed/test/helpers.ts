/** Shared fixtures for the seed tests: each dataset is generated once per test file. */
import { generateDataset, type Dataset, type SiteVariant } from '../src/generate';
import type { SeedDocument } from '../src/types';

const cache = new Map<SiteVariant, Dataset>();

export function dataset(variant: SiteVariant): Dataset {
  let found = cache.get(variant);
  if (!found) {
    found = generateDataset(variant);
    cache.set(variant, found);
  }
  return found;
}

/** The documents as they are written (parsed back from the NDJSON text). */
export function parsed(variant: SiteVariant): Record<string, unknown>[] {
  return dataset(variant)
    .ndjson.trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

export function ofType<T extends SeedDocument['_type']>(
  variant: SiteVariant,
  type: T,
): Extract<SeedDocument, { _type: T }>[] {
  return dataset(variant).documents.filter((doc): doc is Extract<SeedDocument, { _type: T }> => doc._type === type);
}

export function single<T extends SeedDocument['_type']>(
  variant: SiteVariant,
  type: T,
): Extract<SeedDocument, { _type: T }> {
  const [doc, ...rest] = ofType(variant, type);
  if (!doc || rest.length > 0) throw new Error(`Expected exactly one ${type} in ${variant}`);
  return doc;
}

/** Visits every value under `root` with its JSON path. */
export function walk(root: unknown, visit: (value: unknown, path: string) => void, path = ''): void {
  visit(root, path);
  if (Array.isArray(root)) root.forEach((item, index) => walk(item, visit, `${path}[${index}]`));
  else if (root && typeof root === 'object') {
    for (const [key, value] of Object.entries(root)) walk(value, visit, path ? `${path}.${key}` : key);
  }
}

export const VARIANTS: SiteVariant[] = ['sell-car', 'dealership'];
