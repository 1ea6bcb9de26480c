/**
 * Instances keeping their content at the shared generation, against a real redis-server. Two syncs with their own
 * connections are two `next start` processes; "reading content again" is counted.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { contentScope, scopeKeys } from './cache-keys.mjs';
import { GENERATION_HEADER } from './content-generation.mjs';
import { createGenerationSync } from './generation-sync';
import { SharedRedis } from './redis-connection.mjs';
import { freePort, startRedis, type TestRedis } from './testing/redis-server';

let redis: TestRedis;
const connections: SharedRedis[] = [];
const keys = scopeKeys(contentScope({ SITE_DATASET: 'sell-car' }));
const quiet = () => undefined;

/** An instance's connection, waited for (a loaded machine may take longer than the connect timeout). */
async function connect(url = redis.url): Promise<SharedRedis> {
  const connection = new SharedRedis(url, quiet);
  connections.push(connection);
  await Promise.race([connection.connected, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  return connection;
}

/** One request through the check: the stamp it carries on. */
async function request(sync: ReturnType<typeof createGenerationSync>, sent: IncomingHttpHeaders = {}) {
  await sync.beforeRequest(sent);
  return sent[GENERATION_HEADER];
}

beforeAll(async () => {
  redis = await startRedis();
});

afterAll(async () => {
  for (const connection of connections) connection.close();
  await redis.stop();
});

test("a publish on A is read by B before B's very next request, and only then", async () => {
  const readOnB = jest.fn();
  const a = createGenerationSync(await connect(), keys, quiet);
  const b = createGenerationSync(await connect(), keys, readOnB);

  const first = await request(b);
  expect(readOnB).toHaveBeenCalledTimes(1);
  expect(await request(b)).toBe(first);
  expect(readOnB).toHaveBeenCalledTimes(1);

  const generation = await a.publish(['legalPage']);
  expect(generation).toBeGreaterThan(Number(first));
  expect(a.held()).toBe(generation);
  expect(await request(b)).toBe(String(generation));
  expect(readOnB).toHaveBeenCalledTimes(2);
  expect(await request(a)).toBe(String(generation));
});

test('requests arriving while content is read again wait for that one reading', async () => {
  let reads = 0;
  const b = createGenerationSync(await connect(), keys, async () => {
    reads += 1;
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  await request(b);
  const generation = await createGenerationSync(await connect(), keys, quiet).publish(['store']);
  const stamps = await Promise.all([1, 2, 3, 4, 5].map(() => request(b)));
  expect(reads).toBe(2);
  expect(stamps).toEqual(Array(5).fill(String(generation)));
});

test('a stamp a client sends is replaced', async () => {
  const b = createGenerationSync(await connect(), keys, quiet);
  const held = await request(b);
  expect(await request(b, { [GENERATION_HEADER]: '9007199254740991' })).toBe(held);
});

test('the announcement has B read the publish before any request asks', async () => {
  const readOnB = jest.fn();
  const b = createGenerationSync(await connect(), keys, readOnB);
  await request(b);
  const stop = b.watch();
  try {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const generation = await createGenerationSync(await connect(), keys, quiet).publish(['faq']);
    const deadline = Date.now() + 3000;
    while (b.held() !== generation && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(b.held()).toBe(generation);
    expect(readOnB).toHaveBeenCalledTimes(2);
    await request(b);
    expect(readOnB).toHaveBeenCalledTimes(2);
  } finally {
    await stop();
  }
});

test('content that cannot be read again keeps the older stamp, and the next request tries again', async () => {
  const readOnB = jest.fn((): void => undefined);
  const b = createGenerationSync(await connect(), keys, readOnB, quiet);
  const before = await request(b);
  await createGenerationSync(await connect(), keys, quiet).publish(['article']);
  readOnB.mockImplementationOnce(() => {
    throw new Error('seed file missing');
  });
  expect(await request(b)).toBe(before);
  expect(await request(b)).not.toBe(before);
  expect(readOnB).toHaveBeenCalledTimes(3);
});

test('Redis away: requests go on with the content held; a publish it missed goes out with the next', async () => {
  const port = await freePort();
  const readOnB = jest.fn();
  const nowhere = new SharedRedis(`redis://127.0.0.1:${port}`, quiet);
  connections.push(nowhere);
  const b = createGenerationSync(nowhere, keys, readOnB);
  expect(await request(b)).toBe('0');
  expect(await request(b, { [GENERATION_HEADER]: '99' })).toBe('0');
  expect(readOnB).not.toHaveBeenCalled();
  expect(await b.publish(['offer'])).toBeNull();

  const back = await startRedis(port);
  try {
    const deadline = Date.now() + 5000;
    let generation: number | null = null;
    while (generation === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      generation = await b.publish(['store']);
    }
    expect(generation).not.toBeNull();
    const watcher = await connect(back.url);
    const recorded = await watcher.attempt((client) => client.mGet([keys.tag('offer'), keys.tag('store')]));
    expect(recorded).toEqual({ ok: true, value: [String(generation), String(generation)] });
  } finally {
    await back.stop();
  }
}, 15_000);
