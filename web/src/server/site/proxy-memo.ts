import 'server-only';

/**
 * proxy.ts runs before every page; on the Content Lake each lookup would be a network round trip, so its answers
 * are kept in memory. After a minute an answer is stale: the request that finds it so still gets it at once and
 * the answer is read again in the background (one read per key at a time), so no visitor waits for a lookup once
 * the key was first read. The publish webhook clears them (the pages themselves revalidate by tag).
 * Kept on globalThis: the proxy and the route handlers are separate bundles in one process.
 */
const TTL_MS = 60_000;
const LIMIT = 500;
interface Entry {
  value: unknown;
  expires: number;
  refreshing: Promise<unknown> | null;
}
interface Memo {
  entries: Map<string, Entry>;
  /** First reads in flight, shared by the requests that arrive meanwhile. */
  loading: Map<string, Promise<unknown>>;
}
const holder = globalThis as typeof globalThis & { __dealerProxyMemo?: Memo };
const memo = (): Memo => (holder.__dealerProxyMemo ??= { entries: new Map(), loading: new Map() });

function store(key: string, value: unknown, now: number): void {
  const { entries } = memo();
  if (entries.size >= LIMIT && !entries.has(key)) entries.clear();
  entries.set(key, { value, expires: now + TTL_MS, refreshing: null });
}

export async function remembered<T>(key: string, load: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  const state = memo();
  const hit = state.entries.get(key);
  if (hit) {
    if (hit.expires <= now() && !hit.refreshing) {
      hit.refreshing = load().then(
        (value) => {
          // A publish may have cleared the memo meanwhile: what is read after it is newer than this read.
          if (memo() === state && state.entries.get(key) === hit) store(key, value, now());
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
    if (memo() === state) store(key, value, now());
    return value;
  });
  state.loading.set(key, loading);
  const forget = () => {
    if (state.loading.get(key) === loading) state.loading.delete(key);
  };
  loading.then(forget, forget);
  return loading;
}

/** After a publish: the proxy's next lookups read the new content. */
export function forgetProxyAnswers(): void {
  holder.__dealerProxyMemo = { entries: new Map(), loading: new Map() };
}
