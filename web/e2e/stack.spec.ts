/**
 * Through the stack (E2E_STACK=1: nginx → two `next start`, docs/deploy.md), what nginx adds in front of the app:
 * compressed answers per coding, a micro-cache for cookie-less pages that a cookie or a router request never reaches,
 * one entry per language, immutable build files, the body-size cap and the per-address POST limit.
 *
 * Requests go out from Node's http client rather than the browser: the tests set every header themselves, send no
 * cookie unless they mean to, and the POST burst comes from an address of its own (127.0.0.2), so it spends no
 * other test's allowance.
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './test';
import { E2E_STACK_POST_LIMIT, throughStack } from './e2e-env';

test.skip(!throughStack, 'runs through the stack only (E2E_STACK=1)');

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

const BROWSER = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br, zstd' };

function send(
  base: string,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer; from?: string } = {},
): Promise<Answer> {
  const url = new URL(target, base);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
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

/** Asks for a page until the instance answers it from Next's cache (`public`): the first render is not shared. */
async function warm(base: string, target: string, headers: Record<string, string>): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (/\bpublic\b/.test((await send(base, target, { headers })).headers['cache-control'] ?? '')) return;
  }
  throw new Error(`${target} never answered public`);
}

test.describe('nginx in front of the instances', () => {
  test('a cookie-less page is sent with Brotli to a client that takes it, gzip to a gzip-only one', async ({
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const brotli = await send(base, '/', { headers: BROWSER });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toContain('</html>');
    const gzip = await send(base, '/', { headers: { ...BROWSER, 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toContain('</html>');
    expect(gzip.headers.vary?.toLowerCase()).toContain('accept-encoding');
  });

  test('the same cookie-less request within a second is a micro-cache HIT', async ({ baseURL }) => {
    const base = baseURL ?? '';
    await warm(base, '/contact-us', BROWSER);
    await send(base, '/contact-us', { headers: BROWSER });
    const again = await send(base, '/contact-us', { headers: BROWSER });
    expect(again.headers['x-cache-status']).toBe('HIT');
    expect(again.body).toContain('</html>');
  });

  test('a request with a cookie is never a HIT', async ({ baseURL }) => {
    const base = baseURL ?? '';
    await warm(base, '/contact-us', BROWSER);
    const headers = { ...BROWSER, cookie: 'displayCookies=hide' };
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await send(base, '/contact-us', { headers })).headers['x-cache-status']).toBe('BYPASS');
  });

  test('an RSC request (client-side navigation) is never cached', async ({ baseURL }) => {
    const base = baseURL ?? '';
    await warm(base, '/contact-us', BROWSER);
    const headers = { ...BROWSER, rsc: '1', accept: '*/*' };
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await send(base, '/contact-us', { headers })).headers['x-cache-status']).toBe('BYPASS');
  });

  test('each Accept-Language has its own entry: Spanish gets the Spanish page', async ({ baseURL }) => {
    const base = baseURL ?? '';
    const spanish = { ...BROWSER, 'accept-language': 'es-US,es;q=0.9' };
    const english = { ...BROWSER, 'accept-language': 'en-US,en;q=0.9' };
    await warm(base, '/', spanish);
    await warm(base, '/', english);
    // Interleaved, each asked twice within its second: neither language's entry answers the other.
    for (let round = 0; round < 2; round += 1) {
      expect((await send(base, '/', { headers: spanish })).body).toMatch(/<html[^>]*\blang="es"/);
      expect((await send(base, '/', { headers: english })).body).toMatch(/<html[^>]*\blang="en"/);
    }
    const again = await send(base, '/', { headers: spanish });
    expect(again.headers['x-cache-status']).toBe('HIT');
    expect(again.body).toMatch(/<html[^>]*\blang="es"/);
  });

  test('build files under /_next/static/ are immutable for a year', async ({ baseURL }) => {
    const base = baseURL ?? '';
    const page = await send(base, '/', { headers: BROWSER });
    const script = /\/_next\/static\/[^"'\s]+\.js/.exec(page.body)?.[0];
    expect(script, 'a build script named in the home page').toBeTruthy();
    const first = await send(base, script ?? '', { headers: { 'accept-encoding': 'br' } });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['content-encoding']).toBe('br');
    const second = await send(base, script ?? '', { headers: { 'accept-encoding': 'br' } });
    expect(second.headers['x-cache-status']).toBe('HIT');
  });

  test('a POST larger than the upload cap is refused with 413 before it reaches the app', async ({ baseURL }) => {
    const answer = await send(baseURL ?? '', '/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(7 * 1024 * 1024, ' '),
      from: '127.0.0.3',
    });
    expect(answer.status).toBe(413);
  });

  test('a burst of POSTs from one address gets 429s from nginx', async ({ baseURL }) => {
    const base = baseURL ?? '';
    // Well past the rate and burst the suite's stack allows per address.
    const count = E2E_STACK_POST_LIMIT.burst * 3;
    const answers = await Promise.all(
      Array.from({ length: count }, () =>
        send(base, '/api/leads', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: Buffer.from('{}'),
          from: '127.0.0.2',
        }),
      ),
    );
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    // nginx's own refusal (an HTML page), not the app's rate limit (JSON).
    expect(limited[0]?.headers['content-type']).toMatch(/^text\/html/);
    // The others reached the app, which refused the empty lead.
    expect(answers.filter((answer) => answer.status === 400).length).toBeGreaterThan(0);
  });
});
