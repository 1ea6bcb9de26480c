/** The shared connection's deadline, against a real redis-server. */
import { COMMAND_TIMEOUT_MS, SharedRedis } from './redis-connection.mjs';
import { startRedis, type TestRedis } from './testing/redis-server';

let redis: TestRedis;

beforeAll(async () => {
  redis = await startRedis();
});

afterAll(async () => {
  await redis.stop();
});

test('a process too busy to read the answer in time does not count Redis as silent', async () => {
  const log = jest.fn();
  const connection = new SharedRedis(redis.url, log);
  try {
    await Promise.race([connection.connected, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    expect(await connection.attempt((client) => client.ping())).toEqual({ ok: true, value: 'PONG' });
    const pending = connection.attempt((client) => client.ping());
    // A long synchronous render right after the command was issued.
    const busyUntil = Date.now() + COMMAND_TIMEOUT_MS + 300;
    while (Date.now() < busyUntil);
    expect(await pending).toEqual({ ok: true, value: 'PONG' });
    expect(log).not.toHaveBeenCalled();
  } finally {
    connection.close();
  }
});
