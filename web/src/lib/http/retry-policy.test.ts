import { isRetryable, retryAfterMs, retryDelayMs } from './retry-policy';

describe('isRetryable', () => {
  test.each<[string, number | 'network', boolean]>([
    ['GET', 408, true],
    ['GET', 409, true],
    ['GET', 425, true],
    ['GET', 429, true],
    ['GET', 500, true],
    ['GET', 502, true],
    ['GET', 503, true],
    ['GET', 504, true],
    ['GET', 'network', true],
    ['get', 503, true],
    ['HEAD', 503, true],
    ['PUT', 429, true],
    ['DELETE', 502, true],
    ['OPTIONS', 504, true],
    ['GET', 200, false],
    ['GET', 400, false],
    ['GET', 404, false],
    ['GET', 410, false],
    ['GET', 501, false],
    ['GET', 505, false],
    // Never a POST (or PATCH): a repeat could submit the lead twice.
    ['POST', 503, false],
    ['POST', 429, false],
    ['POST', 'network', false],
    ['post', 500, false],
    ['PATCH', 503, false],
  ])('%s answered %s → %s', (method, outcome, expected) => {
    expect(isRetryable(method, outcome)).toBe(expected);
  });
});

describe('retryAfterMs', () => {
  const NOW = Date.UTC(2026, 10, 22, 2, 0, 0);
  test.each<[string | null, number | null]>([
    [null, null],
    ['', null],
    ['0', 0],
    ['3', 3000],
    [' 120 ', 120_000],
    ['Sun, 22 Nov 2026 02:00:05 GMT', 5000],
    ['Sun, 22 Nov 2026 01:59:00 GMT', 0],
    ['soon', null],
    ['-1', null],
  ])('%j → %j', (header, expected) => {
    expect(retryAfterMs(header, NOW)).toBe(expected);
  });
});

describe('retryDelayMs', () => {
  test.each<[number, number | null, number, number | null]>([
    // [retry, Retry-After ms, random, delay]: 300 ms × 2^(retry-1), half fixed and half jitter, capped at 5 s.
    [1, null, 0, 150],
    [1, null, 1, 300],
    [2, null, 0, 300],
    [2, null, 0.5, 450],
    [3, null, 1, 1200],
    [5, null, 1, 4800],
    [6, null, 1, 5000],
    [6, null, 0, 2500],
    [40, null, 1, 5000],
    // The server's Retry-After wins over the schedule; beyond 10 s the caller gets the answer instead.
    [1, 2000, 0.5, 2000],
    [3, 0, 1, 0],
    [1, 10_000, 0, 10_000],
    [1, 10_001, 0, null],
  ])('retry %i, Retry-After %j, random %d → %j', (retry, retryAfter, random, expected) => {
    expect(retryDelayMs(retry, retryAfter, () => random)).toBe(expected);
  });
});
