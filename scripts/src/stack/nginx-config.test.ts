/**
 * The stack's nginx config, rendered from the template and run by the real nginx in front of a stand-in instance
 * that echoes what it received: `nginx -t` accepts it, and the forwarding headers, compression, micro-cache,
 * size and rate limits behave as docs/deploy.md says. Needs Debian's nginx and its Brotli modules (`npm test` and
 * CI install them); skipped, saying so, where they are missing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { instanceValues, readTemplate, renderTemplate } from './nginx-config';

const root = path.resolve(__dirname, '../../..');
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
const brotli = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const missing = !nginxBinary ? 'nginx is not installed' : !existsSync(brotli) ? `${brotli} is missing` : null;
if (missing)
  console.warn(`nginx-config.test.ts skipped: ${missing} (apt-get install nginx libnginx-mod-http-brotli-filter …)`);
const describeWithNginx = missing ? describe.skip : describe;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body decoded from its content-encoding. */
  body: string;
}

/** What the stand-in instance received, as it reports it in its body. */
interface Echo {
  path: string;
  count: number;
  headers: IncomingHttpHeaders;
}

let front = 0;
let upstreamCount = 0;
let folder = '';
let conf = '';
let nginx: ChildProcess | undefined;
/** Two stand-in instances, as the stack runs two. */
const instances: http.Server[] = [];
/** Every request the stand-ins received: which one, path, headers, body. */
const received: { instance: number; path: string; headers: IncomingHttpHeaders; body: string }[] = [];

/** The stand-in's Cache-Control and cookies by path, as Next answers: pages from its cache are `public`. */
function answerFor(url: string): { cacheControl: string; setCookie?: string; type: string } {
  if (url.startsWith('/_next/static/'))
    return { cacheControl: 'public, max-age=8640000, immutable', type: 'application/javascript; charset=UTF-8' };
  if (url.startsWith('/private')) return { cacheControl: 'private, no-cache', type: 'text/html; charset=utf-8' };
  if (url.startsWith('/cookie'))
    return {
      cacheControl: 'public, max-age=0, s-maxage=60',
      setCookie: 'lang=es; Path=/',
      type: 'text/html; charset=utf-8',
    };
  return {
    cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=3600',
    type: 'text/html; charset=utf-8',
  };
}

function request(
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: front,
        path: pathname,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.from,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const coding = response.headers['content-encoding'];
          const body = coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString('utf8') });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

