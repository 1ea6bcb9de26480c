// @ts-check
/**
 * Next's incremental cache (pages, cached route answers, fetch and unstable_cache results) in Redis, shared by every
 * `next start` of the site: a page one instance rendered is a hit on all of them, and a publish received by one
 * expires it on all of them (docs/caching.md, "Next's cache and publishing"). next.config.ts names this file only
 * when REDIS_URL is set.
 *
 * Next loads this module with Node's own import() at run time, outside the app's bundles. Hence plain JavaScript
 * (Node 20 runs no TypeScript; the JSDoc types are checked by tsc), process.env read here directly instead of through
 * server/env.ts, and a default export, the shape Next asks for. Next makes one handler per request; the connection is
 * shared (redis-connection.mjs).
 *
 * Contract (next/dist/server/lib/incremental-cache): `get` answers null for a miss, which Next renders blocking
 * (`x-nextjs-cache: MISS`); an entry is returned with its lastModified and stored cacheControl, from which Next itself
 * decides HIT or STALE (time-based revalidation). With a custom handler Next's own tag bookkeeping stays empty:
 * expiring tags (`revalidateTag`, which Next calls after the response with the route's pending tags) and checking
 * them on `get` are this handler's job. Tag expiry is immediate whatever duration is asked for: the site only
 * publishes with `{ expire: 0 }`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentScope, entryKey, scopeKeys } from './cache-keys.mjs';
import { expiredSince, GENERATION_HEADER, generationOf, publishGeneration } from './content-generation.mjs';
import { decodeEntry, encodeEntry } from './entry-codec.mjs';
import { BINARY_REPLIES, sharedRedis } from './redis-connection.mjs';

/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandler} CacheHandler */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerContext} CacheHandlerContext */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} CacheHandlerValue */
/** @typedef {import('next/dist/server/response-cache').IncrementalCacheValue} IncrementalCacheValue */
/** @typedef {Parameters<CacheHandler['get']>[1]} GetContext */
/** @typedef {Parameters<CacheHandler['set']>[2]} SetContext */
/** @typedef {import('next/dist/server/lib/cache-control').CacheControl} CacheControl */
/** @typedef {import('./redis-connection.mjs').SharedRedis} SharedRedis */

/**
 * @typedef {object} StoredEntry
 * @property {number} lastModified
 * @property {number} generation The content generation the render read (see content-generation.mjs).
 * @property {string[]} tags
 * @property {CacheControl} [cacheControl]
 * @property {IncrementalCacheValue} value
 */

/**
 * @typedef {object} HandlerOptions For tests: two handlers with their own connections are two instances.
 * @property {SharedRedis | null} [redis]
 * @property {Record<string, string | undefined>} [env]
 */

/** A page not asked for in a day is dropped (it is rendered again on its next request); Redis's maxmemory policy may drop sooner. */
export const ENTRY_TTL_SECONDS = 24 * 60 * 60;
const TAGS_HEADER = 'x-next-cache-tags';

/** @type {Map<string, string>} */
const buildIds = new Map();

/**
 * The build's id, so two builds sharing a Redis keep their pages apart.
 * @param {string | undefined} serverDistDir
 * @returns {string}
 */
function buildIdOf(serverDistDir) {
  const dir = serverDistDir ?? '';
  let id = buildIds.get(dir);
  if (id === undefined) {
    try {
      id = readFileSync(path.join(dir, '..', 'BUILD_ID'), 'utf8').trim() || 'unknown';
    } catch {
      id = 'development';
    }
    buildIds.set(dir, id);
  }
  return id;
}

/**
 * @param {unknown} entry
 * @returns {entry is StoredEntry}
 */
function isStoredEntry(entry) {
  if (entry === null || typeof entry !== 'object') return false;
  const { lastModified, generation, tags, value } = /** @type {Record<string, unknown>} */ (entry);
  return (
    typeof lastModified === 'number' &&
    typeof generation === 'number' &&
    Array.isArray(tags) &&
    value !== null &&
    typeof value === 'object'
  );
}

