/**
 * The document hook under a real Node HTTP server, the way `next start` writes responses (writeHead with headers,
 * chunked writes, compression): an HTML page gets the hashes of exactly its inline scripts in its policy, the
 * right Cache-Control, an entity tag and, for a browser, the hook's own compression; anything else passes through
 * untouched.
 */
import { createHash } from 'node:crypto';
import {
  createServer,
  get as httpGet,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { PRIVATE_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from '@/lib/http/page-cache-control';
import { firstPaintLoader } from '@/lib/http/scripts-after-first-paint';
import { installDocumentHook } from './document-hook';
import { forgetPageReplays } from './page-replay';

installDocumentHook();

const POLICY = "default-src 'self'; script-src 'self'; object-src 'none'";
const BOOTSTRAP = 'self.__next_f=self.__next_f||[]';
/** A payload script as Next writes it, and as the hook sends it (a single-quoted string needs no escape for `"`). */
const NEXT_PAYLOAD = 'self.__next_f.push([1,"Ünïcode \\"quoted\\""])';
const SENT_PAYLOAD = `self.__next_f.push([1,'Ünïcode "quoted"'])`;
const pageWith = (payload: string, body = '<h1>Cars</h1>') =>
  `<!DOCTYPE html><html><head><script src="/a.js"></script><script>${BOOTSTRAP}</script></head><body>${body}<script>${payload}</script></body></html>`;
const PAGE = pageWith(NEXT_PAYLOAD);
const SENT_PAGE = pageWith(SENT_PAYLOAD);
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
// Each test serves its own answers: none replays another test's.
beforeEach(() => forgetPageReplays());

const scriptSources = (policy: string | null) =>
  (policy ?? '')
    .split('; ')
    .find((part) => part.startsWith('script-src '))!
    .split(' ')
    .slice(1);

describe('HTML pages', () => {
  test('written in chunks after writeHead: payload scripts compacted, the policy lists each inline script hash', async () => {
    handler = (res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': POLICY });
      res.write(PAGE.slice(0, 70));
      res.write(Buffer.from(PAGE.slice(70)));
      res.end();
    };
    const response = await fetch(`${origin}/contact-us`);
    expect(await response.text()).toBe(SENT_PAGE);
    expect(scriptSources(response.headers.get('content-security-policy'))).toEqual([
      "'self'",
      sha(BOOTSTRAP),
      sha(SENT_PAYLOAD),
    ]);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(SENT_PAGE)));
  });

  test("Next's async chunk tags: requested by a loader after the first paint, whose hash the policy lists", async () => {
    const chunkTag = '<script src="/_next/static/chunks/main.js" async=""></script>';
    const page = PAGE.replace('<script src="/a.js"></script>', chunkTag);
    handler = (res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': POLICY });
      res.end(page);
    };
    const response = await fetch(`${origin}/cars-for-sale`);
    const loader = firstPaintLoader(['/_next/static/chunks/main.js']);
    expect(await response.text()).toBe(
      SENT_PAGE.replace('<script src="/a.js"></script>', `<script>${loader}</script>`),
    );
    expect(scriptSources(response.headers.get('content-security-policy'))).toContain(sha(loader));
  });

  test('compressed by the server: sent as it is; the hashes are of the decoded scripts', async () => {
    handler = (res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-security-policy', POLICY);
      res.setHeader('content-encoding', 'gzip');
      res.end(zlib.gzipSync(PAGE));
    };
    const response = await fetch(`${origin}/`);
    expect(await response.text()).toBe(PAGE);
    expect(scriptSources(response.headers.get('content-security-policy'))).toContain(sha(NEXT_PAYLOAD));
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
  });
});

/** A GET with the given headers, its body as sent (not decompressed). */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = httpGet(`${origin}${path}`, { headers }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }),
      );
    });
    request.on('error', reject);
  });
}

const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br' };
/** A page long enough to be worth compressing. */
const LONG_BODY = `<h1>Cars</h1>${'<p>Low miles, one owner, clean title.</p>'.repeat(60)}`;
const LONG_PAGE = pageWith(NEXT_PAYLOAD, LONG_BODY);
const LONG_SENT_PAGE = pageWith(SENT_PAYLOAD, LONG_BODY);

