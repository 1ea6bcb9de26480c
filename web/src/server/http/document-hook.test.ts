/**
 * The document hook under a real Node HTTP server, the way `next start` writes responses (writeHead with headers,
 * chunked writes, one whole string from its cache): an HTML page is sent with its scripts requested after the first
 * paint and the hashes of exactly its inline scripts in its policy, with the right Cache-Control; navigation
 * payloads of a cookie-chosen variant are never shared-cacheable; compression stays Next's (and nginx's) business.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { GONE_RESPONSE_HEADER } from '@/lib/http/gone-status';
import { PRIVATE_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from '@/lib/http/page-cache-control';
import { firstPaintLoader } from '@/lib/http/scripts-after-first-paint';
import { installDocumentHook } from './document-hook';

const uninstallDocumentHook = installDocumentHook();
afterAll(() => uninstallDocumentHook());

const POLICY = "default-src 'self'; script-src 'self'; object-src 'none'";
const BOOTSTRAP = 'self.__next_f=self.__next_f||[]';
const PAYLOAD = 'self.__next_f.push([1,"Ünïcode \\"quoted\\""])';
const CHUNK_TAG = '<script src="/_next/static/chunks/main.js" async=""></script>';
const pageWith = (head: string, body = '<h1>Cars</h1>') =>
  `<!DOCTYPE html><html><head>${head}<script>${BOOTSTRAP}</script></head><body>${body}<script>${PAYLOAD}</script></body></html>`;
const PAGE = pageWith('<script src="/a.js"></script>');
const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

type Handler = (res: ServerResponse, req: IncomingMessage) => void;
let handler: Handler = () => undefined;
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => handler(res, req));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const scriptSources = (policy: string | null) =>
  (policy ?? '')
    .split('; ')
    .find((part) => part.startsWith('script-src '))!
    .split(' ')
    .slice(1);

describe('HTML pages', () => {
  test('written in chunks after writeHead: sent as written, the policy lists each inline script hash', async () => {
    handler = (res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': POLICY });
      res.write(PAGE.slice(0, 70));
      res.write(Buffer.from(PAGE.slice(70)));
      res.end();
    };
    const response = await fetch(`${origin}/contact-us`);
    expect(await response.text()).toBe(PAGE);
    expect(scriptSources(response.headers.get('content-security-policy'))).toEqual([
      "'self'",
      sha(BOOTSTRAP),
      sha(PAYLOAD),
    ]);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)));
  });

  test("Next's async chunk tags: requested by a loader after the first paint, whose hash the policy lists", async () => {
    handler = (res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': POLICY });
      res.end(pageWith(CHUNK_TAG));
    };
    const response = await fetch(`${origin}/cars-for-sale`);
    const loader = firstPaintLoader(['/_next/static/chunks/main.js']);
    expect(await response.text()).toBe(pageWith(`<script>${loader}</script>`));
    expect(scriptSources(response.headers.get('content-security-policy'))).toContain(sha(loader));
  });

  test('the same document from Next’s cache, asked for again: the same bytes and policy', async () => {
    const whole = pageWith(CHUNK_TAG, '<h1>Landing page</h1>');
    handler = (res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-security-policy', POLICY);
      res.end(whole);
    };
    const first = await fetch(`${origin}/`);
    const again = await fetch(`${origin}/`);
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  });

  test('compressed by another layer: sent as it is; the hashes are of the decoded scripts', async () => {
    handler = (res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-security-policy', POLICY);
      res.setHeader('content-encoding', 'gzip');
      res.end(zlib.gzipSync(PAGE));
    };
    const response = await fetch(`${origin}/`);
    expect(await response.text()).toBe(PAGE);
    expect(scriptSources(response.headers.get('content-security-policy'))).toContain(sha(PAYLOAD));
  });

  test.each([
    [
      'from Next’s cache, no cookie',
      's-maxage=300, stale-while-revalidate=31535700',
      undefined,
      PUBLIC_PAGE_CACHE_CONTROL,
    ],
    ['from Next’s cache, with a cookie', 's-maxage=300', 'lang=es', PRIVATE_PAGE_CACHE_CONTROL],
    [
      'rendered per request',
      'private, no-cache, no-store, max-age=0, must-revalidate',
      undefined,
      PRIVATE_PAGE_CACHE_CONTROL,
    ],
  ])('Cache-Control: %s', async (_name, nextValue, cookie, expected) => {
    handler = (res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-security-policy', POLICY);
      res.setHeader('cache-control', nextValue);
      res.end(PAGE);
    };
    const response = await fetch(`${origin}/`, { headers: cookie ? { cookie } : {} });
    expect(response.headers.get('cache-control')).toBe(expected);
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(response.headers.get('vary')).toContain('Accept-Language');
  });
});

describe('client-side navigation payloads (RSC)', () => {
  const serveRsc = () => {
    handler = (res) => {
      res.setHeader('content-type', 'text/x-component');
      res.setHeader('content-security-policy', POLICY);
      res.setHeader('cache-control', 's-maxage=300, stale-while-revalidate=31535700');
      res.setHeader('vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
      res.end('0:["$","div"]');
    };
  };

  test.each([
    ['a store chosen by cookie', 'userSelectedStore=elgin'],
    ['an experiment chosen by cookie', 'experimentConfig=%7B%7D'],
  ])('%s: private, never shared', async (_name, cookie) => {
    serveRsc();
    const response = await fetch(`${origin}/contact-us`, { headers: { rsc: '1', cookie } });
    expect(await response.text()).toBe('0:["$","div"]');
    expect(response.headers.get('cache-control')).toBe(PRIVATE_PAGE_CACHE_CONTROL);
  });

  test('no cookie: shared, varying on Cookie and Accept-Language as well as Next’s router headers', async () => {
    serveRsc();
    const response = await fetch(`${origin}/contact-us`, { headers: { rsc: '1' } });
    expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(response.headers.get('vary')).toBe(
      'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Cookie, Accept-Language',
    );
  });
});

describe('compression is not the hook’s', () => {
  const echoAcceptEncoding: Handler = (res, req) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ acceptEncoding: req.headers['accept-encoding'] ?? null }));
  };

  test.each([
    ['a page request: Next hands over the text the hook rewrites', '/used-cars', {}, null],
    ['an API route keeps Next’s compression', '/api/popups', {}, 'gzip, br'],
    ['a build file keeps Next’s compression', '/_next/static/chunks/main.js', {}, 'gzip, br'],
    ['a client-side navigation keeps Next’s compression', '/used-cars', { rsc: '1' }, 'gzip, br'],
  ])('%s', async (_name, path, headers, seen) => {
    handler = echoAcceptEncoding;
    const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip, br', ...headers } });
    expect(((await response.json()) as { acceptEncoding: string | null }).acceptEncoding).toBe(seen);
  });
});

describe('304 Not Modified', () => {
  test('carries no policy: the browser keeps the one stored with the body, whose hashes still match it', async () => {
    handler = (res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-security-policy', POLICY);
      res.setHeader('etag', '"abc"');
      res.statusCode = 304;
      res.end();
    };
    const response = await fetch(`${origin}/`, { headers: { 'if-none-match': '"abc"' } });
    expect(response.status).toBe(304);
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  /** Next's 304 for a page from its cache: its raw header set, no body, no content type (send-payload's order). */
  const serveNotModified = (nextCacheControl: string) => {
    handler = (res) => {
      res.setHeader('cache-control', nextCacheControl);
      res.setHeader('etag', '"abc"');
      res.statusCode = 304;
      res.end();
    };
  };

  test.each([
    ['a store chosen by cookie', { cookie: 'userSelectedStore=elgin' }, PRIVATE_PAGE_CACHE_CONTROL],
    ['its navigation payload', { cookie: 'userSelectedStore=elgin', rsc: '1' }, PRIVATE_PAGE_CACHE_CONTROL],
    ['no cookie', {}, PUBLIC_PAGE_CACHE_CONTROL],
  ])(
    'of a page from Next’s cache, %s: the Cache-Control and Vary its 200 carries',
    async (_name, headers, expected) => {
      serveNotModified('s-maxage=300, stale-while-revalidate=31535700');
      const response = await fetch(`${origin}/contact-us`, { headers: { 'if-none-match': '"abc"', ...headers } });
      expect(response.status).toBe(304);
      expect(response.headers.get('cache-control')).toBe(expected);
      expect(response.headers.get('vary')).toContain('Cookie');
    },
  );

  test('of a build file: Next’s header stays', async () => {
    serveNotModified('public, max-age=31536000, immutable');
    const response = await fetch(`${origin}/_next/static/chunks/main.js`, { headers: { 'if-none-match': '"abc"' } });
    expect(response.status).toBe(304);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('everything else passes through', () => {
  test.each([
    ['JSON (an API answer)', 'application/json', POLICY, '{"ok":true}'],
    ['HTML without a page policy', 'text/html', undefined, '<script>x()</script>'],
  ])('%s', async (_name, type, policy, body) => {
    handler = (res) => {
      res.setHeader('content-type', type);
      res.setHeader('cache-control', 'private, no-store');
      if (policy) res.setHeader('content-security-policy', policy);
      res.write(body);
      res.end();
    };
    const response = await fetch(`${origin}/api/x`);
    expect(await response.text()).toBe(body);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-security-policy')).toBe(policy ?? null);
  });
});

describe('410 Gone', () => {
  test('a 404 page the proxy marked gone is sent as 410, without the marker', async () => {
    handler = (res) => {
      res.setHeader(GONE_RESPONSE_HEADER, '1');
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': POLICY });
      res.end(PAGE);
    };
    const response = await fetch(`${origin}/used-cars-for-sale/2019-honda-civic-2HGFC2F59KH000000`);
    expect(response.status).toBe(410);
    expect(response.headers.get(GONE_RESPONSE_HEADER)).toBeNull();
    expect(await response.text()).toBe(PAGE);
  });

  test('a marked navigation payload (passed through) is 410 too', async () => {
    handler = (res) => {
      res.statusCode = 404;
      res.setHeader(GONE_RESPONSE_HEADER, '1');
      res.setHeader('content-type', 'text/x-component');
      res.end('0:{}');
    };
    const response = await fetch(`${origin}/special-offers/dealer/spring-clearance`, { headers: { rsc: '1' } });
    expect(response.status).toBe(410);
    expect(response.headers.get(GONE_RESPONSE_HEADER)).toBeNull();
  });

  test.each([
    ['an unmarked 404 stays 404', 404, false, 404],
    ['a marked error stays an error', 500, true, 500],
  ])('%s', async (_name, status, marked, expected) => {
    handler = (res) => {
      if (marked) res.setHeader(GONE_RESPONSE_HEADER, '1');
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': POLICY });
      res.end(PAGE);
    };
    expect((await fetch(`${origin}/x`)).status).toBe(expected);
  });
});
