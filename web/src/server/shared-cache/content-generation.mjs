// @ts-check
/**
 * Publishing through the shared cache (docs/caching.md, "Next's cache and publishing").
 *
 * A publish takes a new **content generation** and records it, in one Redis script, as the generation at which each
 * of its tags expired. Every request of every instance first compares the current generation with the one its own
 * content (the embedded dataset, the proxy's answers) was read at, reads again when they differ, and then renders
 * stamped with the generation it holds; a cache entry is stale when one of its tags expired at a later generation
 * than its stamp. So a render that read content older than a publish is never served after that publish, whichever
 * instance made it and however long it took.
 *
 * Generations come from Redis's clock (microseconds), never below the last one: if the generation key is lost (a
 * flush, an eviction) the next publish still outnumbers every tag's record, so pages do not stay stale for good.
 */

/** @typedef {import('./redis-connection.mjs').SharedRedis} SharedRedis */
/** @typedef {import('./cache-keys.mjs').ScopeKeys} ScopeKeys */

/**
 * The request header the content check stamps every request with (the generation this instance's content was read
 * at) and the cache handler reads back when it stores what the request rendered. Whatever a client sends under
 * this name is replaced.
 */
export const GENERATION_HEADER = 'x-dealer-content-generation';

/** A tag's record must outlive every entry stored before it: entries live a day at most (redis-cache-handler.mjs). */
export const TAG_RECORD_TTL_SECONDS = 25 * 60 * 60;

const PUBLISH_SCRIPT = `
local now = redis.call('TIME')
local generation = tonumber(now[1]) * 1000000 + tonumber(now[2])
local last = tonumber(redis.call('GET', KEYS[1]) or '0') or 0
if generation <= last then generation = last + 1 end
local text = string.format('%d', generation)
redis.call('SET', KEYS[1], text)
for index = 2, #KEYS do redis.call('SET', KEYS[index], text, 'EX', ARGV[1]) end
redis.call('PUBLISH', ARGV[2], text)
return text
`;

/**
 * @param {unknown} text
 * @returns {number}
 */
export function generationOf(text) {
  const value = typeof text === 'string' ? Number(text) : NaN;
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/**
 * Takes a new generation, expires `tags` at it and announces it. Null when Redis did not confirm it.
 * @param {SharedRedis} redis
 * @param {ScopeKeys} keys
 * @param {readonly string[]} tags
 * @returns {Promise<number | null>}
 */
export async function publishGeneration(redis, keys, tags) {
  const result = await redis.attempt((client) =>
    client.eval(PUBLISH_SCRIPT, {
      keys: [keys.generation, ...new Set(tags)].map((key, index) => (index === 0 ? key : keys.tag(key))),
      arguments: [String(TAG_RECORD_TTL_SECONDS), keys.channel],
    }),
  );
  return result.ok ? generationOf(result.value) : null;
}

/**
 * The current generation (0 before the first publish), or null when Redis did not answer.
 * @param {SharedRedis} redis
 * @param {ScopeKeys} keys
 * @returns {Promise<number | null>}
 */
export async function readGeneration(redis, keys) {
  const result = await redis.attempt((client) => client.get(keys.generation));
  return result.ok ? generationOf(result.value) : null;
}

/**
 * Whether an entry rendered at generation `stamp` and showing `tags` is out of date, or null when Redis did not
 * answer (the caller treats that as a miss: an entry whose tags cannot be checked is not served).
 * @param {SharedRedis} redis
 * @param {ScopeKeys} keys
 * @param {readonly string[]} tags
 * @param {number} stamp
 * @returns {Promise<boolean | null>}
 */
export async function expiredSince(redis, keys, tags, stamp) {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return false;
  const result = await redis.attempt((client) => client.mGet(unique.map(keys.tag)));
  if (!result.ok) return null;
  return result.value.some((expiredAt) => generationOf(expiredAt) > stamp);
}

/**
 * Calls `onPublish` when any instance publishes, so content is read again before the next request asks (that
 * request checks the generation itself anyway: this only makes it quicker).
 * @param {SharedRedis} redis
 * @param {ScopeKeys} keys
 * @param {() => void} onPublish
 * @returns {() => Promise<void>} stops listening
 */
export function watchPublishes(redis, keys, onPublish) {
  return redis.subscribe(keys.channel, () => onPublish());
}
