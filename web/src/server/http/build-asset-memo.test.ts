import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildAssetFile, createBuildAssetMemo } from './build-asset-memo';

const STATIC = '/srv/web/.next/static';

describe('which request paths name a build script or style', () => {
  test.each([
    ['a script chunk', '/_next/static/chunks/0e5ilc4s4mxmz.js', `${STATIC}/chunks/0e5ilc4s4mxmz.js`],
    ['a style chunk', '/_next/static/chunks/03_b1etszzbmw.css', `${STATIC}/chunks/03_b1etszzbmw.css`],
    [
      'a build-id folder',
      '/_next/static/REYHVz5EaAwY-kAG5Ly3L/_buildManifest.js',
      `${STATIC}/REYHVz5EaAwY-kAG5Ly3L/_buildManifest.js`,
    ],
    ['a font', '/_next/static/media/inter.woff2', null],
    ['a climb out of the folder', '/_next/static/chunks/../../server/app.js', null],
    ['an encoded climb', '/_next/static/chunks/%2e%2e/secret.js', null],
    ['a hidden file', '/_next/static/.env.js', null],
    ['a query', '/_next/static/chunks/a.js?v=1', null],
    ['another folder', '/media/logo.js', null],
  ])('%s', (_name, pathname, expected) => {
    expect(buildAssetFile(pathname, STATIC)?.file ?? null).toBe(expected);
  });

  test('the content type follows the extension', () => {
    expect(buildAssetFile('/_next/static/chunks/a.js', STATIC)?.type).toMatch(/^application\/javascript/);
    expect(buildAssetFile('/_next/static/chunks/a.css', STATIC)?.type).toMatch(/^text\/css/);
  });
});

describe('the memo', () => {
  const script = `${'export const vehicles = [];\n'.repeat(200)}console.log(vehicles.length);\n`;
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'build-assets-'));
    mkdirSync(path.join(dir, 'chunks'));
    writeFileSync(path.join(dir, 'chunks', 'app.js'), script);
  });

  test('null on first request (Next answers it); then the file in its Brotli and gzip forms', async () => {
    const memo = createBuildAssetMemo(dir, 1024 * 1024);
    expect(memo.get('/_next/static/chunks/app.js')).toBeNull();
    await memo.settled();
    const asset = memo.get('/_next/static/chunks/app.js');
    expect(asset?.identity.toString('utf8')).toBe(script);
    expect(zlib.brotliDecompressSync(asset!.br).toString('utf8')).toBe(script);
    expect(zlib.gunzipSync(asset!.gzip).toString('utf8')).toBe(script);
    expect(asset!.br.length).toBeLessThan(asset!.gzip.length);
  });

  test('a missing file is not remembered', async () => {
    const memo = createBuildAssetMemo(dir, 1024 * 1024);
    expect(memo.get('/_next/static/chunks/missing.js')).toBeNull();
    await memo.settled();
    expect(memo.get('/_next/static/chunks/missing.js')).toBeNull();
    expect(memo.size).toBe(0);
  });

  test('bounded by bytes: the least recently used goes first', async () => {
    for (const name of ['b.js', 'c.js']) writeFileSync(path.join(dir, 'chunks', name), script.replace('length', name));
    // Each asset weighs its bytes and both compressed forms: room for two.
    const memo = createBuildAssetMemo(dir, 2 * (script.length + 400));
    for (const name of ['app.js', 'b.js']) memo.get(`/_next/static/chunks/${name}`);
    await memo.settled();
    expect(memo.size).toBe(2);
    memo.get('/_next/static/chunks/app.js');
    memo.get('/_next/static/chunks/c.js');
    await memo.settled();
    expect(memo.size).toBe(2);
    expect(memo.get('/_next/static/chunks/b.js')).toBeNull();
    expect(memo.get('/_next/static/chunks/app.js')).not.toBeNull();
  });
});
