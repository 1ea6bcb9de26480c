/**
 * The build-asset answer under a real Node HTTP server: a script in memory is answered with Next's headers in the
 * smallest form the client takes; everything else reaches the server's own handler (Next) untouched.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { STATIC_ASSET_CACHE_CONTROL } from '@/server/security/security-headers';
import { answerBuildAsset } from './build-asset-answer';
import { createBuildAssetMemo, type BuildAssetMemo } from './build-asset-memo';

const SCRIPT = `${'self.vehicles=(self.vehicles||[]).concat([1,2,3]);\n'.repeat(100)}`;
const ASSET = '/_next/static/chunks/app.js';
let memo: BuildAssetMemo;
let server: Server;
let origin = '';

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-answer-'));
  mkdirSync(path.join(dir, 'chunks'));
  writeFileSync(path.join(dir, 'chunks', 'app.js'), SCRIPT);
  memo = createBuildAssetMemo(dir, 1024 * 1024);
  server = createServer((req, res) => {
    if (answerBuildAsset(req, res, memo)) return;
    res.setHeader('x-answered-by', 'next');
    res.end('from next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request(`${origin}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('the first request reaches Next; once loaded, the asset is answered from memory', async () => {
  expect((await send(ASSET)).headers['x-answered-by']).toBe('next');
  await memo.settled();
  const answer = await send(ASSET);
  expect(answer.headers['x-answered-by']).toBeUndefined();
  expect(answer.body.toString('utf8')).toBe(SCRIPT);
});

describe('answered from memory', () => {
  beforeAll(async () => {
    await send(ASSET);
    await memo.settled();
  });

  test.each([
    ['Brotli when accepted', 'gzip, deflate, br', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip when Brotli is not', 'gzip, deflate', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
    ['as stored when neither is', 'identity', undefined, (body: Buffer) => body],
  ])('%s, with the headers Next gives build assets', async (_name, acceptEncoding, expected, decode) => {
    const answer = await send(ASSET, { 'accept-encoding': acceptEncoding });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(expected);
    expect(decode(answer.body).toString('utf8')).toBe(SCRIPT);
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(answer.headers['content-type']).toMatch(/^application\/javascript/);
    expect(answer.headers['cache-control']).toBe(STATIC_ASSET_CACHE_CONTROL);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['strict-transport-security']).toBeTruthy();
    expect(answer.headers.vary).toBe('Accept-Encoding');
  });

  test('HEAD: the headers of the GET, no body', async () => {
    const answer = await send(ASSET, { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    expect(answer.body.length).toBe(0);
  });

  test.each([
    ['a range request', ASSET, { range: 'bytes=0-9' }, 'GET'],
    ['a conditional request', ASSET, { 'if-modified-since': new Date().toUTCString() }, 'GET'],
    ['a POST', ASSET, {}, 'POST'],
    ['a query', `${ASSET}?v=2`, {}, 'GET'],
    ['a page', '/cars-for-sale', {}, 'GET'],
  ])('%s is left to Next', async (_name, pathname, headers, method) => {
    expect((await send(pathname, headers, method)).headers['x-answered-by']).toBe('next');
  });
});
