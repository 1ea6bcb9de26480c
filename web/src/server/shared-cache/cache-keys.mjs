// @ts-check
/**
 * Where the shared page cache keeps things in Redis (docs/caching.md, "Next's cache and publishing").
 *
 * Cached entries are kept per build and per content scope, so two builds or two datasets sharing one Redis never
 * serve each other's pages. The content generation and the tags' expiry are kept per content scope only: during a
 * rolling deploy a publish that reaches an instance of the old build must expire the new build's pages too.
 *
 * Plain JavaScript because the cache handler, loaded by Next outside the app's bundles, imports it (see
 * redis-cache-handler.mjs); the app imports it too, so both name the same keys.
 */

/** @typedef {{ SITE_DATASET?: string | undefined, SANITY_PROJECT_ID?: string | undefined, SANITY_DATASET?: string | undefined }} ScopeEnv */

/**
 * @typedef {object} ScopeKeys
 * @property {string} generation The content generation: a number that grows with every publish.
 * @property {string} channel Pub/sub channel a publish announces its generation on.
 * @property {(tag: string) => string} tag The generation at which a cache tag was last expired.
 */

const ROOT = 'dealer';
/** server/env.ts's default: the handler reads process.env itself and must fall back the same way. */
const DEFAULT_SITE_DATASET = 'sell-car';

/** @param {string | undefined} value */
const setting = (value) => (value ?? '').trim();

/**
 * The content pages are rendered from: the embedded seed of a variant, or a Content Lake dataset shown as a
 * variant (the variant's siteSettings decide which pages exist, so it is part of the scope either way).
 * @param {ScopeEnv} env
 * @returns {string}
 */
export function contentScope(env) {
  const site = setting(env.SITE_DATASET) || DEFAULT_SITE_DATASET;
  const project = setting(env.SANITY_PROJECT_ID);
  if (!project) return `seed.${site}`;
  return `lake.${project}.${setting(env.SANITY_DATASET) || site}.${site}`;
}

/**
 * @param {string} scope
 * @returns {ScopeKeys}
 */
export function scopeKeys(scope) {
  const base = `${ROOT}:${scope}`;
  return {
    generation: `${base}:generation`,
    channel: `${base}:published`,
    tag: (tag) => `${base}:tag:${tag}`,
  };
}

/**
 * The Redis key of one of Next's cache entries (its key is opaque to us and kept whole).
 * @param {string} scope
 * @param {string} buildId
 * @param {string} key
 * @returns {string}
 */
export function entryKey(scope, buildId, key) {
  return `${ROOT}:${scope}:build:${buildId}:entry:${key}`;
}
