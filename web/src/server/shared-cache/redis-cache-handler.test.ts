/**
 * The shared page cache against a real redis-server. Two handlers with their own connections stand for two
 * `next start` instances.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentScope, scopeKeys } from './cache-keys.mjs';
import { GENERATION_HEADER, publishGeneration, readGeneration } from './content-generation.mjs';
import { RedisCacheHandler } from './redis-cache-handler.mjs';
import { RETRY_AFTER_MS, SharedRedis } from './redis-connection.mjs';
import { freePort, startRedis, type TestRedis } from './testing/redis-server';

type Handler = InstanceType<typeof RedisCacheHandler>;
type Value = Parameters<Handler['set']>[1];
type GetContext = Parameters<Handler['get']>[1];
type SetContext = Parameters<Handler['set']>[2];

const PAGE: GetContext = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false } as unknown as GetContext;
const PAGE_SET: SetContext = { cacheControl: { revalidate: 300, expire: 31_536_000 }, isRoutePPREnabled: false };

function page(title: string, tags: string): Value {
  return {
    kind: 'APP_PAGE',
    html: `<h1>${title}</h1>`,
    rscData: Buffer.from(`rsc ${title}`),
    headers: { 'x-next-cache-tags': tags, 'content-type': 'text/html' },
    status: 200,
    postponed: undefined,
    segmentData: new Map([
      ['/_tree', Buffer.from('tree')],
      ['/_index', Buffer.from([0, 255, 1])],
    ]),
  } as unknown as Value;
}

let redis: TestRedis;
const connections: SharedRedis[] = [];
const dirs: string[] = [];

/**
 * An instance's connection. Waited for, up to a generous bound: on a loaded machine the first connection may take
 * longer than the connect timeout, and these tests are about the cache, not about start-up.
 */
