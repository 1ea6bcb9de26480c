/** When the browser fetch helper tries a request again, and after how long (pure). */

/** Answers worth another try: timeout, conflict, too early, rate limited, and the transient server errors. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Repeating these has no further effect (RFC 9110, section 9.2.2); a POST could create a second lead, so it never repeats. */
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

export const RETRY_BASE_MS = 300;
export const RETRY_CAP_MS = 5_000;
/** A Retry-After longer than this is not waited for: the answer goes back to the caller instead. */
export const MAX_RETRY_AFTER_MS = 10_000;

/** `outcome` is the answer's status, or 'network' when no answer came (offline, connection reset). */
export function isRetryable(method: string, outcome: number | 'network'): boolean {
  if (!IDEMPOTENT_METHODS.has(method.toUpperCase())) return false;
  return outcome === 'network' || RETRYABLE_STATUSES.has(outcome);
}

/** Retry-After as milliseconds: delay-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its weekday and month; anything else (e.g. "-1") is unreadable, not a date.
  const date = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * Delay before try `retry` (1 = the first repeat): the server's Retry-After when it sent one, else 300 ms × 2^(retry-1)
 * capped at 5 s with "equal jitter" (half fixed, half random) so many visitors do not come back in lock-step.
 * Null = do not wait that long (Retry-After beyond 10 s).
 */
export function retryDelayMs(retry: number, retryAfter: number | null, random: () => number = Math.random) {
  if (retryAfter !== null) return retryAfter > MAX_RETRY_AFTER_MS ? null : retryAfter;
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, Math.min(retry - 1, 20)));
  const half = ceiling / 2;
  return Math.round(half + half * random());
}
