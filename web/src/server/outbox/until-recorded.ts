import { isDatabaseUnavailable } from '../db/unavailable';

/** First wait between tries; it doubles up to RECORD_RETRY_CAP_MS. */
export const RECORD_RETRY_FIRST_MS = 100;
export const RECORD_RETRY_CAP_MS = 2_000;

export interface RecordRetryOptions {
  /** Give up (rethrow) once the next try would start after this time (epoch ms). */
  deadline: number;
  /** Called once, at the first failure the write waits out. */
  onWait?: () => void;
  sleep?: (ms: number) => Promise<void>;
  clock?: () => number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a database write that records something that already happened outside the database (the SMTP server accepted
 * a mail) and tries again while the database is unreachable, until the deadline. Forgetting it would send the mail a
 * second time once the row's lease runs out; any other error is rethrown at once.
 */
export async function untilRecorded<T>(write: () => Promise<T>, options: RecordRetryOptions): Promise<T> {
  const sleep = options.sleep ?? wait;
  const clock = options.clock ?? Date.now;
  let waited = false;
  for (let delay = RECORD_RETRY_FIRST_MS; ; delay = Math.min(delay * 2, RECORD_RETRY_CAP_MS)) {
    try {
      return await write();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || clock() + delay > options.deadline) throw error;
      if (!waited) options.onWait?.();
      waited = true;
      await sleep(delay);
    }
  }
}
