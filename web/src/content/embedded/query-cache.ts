import type { EmbeddedDataset } from './dataset';
import { runEmbeddedQuery, type QueryParams } from './run-query';

/**
 * groq-js has no indexes: every `*[…]` scans the whole dataset, so with thousands of vehicles even the layout's
 * settings query costs tens of milliseconds, on every request. The embedded dataset never changes while the
 * process runs, so results are kept per query and params. They expire after a minute because some queries read
 * the clock (`now()` in promotion and popup windows): that keeps them as fresh as the Content Lake path's caching.
 * Callers get their own copy, or (runSharedEmbeddedQuery) the frozen original, so nobody can change what the next
 * request sees.
 */
export const EMBEDDED_RESULT_TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const cachesByDataset = new WeakMap<EmbeddedDataset, Map<string, Entry>>();

export async function runCachedEmbeddedQuery(
  dataset: EmbeddedDataset,
  query: string,
  params: QueryParams = {},
  clock: () => number = Date.now,
): Promise<unknown> {
  return structuredClone(await runSharedEmbeddedQuery(dataset, query, params, clock));
}

/**
 * The cached result itself, deep-frozen, for callers that only read it (the lead and offer APIs): copying a large
 * result on every request was a tenth of a lead's CPU. A caller that tries to change it gets a TypeError.
 */
export async function runSharedEmbeddedQuery(
  dataset: EmbeddedDataset,
  query: string,
  params: QueryParams = {},
  clock: () => number = Date.now,
): Promise<unknown> {
  let cache = cachesByDataset.get(dataset);
  if (!cache) {
    cache = new Map();
    cachesByDataset.set(dataset, cache);
  }
  const key = `${query}\u0000${JSON.stringify(params)}`;
  const now = clock();
  let entry = cache.get(key);
  if (!entry || entry.expires <= now) {
    const value = runEmbeddedQuery(dataset, query, params, new Date(now)).then(deepFreeze);
    entry = { expires: now + EMBEDDED_RESULT_TTL_MS, value };
    cache.delete(key);
    cache.set(key, entry);
    // Oldest first: Map keeps insertion order.
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    value.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
  }
  return entry.value;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
