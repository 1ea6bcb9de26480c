import { isRetryable, retryAfterMs, retryDelayMs } from './retry-policy';

/** The browser's one way to call the site's JSON API: JSON in and out, transient failures retried when safe. */
export interface FetchJsonOptions {
  method?: string;
  /** Sent as JSON with `content-type: application/json`; a FormData (a file upload) goes as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The browser cache mode (e.g. 'no-store' for a value that must be fresh). */
  cache?: RequestCache;
  /** Let the request outlive the page (a tracking beacon sent as the visitor leaves). */
  keepalive?: boolean;
  /** Further tries after a retryable answer or a network error (default 2); idempotent methods only, never a POST. */
  retries?: number;
}

export interface JsonAnswer {
  status: number;
  ok: boolean;
  headers: Headers;
  /** The parsed body; null when it is empty or not JSON (callers narrow it, as it comes from the network). */
  body: unknown;
}

/** Injected in tests. */
export interface FetchJsonDeps {
  fetch: typeof fetch;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  random: () => number;
  now: () => number;
}

export const DEFAULT_RETRIES = 2;

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Calls `url` and reads its JSON answer. 408, 409, 425, 429, 500, 502, 503, 504 and network errors are tried again
 * with exponential backoff (or the server's Retry-After) for GET, HEAD, PUT, DELETE and OPTIONS; a POST goes out
 * exactly once, since repeating it could submit a lead twice. Rejects only on a network error or an abort.
 */
export async function fetchJson(
  url: string,
  options: FetchJsonOptions = {},
  deps: Partial<FetchJsonDeps> = {},
): Promise<JsonAnswer> {
  // Called unbound: a Window's fetch throws "Illegal invocation" when called as a method of another object.
  const doFetch = deps.fetch ?? fetch;
  const wait = deps.sleep ?? sleep;
  const random = deps.random ?? Math.random;
  const now = deps.now ?? Date.now;
  const method = (options.method ?? 'GET').toUpperCase();
  const hasBody = options.body !== undefined;
  const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const init: RequestInit = {
    method,
    headers: {
      accept: 'application/json',
      // A multipart body sets its own content type (with the boundary).
      ...(hasBody && !multipart ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: multipart ? (options.body as FormData) : hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
    ...(options.cache ? { cache: options.cache } : {}),
    ...(options.keepalive ? { keepalive: true } : {}),
  };
  const retries = options.retries ?? DEFAULT_RETRIES;
  for (let tries = 0; ; tries += 1) {
    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (error) {
      if (options.signal?.aborted || tries >= retries || !isRetryable(method, 'network')) throw error;
      await wait(retryDelayMs(tries + 1, null, random) ?? 0, options.signal);
      continue;
    }
    if (tries < retries && isRetryable(method, response.status)) {
      const delay = retryDelayMs(tries + 1, retryAfterMs(response.headers.get('retry-after'), now()), random);
      if (delay !== null) {
        await response.body?.cancel().catch(() => undefined); // frees the connection of the discarded answer
        await wait(delay, options.signal);
        continue;
      }
    }
    return {
      status: response.status,
      ok: response.ok,
      headers: response.headers,
      body: await response.json().catch(() => null),
    };
  }
}