describe('a browser asking for a page', () => {
  const serveWhole = (body: string) => {
    handler = (res, req) => {
      // Next is not told the request accepts compression: the hook compresses, once per document.
      res.setHeader('x-seen-accept-encoding', String(req.headers['accept-encoding'] ?? 'none'));
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-security-policy', POLICY);
      res.setHeader('cache-control', 's-maxage=300');
      res.end(body);
    };
  };

  test.each([
    ['Brotli when accepted', 'gzip, deflate, br', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip when Brotli is not', 'gzip, deflate', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
    ['none when neither is', 'identity', undefined, (body: Buffer) => body],
  ])('compressed by the hook: %s', async (_name, acceptEncoding, expected, decode) => {
    serveWhole(LONG_PAGE);
    const response = await rawGet('/used-cars', { ...BROWSER, 'accept-encoding': acceptEncoding });
    expect(response.headers['x-seen-accept-encoding']).toBe('none');
    expect(response.headers['content-encoding']).toBe(expected);
    expect(decode(response.body).toString('utf8')).toBe(LONG_SENT_PAGE);
    expect(response.headers['content-length']).toBe(String(response.body.length));
    expect(String(response.headers.vary)).toContain('Accept-Encoding');
    expect(scriptSources(response.headers['content-security-policy'] as string)).toContain(sha(SENT_PAYLOAD));
    // Each form has its own tag: their bytes differ.
    expect(response.headers.etag).toMatch(expected ? new RegExp(`^"[\\w-]+-${expected}"$`) : /^"[\w-]+"$/);
  });

  test('a page streamed per request is compressed and hashed too', async () => {
    handler = (res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': POLICY });
      res.write(LONG_PAGE.slice(0, 100));
      res.end(LONG_PAGE.slice(100));
    };
    const response = await rawGet('/contact-us', BROWSER);
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.body).toString('utf8')).toBe(LONG_SENT_PAGE);
    expect(scriptSources(response.headers['content-security-policy'] as string)).toEqual([
      "'self'",
      sha(BOOTSTRAP),
      sha(SENT_PAYLOAD),
    ]);
  });

  test.each([
    ['an API route', '/api/popups'],
    ['a file', '/sitemap.xml'],
  ])('%s keeps the server’s own compression', async (_name, path) => {
    serveWhole(LONG_PAGE);
    const response = await rawGet(path, BROWSER);
    expect(response.headers['x-seen-accept-encoding']).toBe('gzip, deflate, br');
  });

  test('a client-side navigation (RSC request) keeps the server’s own compression', async () => {
    serveWhole(LONG_PAGE);
    const response = await rawGet('/used-cars', { ...BROWSER, rsc: '1' });
    expect(response.headers['x-seen-accept-encoding']).toBe('gzip, deflate, br');
  });
});

