import { RETRY_CAP_MS, retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  test.each([
    [1, 2_500, 5_000],
    [2, 5_000, 10_000],
    [3, 10_000, 20_000],
    [5, 40_000, 80_000],
    [8, 320_000, 640_000],
    [9, RETRY_CAP_MS / 2, RETRY_CAP_MS],
    [12, RETRY_CAP_MS / 2, RETRY_CAP_MS],
    [80, RETRY_CAP_MS / 2, RETRY_CAP_MS],
  ])('after %i failed attempts waits between %i and %i ms', (attempts, low, high) => {
    expect(retryDelayMs(attempts, () => 0)).toBe(low);
    expect(retryDelayMs(attempts, () => 1)).toBe(high);
    const jittered = retryDelayMs(attempts);
    expect(jittered).toBeGreaterThanOrEqual(low);
    expect(jittered).toBeLessThanOrEqual(high);
  });
});
