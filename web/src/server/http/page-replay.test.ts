/**
 * Replays: which requests may be answered from one, which answers may be kept, and how long (a fake clock on a
 * real HTTP server).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPageReplays, isReplayable, REPLAY_TTL_MS, replayKey } from './page-replay';

const request = (headers: IncomingMessage['headers'], method = 'GET', url = '/cars-for-sale') => ({
  method,
  url,
  headers,
});
const BROWSER = { host: 'cars.example', accept: 'text/html', 'accept-encoding': 'br', 'accept-language': 'en-US' };

describe('replayKey', () => {
  test('a cookie-less browser GET for a page has a key naming its URL, host, language and coding', () => {
    expect(replayKey(request(BROWSER), true)).toBe('/cars-for-sale\ncars.example\nen-US\nbr');
  });

  test.each([
    ['not a page request', BROWSER, 'GET', false],
    ['HEAD', BROWSER, 'HEAD', true],
    ['POST', BROWSER, 'POST', true],
    ['a cookie', { ...BROWSER, cookie: 'lang=es' }, 'GET', true],
    ['authorization', { ...BROWSER, authorization: 'Basic eDp5' }, 'GET', true],
    ['a range', { ...BROWSER, range: 'bytes=0-10' }, 'GET', true],
    ['an RSC request', { ...BROWSER, rsc: '1' }, 'GET', true],
    ['a router prefetch', { ...BROWSER, 'next-router-prefetch': '1' }, 'GET', true],
    ['a server action', { ...BROWSER, 'next-action': 'abc' }, 'GET', true],
    ['Cache-Control: no-cache', { ...BROWSER, 'cache-control': 'no-cache' }, 'GET', true],
    ['Pragma: no-cache', { ...BROWSER, pragma: 'no-cache' }, 'GET', true],
  ])('%s: no key (the server answers)', (_name, headers, method, isPage) => {
    expect(replayKey(request(headers, method), isPage)).toBeNull();
  });

  test.each([
    ['language', { 'accept-language': 'es' }],
    ['coding', { 'accept-encoding': 'gzip' }],
    ['host', { host: 'other.example' }],
  ])('another %s is another key', (_name, change) => {
    expect(replayKey(request({ ...BROWSER, ...change }), true)).not.toBe(replayKey(request(BROWSER), true));
  });
});

describe('isReplayable', () => {
  test.each([
    [200, { 'cache-control': 'public, max-age=0, s-maxage=60', 'x-nextjs-cache': 'HIT' }, true],
    [200, { 'cache-control': 'public, max-age=0, s-maxage=60', 'x-nextjs-cache': 'MISS' }, false],
    [200, { 'cache-control': 'public, max-age=0, s-maxage=60', 'x-nextjs-cache': 'STALE' }, false],
    [200, { 'cache-control': 'public, max-age=0, s-maxage=60' }, false],
    [200, { 'cache-control': 'private, no-cache', 'x-nextjs-cache': 'HIT' }, false],
    [200, {}, false],
    [404, { 'cache-control': 'public, s-maxage=60', 'x-nextjs-cache': 'HIT' }, false],
    [200, { 'cache-control': 'public, s-maxage=60', 'x-nextjs-cache': 'HIT', 'set-cookie': ['a=b'] }, false],
  ])('status %s with %j: %s', (status, headers, expected) => {
    expect(isReplayable(status, headers)).toBe(expected);
  });
});

describe('createPageReplays', () => {
  let clock = 0;
  const replays = createPageReplays(1024 * 1024, () => clock);
  let server: Server;
  let origin = '';
  let misses = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (replays.answer('page', req, res)) return;
      misses += 1;
      res.end('miss');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const headers = {
    'cache-control': 'public, s-maxage=60',
    'x-nextjs-cache': 'HIT',
    etag: '"tag-br"',
    date: 'Thu, 01 Jan 2026 00:00:00 GMT',
  };

  test('answers with the kept status, headers and bytes until its second is over', async () => {
    clock = 1_000;
    replays.remember('page', 200, headers, Buffer.from('kept page'));
    clock = 1_000 + REPLAY_TTL_MS - 1;
    const replayed = await fetch(origin);
    expect(await replayed.text()).toBe('kept page');
    expect(replayed.headers.get('etag')).toBe('"tag-br"');
    // The date is the replay's own, not the kept answer's.
    expect(replayed.headers.get('date')).not.toBe(headers.date);
    clock = 1_000 + REPLAY_TTL_MS;
    misses = 0;
    expect(await (await fetch(origin)).text()).toBe('miss');
    expect(misses).toBe(1);
  });

  test('an answer that may not be replayed is not kept', async () => {
    clock = 5_000;
    replays.remember('page', 200, { ...headers, 'cache-control': 'private, no-cache' }, Buffer.from('private'));
    expect(await (await fetch(origin)).text()).toBe('miss');
  });
});
