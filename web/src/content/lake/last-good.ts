/**
 * The last good Content Lake answer per query + params, in memory (bounded, least recently used out first). When
 * the Lake cannot be reached, pages are built from it instead of failing: visitors see the content as it was at the
 * last successful read. The embedded path has no such dependency and never uses this.
 */

/** Distinct query + params pairs remembered; a page reads a handful, so this covers the site many times over. */
export const LAST_GOOD_MAX_ENTRIES = 500;

export class LastGoodCache {
  readonly #entries = new Map<string, unknown>();
  constructor(readonly maxEntries = LAST_GOOD_MAX_ENTRIES) {}

  get size(): number {
    return this.#entries.size;
  }

  has(key: string): boolean {
    return this.#entries.has(key);
  }

  get(key: string): unknown {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      // Most recently used goes to the end of the Map's order.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: unknown): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }
}

/** The query and its params (keys sorted, so `{a, b}` and `{b, a}` share an entry). */
export function lastGoodKey(query: string, params: Record<string, unknown> = {}): string {
  const sorted = Object.keys(params)
    .sort()
    .map((name) => [name, params[name]]);
  return JSON.stringify([query, sorted]);
}

/**
 * An outage worth riding out: no HTTP answer at all (refused, reset, DNS, timeout), a 5xx or a 429. A 4xx is a bad
 * query and must surface; errors carrying a `digest` are Next.js control flow (dynamic usage, prerender aborts) and
 * must pass through untouched.
 */
export function isLakeOutage(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (typeof (error as { digest?: unknown }).digest === 'string') return false;
  if ((error as { name?: unknown }).name === 'AbortError') return false;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number') return status >= 500 || status === 429;
  return true;
}

const processCache = new LastGoodCache();

/**
 * Runs `read` (a Content Lake request); remembers its result under `key`, or, when the Lake is unreachable and a
 * result is remembered, logs one line (no query parameters, no personal data) and returns that instead.
 */
export async function withLastGood<T>(
  key: string,
  read: () => Promise<T>,
  cache: LastGoodCache = processCache,
): Promise<T> {
  try {
    const result = await read();
    // `undefined` cannot be told apart from "nothing remembered"; GROQ answers null, never undefined.
    if (result !== undefined) cache.set(key, result);
    return result;
  } catch (error) {
    if (!isLakeOutage(error) || !cache.has(key)) throw error;
    const status = (error as { statusCode?: unknown }).statusCode;
    const code = (error as { code?: unknown }).code;
    console.warn(
      `[content] Content Lake unavailable (${error instanceof Error ? error.name : 'unknown'}${
        typeof status === 'number' ? ` ${status}` : typeof code === 'string' ? ` ${code}` : ''
      }): serving the last good result`,
    );
    return cache.get(key) as T;
  }
}
