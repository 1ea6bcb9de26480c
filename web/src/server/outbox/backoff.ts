/** Retry schedule of the outbox (pure). */

/** Attempts before a message is dead-lettered (about 1.5 h of retries with the schedule below). */
export const MAX_DELIVERY_ATTEMPTS = 12;
export const RETRY_BASE_MS = 5_000;
export const RETRY_CAP_MS = 15 * 60_000;

/**
 * Delay before the next try after `attempts` failed tries: 5 s × 2^(attempts-1), capped at 15 min, with "equal
 * jitter" (half fixed, half random) so a burst of failures does not retry in lock-step.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.min(exponent, 30));
  const half = ceiling / 2;
  return Math.round(half + half * random());
}