/**
 * The tags an entry shows: a page's or route answer's from its tags header (Next's implicit path tags included),
 * a fetch's from its options.
 * @param {IncrementalCacheValue} data
 * @param {SetContext} ctx
 * @returns {string[]}
 */
function tagsOf(data, ctx) {
  if ('data' in data && 'revalidate' in data) {
    return [...(data.tags ?? []), ...('tags' in ctx && ctx.tags ? ctx.tags : [])];
  }
  const header = 'headers' in data && data.headers ? data.headers[TAGS_HEADER] : undefined;
  return typeof header === 'string' ? header.split(',').filter((tag) => tag !== '') : [];
}

/** @implements {CacheHandler} */
export class RedisCacheHandler {
  /**
   * @param {CacheHandlerContext} ctx
   * @param {HandlerOptions} [options]
   */
  constructor(ctx, options = {}) {
    const env = options.env ?? process.env;
    const url = (env.REDIS_URL ?? '').trim();
    /** @type {SharedRedis | null} */
    this.redis = options.redis !== undefined ? options.redis : url ? sharedRedis(url) : null;
    this.scope = contentScope({
      SITE_DATASET: env.SITE_DATASET,
      SANITY_PROJECT_ID: env.SANITY_PROJECT_ID,
      SANITY_DATASET: env.SANITY_DATASET,
    });
    this.keys = scopeKeys(this.scope);
    this.buildId = buildIdOf(ctx.serverDistDir);
    // The generation the request's content was read at; 0 (older than any publish) when the request was not
    // checked, e.g. a page prerendered by `next build`.
    const stamp = ctx._requestHeaders?.[GENERATION_HEADER];
    this.stamp = generationOf(Array.isArray(stamp) ? stamp[0] : stamp);
  }

  /**
   * @param {string} key
   * @param {GetContext} ctx
   * @returns {Promise<CacheHandlerValue | null>}
   */
  async get(key, ctx) {
    const redis = this.redis;
    if (!redis) return null;
    const found = await redis.attempt((client) =>
      client.withTypeMapping(BINARY_REPLIES).get(entryKey(this.scope, this.buildId, key)),
    );
    if (!found.ok || !Buffer.isBuffer(found.value)) return null;
    const entry = decodeEntry(found.value);
    if (!isStoredEntry(entry)) return null;
    const asked = 'softTags' in ctx || 'tags' in ctx ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
    const expired = await expiredSince(redis, this.keys, [...entry.tags, ...asked], entry.generation);
    if (expired !== false) return null;
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  /**
   * @param {string} key
   * @param {IncrementalCacheValue | null} data
   * @param {SetContext} ctx
   * @returns {Promise<void>}
   */
  async set(key, data, ctx) {
    const redis = this.redis;
    if (!redis) return;
    const redisKey = entryKey(this.scope, this.buildId, key);
    if (data === null) {
      await redis.attempt((client) => client.del(redisKey));
      return;
    }
    const cacheControl = 'cacheControl' in ctx ? ctx.cacheControl : undefined;
    /** @type {StoredEntry} */
    const entry = {
      lastModified: Date.now(),
      generation: this.stamp,
      tags: tagsOf(data, ctx),
      cacheControl,
      value: data,
    };
    const expire = cacheControl?.expire;
    const ttl = typeof expire === 'number' && expire > 0 ? Math.min(ENTRY_TTL_SECONDS, expire) : ENTRY_TTL_SECONDS;
    await redis.attempt((client) =>
      client.set(redisKey, encodeEntry(entry), { expiration: { type: 'EX', value: Math.ceil(ttl) } }),
    );
  }

  /**
   * @param {string | string[]} tags
   * @returns {Promise<void>}
   */
  async revalidateTag(tags) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (!this.redis || list.length === 0) return;
    const generation = await publishGeneration(this.redis, this.keys, list);
    if (generation === null) console.error(`[shared-cache] not expired (Redis unreachable): ${list.join(', ')}`);
  }

  resetRequestCache() {}
}

export default RedisCacheHandler;
