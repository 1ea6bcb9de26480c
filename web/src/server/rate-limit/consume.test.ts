import { rateLimitHits } from '../db/schema';
import { testBackends, type OpenedBackend } from '../db/testing/test-backends';
import { consumeRateLimit, pruneRateLimits } from './consume';

describe.each(testBackends())('consumeRateLimit on %s', (_name, backend) => {
  let store: OpenedBackend;
  beforeAll(async () => {
    store = await backend.open();
  }, 60_000);
  afterAll(() => store.close());
  beforeEach(() => store.reset());

  test('allows `limit` hits in a window, then refuses with the seconds until the window ends', async () => {
    const start = new Date('2026-01-01T10:00:00.000Z');
    for (let hit = 1; hit <= 5; hit += 1) {
      expect(await consumeRateLimit('ip:a', 5, 60, store.db, start)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    }
    const refused = await consumeRateLimit('ip:a', 5, 60, store.db, new Date('2026-01-01T10:00:20.500Z'));
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 40 });
    // Other keys have their own counters.
    expect((await consumeRateLimit('email:b', 5, 60, store.db, start)).allowed).toBe(true);
    // The next window starts afresh and drops the key's old window.
    expect(await consumeRateLimit('ip:a', 5, 60, store.db, new Date('2026-01-01T10:01:00.000Z'))).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
    });
    const rows = await store.db.select().from(rateLimitHits);
    expect(rows.map((row) => [row.key, row.count]).sort()).toEqual([
      ['email:b', 1],
      ['ip:a', 1],
    ]);
  });

  test('concurrent hits are all counted', async () => {
    const now = new Date('2026-01-01T10:00:00.000Z');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => consumeRateLimit('ip:burst', 10, 60, store.db, now)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
    expect(results.filter((result) => !result.allowed).every((result) => result.retryAfterSeconds === 60)).toBe(true);
  });

  test('pruneRateLimits drops windows that started before the cut-off', async () => {
    await consumeRateLimit('ip:old', 5, 60, store.db, new Date('2026-01-01T00:00:00.000Z'));
    await consumeRateLimit('ip:new', 5, 60, store.db, new Date('2026-01-02T00:00:00.000Z'));
    await pruneRateLimits(new Date('2026-01-01T12:00:00.000Z'), store.db);
    expect((await store.db.select().from(rateLimitHits)).map((row) => row.key)).toEqual(['ip:new']);
  });
});
