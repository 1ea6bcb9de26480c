import 'server-only';

/**
 * proxy.ts runs before every page; on the Content Lake each lookup would be a network round trip, so its answers
 * are kept in memory. After a minute an answer is stale: the request that finds it so still gets it at once and
 * the answer is read again in the background (one read per key at a time), so no visitor waits for a lookup once
 * the key was first read. The publish webhook clears them (the pages themselves revalidate by tag).
 *
 * Two pools. `remembered` holds the few fixed answers every request needs (enabled pages, the stores, the default
 * store's time zone): never evicted. `rememberedLookup` holds answers keyed by the URL (does this slug name a
 * document, does this offer run today): a visitor chooses those keys, so they are bounded, least recently used out
 * first. Random slugs then cost one lookup each but cannot push out the fixed answers or the slugs visitors keep
 * asking for.
 * Kept on globalThis: the proxy and the route handlers are separate bundles in one process.
 */
const TTL_MS = 60_000;
/** Lookups kept at most; the least recently used goes first. */
export const LOOKUP_LIMIT = 500;

interface Entry {
  value: unknown;
  expires: number;
  refreshing: Promise<unknown> | null;
}
interface Pool {
  entries: Map<string, Entry>;
  /** First reads in flight, shared by the requests that arrive meanwhile. */
  loading: Map<string, Promise<unknown>>;
  /** Entries kept at most (a Map keeps insertion order: re-inserting on use makes the first the least recent). */
  limit: number;
}
interface Memo {
  fixed: Pool;
  lookups: Pool;
}
const holder = globalThis as typeof globalThis & { __dealerProxyMemo?: Memo };
const pool = (limit: number): Pool => ({ entries: new Map(), loading: new Map(), limit });
const fresh = (): Memo => ({ fixed: pool(Number.POSITIVE_INFINITY), lookups: pool(LOOKUP_LIMIT) });
const memo = (): Memo => (holder.__dealerProxyMemo ??= fresh());

function store(state: Pool, key: string, value: unknown, now: number): void {
  const { entries } = state;
  entries.delete(key);
  if (entries.size >= state.limit) {
    const oldest = entries.keys().next();
    if (!oldest.done) entries.delete(oldest.value);
  }
  entries.set(key, { value, expires: now + TTL_MS, refreshing: null });
}

async function rememberIn<T>(which: keyof Memo, key: string, load: () => Promise<T>, now: () => number): Promise<T> {
  const state = memo()[which];
  const current = () => memo()[which] === state;
  const hit = state.entries.get(key);
  if (hit) {
    // Used now: the most recent entry.
    state.entries.delete(key);
    state.entries.set(key, hit);
    if (hit.expires <= now() && !hit.refreshing) {
      hit.refreshing = load().then(
        (value) => {
          // A publish may have cleared the memo meanwhile: what is read after it is newer than this read.
          if (current() && state.entries.get(key) === hit) store(state, key, value, now());
        },
        (error: unknown) => {
          // The stale answer stays; the next request tries again.
          hit.refreshing = null;
          console.error(`[proxy] ${key} could not be read again`, error);
        },
      );
    }
    return hit.value as T;
  }
  const pending = state.loading.get(key);
  if (pending) return pending as Promise<T>;
  const loading = load().then((value) => {
    if (current()) store(state, key, value, now());
    return value;
  });
  state.loading.set(key, loading);
  const forget = () => {
    if (state.loading.get(key) === loading) state.loading.delete(key);
  };
  loading.then(forget, forget);
  return loading;
}

/** A fixed answer (its key is ours, not the visitor's): kept until a publish. */
export function remembered<T>(key: string, load: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  return rememberIn('fixed', key, load, now);
}

/** An answer keyed by what the visitor asked for (a slug, an offer id): one of the LOOKUP_LIMIT most recent. */
export function rememberedLookup<T>(key: string, load: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  return rememberIn('lookups', key, load, now);
}

/** After a publish: the proxy's next lookups read the new content. */
export function forgetProxyAnswers(): void {
  holder.__dealerProxyMemo = fresh();
}