const echoOf = (answer: Answer): Echo => JSON.parse(answer.body.trim()) as Echo;
const cacheStatus = (answer: Answer) => answer.headers['x-cache-status'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now (the kernel's pick). */
async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describeWithNginx('the stack nginx config', () => {
  beforeAll(async () => {
    for (const index of [0, 1]) {
      const server = http.createServer((incoming, response) => {
        upstreamCount += 1;
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          received.push({ instance: index, path: incoming.url ?? '', headers: incoming.headers, body });
          const answer = answerFor(incoming.url ?? '/');
          const echo: Echo = { path: incoming.url ?? '', count: upstreamCount, headers: incoming.headers };
          response.writeHead(200, {
            'content-type': answer.type,
            'cache-control': answer.cacheControl,
            vary: 'rsc, next-router-state-tree, Cookie, Accept-Language',
            ...(answer.setCookie ? { 'set-cookie': answer.setCookie } : {}),
          });
          // Padded past the compression threshold (256 bytes).
          response.end(`${JSON.stringify(echo)}${' '.repeat(2000)}`);
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      instances.push(server);
    }
    front = await freePort();
    const compress = await freePort();

    folder = mkdtempSync(path.join(os.tmpdir(), 'stack-nginx-'));
    // As root, nginx's workers run as nobody: they must reach the cache and temp folders.
    chmodSync(folder, 0o755);
    const nginxDir = path.join(folder, 'nginx');
    for (const sub of ['temp', 'cache']) mkdirSync(path.join(nginxDir, sub), { recursive: true });
    conf = path.join(nginxDir, 'nginx.conf');
    writeFileSync(
      conf,
      renderTemplate(readTemplate(root), {
        STACK_PORT: String(front),
        STACK_COMPRESS_PORT: String(compress),
        ...instanceValues(
          instances.map((server) => ({ host: '127.0.0.1', port: (server.address() as AddressInfo).port })),
        ),
        STACK_NGINX_DIR: nginxDir,
        STACK_ERROR_LOG: path.join(folder, 'error.log'),
        STACK_ACCESS_LOG: path.join(folder, 'access.log'),
        // One POST a minute, three at once: the rate-limit test sees 429 after the third.
        STACK_POST_RATE: '1r/m',
        STACK_POST_BURST: '2',
      }),
    );
    nginx = spawn(nginxBinary ?? 'nginx', ['-e', path.join(folder, 'error.log'), '-c', conf, '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    for (let attempt = 0; attempt < 100 && nginx.exitCode === null; attempt += 1) {
      if (
        await request('/up').then(
          () => true,
          () => false,
        )
      )
        return;
      await sleep(50);
    }
    throw new Error(`nginx did not start: ${readFileSync(path.join(folder, 'error.log'), 'utf8')}`);
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    for (const server of instances) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test('nginx -t accepts the rendered template', () => {
    const check = spawnSync(nginxBinary ?? 'nginx', ['-t', '-e', path.join(folder, 'error.log'), '-c', conf], {
      encoding: 'utf8',
    });
    expect(check.stderr).toContain('test is successful');
    expect(check.status).toBe(0);
  });

  test('one trusted hop: the client is appended to X-Forwarded-For once; Proto is set, Host passed, no coding asked', async () => {
    const answer = await request('/headers', {
      headers: {
        host: 'shop.example:8080',
        'x-forwarded-for': '198.51.100.7',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
        'accept-encoding': 'gzip, br',
      },
    });
    const received = echoOf(answer).headers;
    expect(received['x-forwarded-for']).toBe('198.51.100.7, 127.0.0.1');
    expect(received['x-forwarded-proto']).toBe('http');
    expect(received.host).toBe('shop.example:8080');
    expect(received['x-forwarded-host']).toBeUndefined();
    expect(received['accept-encoding']).toBeUndefined();
  });

  test.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %p is answered in %p, and Vary names Accept-Encoding once', async (accept, coding) => {
    const target = `/coding?${encodeURIComponent(accept ?? 'none')}`;
    const answer = await request(target, accept ? { headers: { 'accept-encoding': accept } } : {});
    expect(answer.headers['content-encoding']).toBe(coding);
    const vary = (answer.headers.vary ?? '').split(',').map((name) => name.trim().toLowerCase());
    expect(vary.filter((name) => name === 'accept-encoding')).toHaveLength(1);
    expect(echoOf(answer).path).toBe(target);
  });

  test('a cookie-less page asked again within a second is a HIT without reaching the instance; it expires within 2 s', async () => {
    const headers = { 'accept-encoding': 'br', 'accept-language': 'en-US,en;q=0.9' };
    const first = await request('/page?hit', { headers });
    const second = await request('/page?hit', { headers });
    expect(cacheStatus(first)).toBe('MISS');
    expect(cacheStatus(second)).toBe('HIT');
    expect(echoOf(second).count).toBe(echoOf(first).count);
    // nginx counts validity in whole seconds: a one-second entry lasts until the clock's second after next.
    await sleep(2100);
    expect(cacheStatus(await request('/page?hit', { headers }))).not.toBe('HIT');
  });

  test('Accept-Language, coding, Host and query each have their own entry', async () => {
    const base = { 'accept-encoding': 'br', 'accept-language': 'en' };
    expect(cacheStatus(await request('/page?key', { headers: base }))).toBe('MISS');
    expect(cacheStatus(await request('/page?key', { headers: base }))).toBe('HIT');
    for (const headers of [
      { ...base, 'accept-language': 'es' },
      { ...base, 'accept-encoding': 'gzip' },
      { ...base, host: 'other.example' },
    ])
      expect(cacheStatus(await request('/page?key', { headers }))).toBe('MISS');
    expect(cacheStatus(await request('/page?key&2', { headers: base }))).toBe('MISS');
  });

  test.each([
    ['a request with a cookie', { cookie: 'displayCookies=hide' }],
    ['a request with credentials', { authorization: 'Basic YTpi' }],
    ['an RSC request', { rsc: '1' }],
    ['a router prefetch', { 'next-router-prefetch': '1' }],
    ['a router state tree', { 'next-router-state-tree': '%5B%5D' }],
    ['a server action', { 'next-action': 'abc' }],
  ])('%s is never answered from the micro-cache, nor stored', async (_name, extra) => {
    const target = `/page?bypass=${encodeURIComponent(Object.keys(extra)[0] ?? '')}`;
    const first = await request(target, { headers: extra });
    const second = await request(target, { headers: extra });
    expect([cacheStatus(first), cacheStatus(second)]).toEqual(['BYPASS', 'BYPASS']);
    expect(echoOf(second).count).toBeGreaterThan(echoOf(first).count);
    // Nothing was stored for the plain request either.
    expect(cacheStatus(await request(target))).toBe('MISS');
  });

  test.each([
    ['marked private', '/private'],
    ['setting a cookie', '/cookie'],
  ])('an answer %s is never stored', async (_name, target) => {
    await request(target);
    const again = await request(target);
    expect(cacheStatus(again)).toBe('MISS');
  });

  test('build files: a year, immutable, compressed once per coding and kept', async () => {
    const headers = { 'accept-encoding': 'gzip, br', cookie: 'a=b' };
    const first = await request('/_next/static/chunks/app.js', { headers });
    const second = await request('/_next/static/chunks/app.js', { headers });
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(second.headers['content-encoding']).toBe('br');
    expect([cacheStatus(first), cacheStatus(second)]).toEqual(['MISS', 'HIT']);
  });

  test('bodies over 64 KB are refused with 413, except on /api/leads (résumé uploads, up to 6 MB)', async () => {
    const body = Buffer.alloc(100 * 1024, 'a');
    const headers = { 'content-type': 'application/json' };
    expect((await request('/api/offers', { method: 'POST', body, headers, from: '127.0.0.2' })).status).toBe(413);
    expect((await request('/api/leads', { method: 'POST', body, headers, from: '127.0.0.3' })).status).toBe(200);
    const tooLarge = Buffer.alloc(6 * 1024 * 1024 + 1, 'a');
    expect((await request('/api/leads', { method: 'POST', body: tooLarge, headers, from: '127.0.0.4' })).status).toBe(
      413,
    );
  });

  test('POSTs past the per-address rate get 429; GETs and other addresses are not counted', async () => {
    const post = (from: string) => request('/api/leads', { method: 'POST', body: Buffer.from('{}'), from });
    const statuses = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await post('127.0.0.5')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await request('/page?after-posts', { from: '127.0.0.5' })).status).toBe(200);
    expect((await post('127.0.0.6')).status).toBe(200);
  });

  test('the publish webhook goes to one instance, like any POST (the shared cache tells the others)', async () => {
    const before = received.length;
    const body = JSON.stringify({ _type: 'legalPage' });
    const answer = await request('/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sanity-webhook-signature': 't=1,v1=sig' },
      body: Buffer.from(body),
      from: '127.0.0.7',
    });
    expect(answer.status).toBe(200);
    await sleep(200);
    const hooks = received.slice(before).filter((entry) => entry.path === '/api/revalidate');
    expect(hooks).toHaveLength(1);
    expect(hooks[0]!.body).toBe(body);
    expect(hooks[0]!.headers['sanity-webhook-signature']).toBe('t=1,v1=sig');
  });
});
