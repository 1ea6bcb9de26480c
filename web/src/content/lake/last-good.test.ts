/**
 * Fault: the Content Lake becomes unreachable. fetchPublishedContent's Lake path, with a real @sanity/client
 * pointed at a local HTTP server standing in for the Lake's query API: the first read succeeds, the server stops,
 * the next read serves the last good result; with nothing remembered the error surfaces.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createClient, type SanityClient } from '@sanity/client';

import { fetchPublishedContent } from '../fetch';

import { isLakeOutage, LastGoodCache, lastGoodKey, withLastGood } from './last-good';

let lake: SanityClient | undefined;
jest.mock('./client', () => ({
  lakeClient: () => {
    if (!lake) throw new Error('lake client not set up');
    return lake;
  },
  draftClient: () => {
    throw new Error('not in draft mode');
  },
}));

// Read lazily by serverEnv() at the first fetch: the Lake path is taken.
process.env.SANITY_PROJECT_ID = 'fault1234';
process.env.SANITY_DATASET = 'production';

/** Answers GROQ queries like the Lake's query endpoint: `{result}` per the `$slug` param; counts requests. */
function startFakeLake(): Promise<{ server: Server; port: number; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://lake');
    requests.push(url.pathname);
    const slug = JSON.parse(url.searchParams.get('$slug') ?? 'null') as string | null;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ms: 1, query: url.searchParams.get('query'), result: { title: `Page ${slug}` } }));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, requests }));
  });
}

const QUERY = '*[_type == "page" && slug.current == $slug][0]{title}';

describe('fetchPublishedContent with the Content Lake unreachable', () => {
  let warn: jest.SpyInstance;
  beforeAll(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(() => warn.mockRestore());

  test('serves the last good result after the Lake stops; no remembered result → the error surfaces', async () => {
    const fake = await startFakeLake();
    lake = createClient({
      projectId: 'fault1234',
      dataset: 'production',
      apiVersion: '2025-10-01',
      apiHost: `http://127.0.0.1:${fake.port}`,
      useProjectHostname: false,
      useCdn: false,
      // No retries: the outage is immediate and the test stays fast.
      maxRetries: 0,
    });

    const first = await fetchPublishedContent({ query: QUERY, params: { slug: 'about' }, tags: ['page'] });
    expect(first).toEqual({ title: 'Page about' });
    expect(fake.requests).toHaveLength(1);

    await new Promise<void>((resolve) => fake.server.close(() => resolve()));

    const second = await fetchPublishedContent({ query: QUERY, params: { slug: 'about' }, tags: ['page'] });
    expect(second).toEqual({ title: 'Page about' });
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).toMatch(/^\[content\] Content Lake unavailable .*serving the last good result$/);
    expect(line).not.toContain('about');

    // Never read while the Lake was up: nothing to fall back on.
    await expect(fetchPublishedContent({ query: QUERY, params: { slug: 'contact' } })).rejects.toBeDefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('withLastGood', () => {
  const outage = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
  beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  test('a newer good result replaces the remembered one', async () => {
    const cache = new LastGoodCache();
    await withLastGood('k', async () => 'v1', cache);
    await withLastGood('k', async () => 'v2', cache);
    await expect(withLastGood('k', outage, cache)).resolves.toBe('v2');
  });

  test('a bad query (4xx) or Next.js control flow (digest) is never papered over', async () => {
    const cache = new LastGoodCache();
    await withLastGood('k', async () => 'v1', cache);
    const badQuery = Object.assign(new Error('param $slug referenced, but not provided'), { statusCode: 400 });
    await expect(withLastGood('k', () => Promise.reject(badQuery), cache)).rejects.toBe(badQuery);
    const dynamic = Object.assign(new Error('Dynamic server usage'), { digest: 'DYNAMIC_SERVER_USAGE' });
    await expect(withLastGood('k', () => Promise.reject(dynamic), cache)).rejects.toBe(dynamic);
  });

  test('bounded: the least recently used entry goes first', async () => {
    const cache = new LastGoodCache(2);
    await withLastGood('a', async () => 1, cache);
    await withLastGood('b', async () => 2, cache);
    await expect(withLastGood('a', outage, cache)).resolves.toBe(1); // a is now the most recent
    await withLastGood('c', async () => 3, cache);
    expect(cache.size).toBe(2);
    await expect(withLastGood('b', outage, cache)).rejects.toThrow('ECONNREFUSED');
    await expect(withLastGood('a', outage, cache)).resolves.toBe(1);
  });

  test.each<[string, boolean, unknown]>([
    ['connection refused', true, Object.assign(new Error('x'), { code: 'ECONNREFUSED' })],
    ['502 from the API', true, Object.assign(new Error('x'), { statusCode: 502 })],
    ['429 rate limited', true, Object.assign(new Error('x'), { statusCode: 429 })],
    ['404', false, Object.assign(new Error('x'), { statusCode: 404 })],
    ['abort', false, Object.assign(new Error('x'), { name: 'AbortError' })],
  ])('isLakeOutage: %s → %s', (_label, expected, error) => {
    expect(isLakeOutage(error)).toBe(expected);
  });

  test('params in any order share one key; different params do not', () => {
    expect(lastGoodKey('q', { a: 1, b: 2 })).toBe(lastGoodKey('q', { b: 2, a: 1 }));
    expect(lastGoodKey('q', { a: 1 })).not.toBe(lastGoodKey('q', { a: 2 }));
    expect(lastGoodKey('q')).not.toBe(lastGoodKey('p'));
  });
});