async function connect(url = redis.url, log: (line: string) => void = () => undefined): Promise<SharedRedis> {
  const connection = new SharedRedis(url, log);
  connections.push(connection);
  await Promise.race([connection.connected, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  return connection;
}

/** A connection to where no Redis listens, not waited for. */
function connectNowhere(port: number, log: (line: string) => void): SharedRedis {
  const connection = new SharedRedis(`redis://127.0.0.1:${port}`, log);
  connections.push(connection);
  return connection;
}

/** How many GET commands the Redis at `url` has executed (INFO commandstats), asked over a connection of its own. */
async function getCommandsRun(url: string): Promise<number> {
  const probe = await connect(url);
  const found = await probe.attempt((client) => client.info('commandstats'));
  if (!found.ok) throw new Error('the probe connection got no answer');
  return Number(/cmdstat_get:calls=(\d+)/.exec(found.value)?.[1] ?? 0);
}

/** A build folder as `next build` leaves it: `<dist>/BUILD_ID` beside `<dist>/server`. */
function buildDir(buildId: string): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'shared-cache-build-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'BUILD_ID'), buildId);
  return path.join(dist, 'server');
}

const buildA = () => buildDir('build-a');
let serverDistDir: string;

interface InstanceOptions {
  connection: SharedRedis;
  stamp?: number;
  dataset?: string;
  distDir?: string;
}

/** One request's handler on one instance, rendering with content read at generation `stamp`. */
function handlerOf({ connection, stamp = 0, dataset = 'sell-car', distDir = serverDistDir }: InstanceOptions) {
  return new RedisCacheHandler(
    { serverDistDir: distDir, revalidatedTags: [], _requestHeaders: { [GENERATION_HEADER]: String(stamp) } },
    { redis: connection, env: { REDIS_URL: redis.url, SITE_DATASET: dataset } },
  );
}

const sellCarKeys = scopeKeys(contentScope({ SITE_DATASET: 'sell-car' }));

beforeAll(async () => {
  redis = await startRedis();
  serverDistDir = buildA();
});

afterAll(async () => {
  for (const connection of connections) connection.close();
  await redis.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test('a page entry comes back from another instance as it was stored: html, RSC bytes, segment map, lifetime', async () => {
  const [a, b] = [await connect(), await connect()];
  const stored = page('Privacy', 'legalPage,_N_T_/layout');
  await handlerOf({ connection: a }).set('/en/legal/privacy', stored, PAGE_SET);

  const found = await handlerOf({ connection: b }).get('/en/legal/privacy', PAGE);
  expect(found).not.toBeNull();
  expect(found?.value).toEqual(stored);
  expect(found?.cacheControl).toEqual(PAGE_SET.cacheControl);
  expect(typeof found?.lastModified).toBe('number');
  const value = found?.value as unknown as { rscData: Buffer; segmentData: Map<string, Buffer> };
  expect(Buffer.isBuffer(value.rscData)).toBe(true);
  expect(value.segmentData).toBeInstanceOf(Map);
  expect([...value.segmentData.values()].every((bytes) => Buffer.isBuffer(bytes))).toBe(true);
  expect(value.segmentData.get('/_index')).toEqual(Buffer.from([0, 255, 1]));
  expect(await handlerOf({ connection: b }).get('/en/legal/unknown', PAGE)).toBeNull();
});

test('a tag expired on one instance is a miss on every instance; pages without it stay hits', async () => {
  const [a, b] = [await connect(), await connect()];
  const before = (await readGeneration(a, sellCarKeys)) ?? 0;
  const onA = handlerOf({ connection: a, stamp: before });
  await onA.set('/en/legal/terms', page('Terms', 'legalPage,_N_T_/layout'), PAGE_SET);
  await onA.set('/en/contact-us', page('Contact', 'siteSettings,store,_N_T_/layout'), PAGE_SET);
  expect(await handlerOf({ connection: b }).get('/en/legal/terms', PAGE)).not.toBeNull();

  await handlerOf({ connection: b }).revalidateTag(['legalPage']);

  expect(await handlerOf({ connection: a }).get('/en/legal/terms', PAGE)).toBeNull();
  expect(await handlerOf({ connection: b }).get('/en/legal/terms', PAGE)).toBeNull();
  expect(await handlerOf({ connection: a }).get('/en/contact-us', PAGE)).not.toBeNull();
  expect(await handlerOf({ connection: b }).get('/en/contact-us', PAGE)).not.toBeNull();
});

test('a render that read content from before a publish is never served after it, one from after it is', async () => {
  const [a, b] = [await connect(), await connect()];
  const before = (await readGeneration(a, sellCarKeys)) ?? 0;
  const inFlight = handlerOf({ connection: a, stamp: before });
  const generation = await publishGeneration(b, sellCarKeys, ['offer']);
  expect(generation).toBeGreaterThan(before);

  // Started before the publish, stored after it: its content may be the old one.
  await inFlight.set('/en/offers/spring', page('Old offer', 'offer'), PAGE_SET);
  expect(await handlerOf({ connection: b }).get('/en/offers/spring', PAGE)).toBeNull();

  await handlerOf({ connection: b, stamp: generation ?? 0 }).set(
    '/en/offers/spring',
    page('New offer', 'offer'),
    PAGE_SET,
  );
  const found = await handlerOf({ connection: a }).get('/en/offers/spring', PAGE);
  expect((found?.value as unknown as { html: string }).html).toBe('<h1>New offer</h1>');
});

test("a fetch entry is checked against its own tags and the page's implicit ones", async () => {
  const [a, b] = [await connect(), await connect()];
  const stamp = (await readGeneration(a, sellCarKeys)) ?? 0;
  const fetched = { kind: 'FETCH', data: { headers: {}, body: '{"ok":true}', url: 'https://cdn/q' }, revalidate: 60 };
  const fetchSet = { fetchCache: true, tags: ['vehicle'] } as unknown as SetContext;
  const fetchGet = (softTags: string[]) => ({ kind: 'FETCH', tags: ['vehicle'], softTags }) as unknown as GetContext;
  await handlerOf({ connection: a, stamp }).set('fetch-1', fetched as unknown as Value, fetchSet);

  expect((await handlerOf({ connection: b }).get('fetch-1', fetchGet(['_N_T_/en/cars'])))?.value).toEqual(fetched);
  await handlerOf({ connection: b }).revalidateTag('_N_T_/en/cars');
  expect(await handlerOf({ connection: a }).get('fetch-1', fetchGet(['_N_T_/en/cars']))).toBeNull();
  // Implicit tags belong to the page asking, not to the entry: another page's fetch of it is still a hit.
  expect(await handlerOf({ connection: a }).get('fetch-1', fetchGet(['_N_T_/en/other']))).not.toBeNull();
});

test('pages of another dataset or another build are never seen, and their publishes expire nothing here', async () => {
  const connection = await connect();
  const stamp = (await readGeneration(connection, sellCarKeys)) ?? 0;
  await handlerOf({ connection, stamp }).set('/en/careers', page('Careers', 'position'), PAGE_SET);

  expect(await handlerOf({ connection, dataset: 'dealership' }).get('/en/careers', PAGE)).toBeNull();
  expect(await handlerOf({ connection, distDir: buildDir('build-b') }).get('/en/careers', PAGE)).toBeNull();
  await handlerOf({ connection, dataset: 'dealership' }).revalidateTag(['position']);
  expect(await handlerOf({ connection }).get('/en/careers', PAGE)).not.toBeNull();
});

test('Redis unreachable: every call is a miss, nothing throws, one log line', async () => {
  // How long a miss takes is the bench's business (CONNECT_TIMEOUT_MS bounds the first); here: what it answers.
  const log = jest.fn();
  const nowhere = connectNowhere(await freePort(), log);
  const handler = handlerOf({ connection: nowhere });
  expect(await handler.get('/en/contact-us', PAGE)).toBeNull();

  await expect(handler.set('/en/contact-us', page('Contact', 'store'), PAGE_SET)).resolves.toBeUndefined();
  expect(await handler.get('/en/contact-us', PAGE)).toBeNull();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(handler.revalidateTag(['store'])).resolves.toBeUndefined();
  error.mockRestore();
  expect(log).toHaveBeenCalledTimes(1);
  expect(log.mock.calls[0]?.[0]).toMatch(/^\[shared-cache\] Redis at 127\.0\.0\.1:\d+ unreachable/);
});

test('Redis stopped after a page was stored: a miss at once', async () => {
  const own = await startRedis();
  const connection = await connect(own.url);
  const handler = handlerOf({ connection });
  await handler.set('/en/about', page('About', 'page'), PAGE_SET);
  expect(await handler.get('/en/about', PAGE)).not.toBeNull();
  await own.stop();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await handler.get('/en/about', PAGE)).toBeNull();
});

test('a hung Redis costs one request the command timeout, then is left alone, then is used again', async () => {
  const own = await startRedis();
  const log = jest.fn();
  const connection = await connect(own.url, log);
  const handler = handlerOf({ connection });
  try {
    await handler.set('/en/faq', page('FAQ', 'faq'), PAGE_SET);
    const before = await getCommandsRun(own.url);
    own.pause();
    // The first GET is written and waits out COMMAND_TIMEOUT_MS; the next ones are misses without a command.
    expect(await handler.get('/en/faq', PAGE)).toBeNull();
    expect(await handler.get('/en/faq', PAGE)).toBeNull();
    expect(await handler.get('/en/faq', PAGE)).toBeNull();

    own.resume();
    // The frozen server runs what reached its socket meanwhile: the one GET written before Redis was left alone.
    expect(await getCommandsRun(own.url)).toBe(before + 1);
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS + 100));
    expect(await handler.get('/en/faq', PAGE)).not.toBeNull();
    expect(log.mock.calls.map(([line]) => String(line).replace(/ \(.*/, ''))).toEqual([
      expect.stringMatching(/^\[shared-cache\] Redis at .* unreachable$/),
      expect.stringMatching(/^\[shared-cache\] Redis at .* reachable again$/),
    ]);
  } finally {
    await own.stop();
  }
}, 15_000);
