import 'server-only';

/**
 * proxy.ts runs before every page; on the Content Lake each lookup would be a network round trip, so its answers
 * are kept in memory for a short while. The publish webhook clears them (the pages themselves revalidate by tag).
 * Kept on globalThis: the proxy and the route handlers are separate bundles in one process.
 */
const TTL_MS = 60_000;
type Memo = Map<string, { value: unknown; expires: number }>;
const holder = globalThis as typeof globalThis & { __dealerProxyMemo?: Memo };
const memo = (): Memo => (holder.__dealerProxyMemo ??= new Map());

export async function remembered<T>(key: string, load: () => Promise<T>): Promise<T> {
  const entries = memo();
  const hit = entries.get(key);
  const now = Date.now();
  if (hit && hit.expires > now) return hit.value as T;
  const value = await load();
  if (entries.size > 500) entries.clear();
  entries.set(key, { value, expires: now + TTL_MS });
  return value;
}

/** After a publish: the proxy's next lookups read the new content. */
export function forgetProxyAnswers(): void {
  memo().clear();
}