describe('entity tags and 304', () => {
  const OTHER_SCRIPT = "self.__next_f.push([1,'other'])";
  const OTHER_PAGE = `<!DOCTYPE html><html><body><script>${OTHER_SCRIPT}</script></body></html>`;
  const serve = (body: string) => {
    handler = (res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-security-policy', POLICY);
      res.end(body);
    };
  };

  test('the same document has the same tag; another document another', async () => {
    serve(PAGE);
    const first = await rawGet('/', BROWSER);
    const again = await rawGet('/', BROWSER);
    serve(OTHER_PAGE);
    const other = await rawGet('/', BROWSER);
    expect(first.headers.etag).toBeTruthy();
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(other.headers.etag).not.toBe(first.headers.etag);
    expect(scriptSources(other.headers['content-security-policy'] as string)).toEqual(["'self'", sha(OTHER_SCRIPT)]);
  });

  test.each([
    ['the Brotli form', BROWSER],
    ['the plain form', { accept: 'text/html' }],
  ])('%s: a matching If-None-Match gets 304, without body or policy', async (name, headers) => {
    // A document of its own: the revalidation is its second request, still answered with the form first sent.
    serve(LONG_PAGE.replace('<h1>Cars</h1>', `<h1>${name}</h1>`));
    const first = await rawGet('/', headers);
    const revalidated = await rawGet('/', { ...headers, 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    expect(revalidated.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
  });

  test('a page asked for again gets Brotli’s best form once it is ready, under its own tag', async () => {
    const page = LONG_PAGE.replace('<h1>Cars</h1>', '<h1>Popular landing page</h1>');
    serve(page);
    const sentPage = LONG_SENT_PAGE.replace('<h1>Cars</h1>', '<h1>Popular landing page</h1>');
    const first = await rawGet('/', BROWSER);
    expect(first.headers.etag).toMatch(/-br"$/);
    let best = first;
    for (let attempt = 0; attempt < 100 && !String(best.headers.etag).endsWith('-br11"'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      best = await rawGet('/', BROWSER);
    }
    expect(best.headers.etag).toBe(String(first.headers.etag).replace(/-br"$/, '-br11"'));
    expect(zlib.brotliDecompressSync(best.body).toString('utf8')).toBe(sentPage);
    expect(best.body.length).toBeLessThan(first.body.length);
    const revalidated = await rawGet('/', { ...BROWSER, 'if-none-match': String(best.headers.etag) });
    expect(revalidated.status).toBe(304);
    // The fast form's tag no longer matches what would be sent: the browser gets the smaller bytes.
    const older = await rawGet('/', { ...BROWSER, 'if-none-match': String(first.headers.etag) });
    expect(older.status).toBe(200);
  });

  test('a stale If-None-Match gets the page', async () => {
    serve(PAGE);
    const response = await rawGet('/', { ...BROWSER, 'if-none-match': '"old"' });
    expect(response.status).toBe(200);
    expect(response.body.toString('utf8')).toBe(SENT_PAGE);
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
});

describe('everything else passes through', () => {
  test.each([
    ['JSON (an API answer)', 'application/json', POLICY, '{"ok":true}'],
    ['an RSC payload', 'text/x-component', POLICY, '0:["$","div"]'],
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

describe('public answers replayed to identical requests', () => {
  let calls = 0;
  const servePublic = (extra: (res: ServerResponse) => void = () => undefined, cacheControl = 's-maxage=300') => {
    calls = 0;
    handler = (res) => {
      calls += 1;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-security-policy', POLICY);
      res.setHeader('cache-control', cacheControl);
      res.setHeader('x-nextjs-cache', 'HIT');
      extra(res);
      res.end(LONG_PAGE);
    };
  };
  beforeEach(() => forgetPageReplays());

  test('a cookie-less page request asked again gets the same answer without reaching the server', async () => {
    servePublic();
    const first = await rawGet('/cars-for-sale', BROWSER);
    const again = await rawGet('/cars-for-sale', BROWSER);
    expect(calls).toBe(1);
    expect(again.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    for (const name of ['etag', 'content-security-policy', 'cache-control', 'vary', 'content-encoding'])
      expect(again.headers[name]).toBe(first.headers[name]);
    expect(again.headers.age).toBe('0');
    expect(first.headers.age).toBeUndefined();
  });

  test('a matching If-None-Match on a replay gets 304 without body or policy', async () => {
    servePublic();
    const first = await rawGet('/cars-for-sale', BROWSER);
    const revalidated = await rawGet('/cars-for-sale', { ...BROWSER, 'if-none-match': String(first.headers.etag) });
    expect(calls).toBe(1);
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
  });

  test.each([
    ['another language', { 'accept-language': 'es-MX,es;q=0.9' }],
    ['another coding', { 'accept-encoding': 'gzip' }],
    ['another query', {}, '/cars-for-sale?sort=priceLow'],
    ['a cookie', { cookie: 'lang=en' }],
    ['a client-side navigation', { rsc: '1' }],
    ['a reload asking for a fresh answer', { 'cache-control': 'no-cache' }],
  ])('%s reaches the server', async (_name, headers: Record<string, string>, path = '/cars-for-sale') => {
    servePublic();
    await rawGet('/cars-for-sale', BROWSER);
    await rawGet(path, { ...BROWSER, ...headers });
    expect(calls).toBe(2);
  });

  test.each([
    ['a page rendered per request', () => undefined, 'private, no-cache, no-store, max-age=0, must-revalidate', {}],
    ['an answer to a request with a cookie', () => undefined, 's-maxage=300', { cookie: 'userSelectedStore=elgin' }],
    ['an answer that sets a cookie', (res: ServerResponse) => res.setHeader('set-cookie', 'a=b'), 's-maxage=300', {}],
  ])('%s is never replayed', async (_name, extra, cacheControl, headers: Record<string, string>) => {
    servePublic(extra, cacheControl);
    await rawGet('/cars-for-sale', { ...BROWSER, ...headers });
    await rawGet('/cars-for-sale', BROWSER);
    expect(calls).toBe(2);
  });

  test('after a publish every request reaches the server again', async () => {
    servePublic();
    await rawGet('/cars-for-sale', BROWSER);
    forgetPageReplays();
    await rawGet('/cars-for-sale', BROWSER);
    expect(calls).toBe(2);
  });

  test('a request that is not a browser’s page request (no text/html) reaches the server', async () => {
    servePublic();
    await rawGet('/cars-for-sale', BROWSER);
    await rawGet('/cars-for-sale', { accept: '*/*' });
    expect(calls).toBe(2);
  });
});
