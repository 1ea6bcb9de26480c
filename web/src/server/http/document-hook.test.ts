/**
 * The document hook under a real Node HTTP server, the way `next start` writes responses (writeHead with headers,
 * chunked writes, compression): an HTML page gets the hashes of exactly its inline scripts in its policy and the
 * right Cache-Control; anything else passes through untouched.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { PRIVATE_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from '@/lib/http/page-cache-control';
import { installDocumentHook } from './document-hook';

installDocumentHook();

const POLICY = "default-src 'self'; script-src 'self'; object-src 'none'";
const SCRIPTS = ['self.__next_f=self.__next_f||[]', 'self.__next_f.push([1,"Ünïcode"])'];
const PAGE = `<!DOCTYPE html><html><head><script src="/a.js"></script><script>${SCRIPTS[0]}</script></head><body><h1>Cars</h1><script>${SCRIPTS[1]}</script></body></html>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

type Handler = (res: ServerResponse) => void;
let handler: Handler = () => undefined;
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((_req, res) => handler(res));
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
  test('written in chunks after writeHead: the policy lists each inline script hash; the body is unchanged', async () => {
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
      sha(SCRIPTS[0]!),
      sha(SCRIPTS[1]!),
    ]);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)));
  });

  test('compressed by the server: the hashes are of the decoded scripts', async () => {
    handler = (res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-security-policy', POLICY);
      res.setHeader('content-encoding', 'gzip');
      res.end(zlib.gzipSync(PAGE));
    };
    const response = await fetch(`${origin}/`);
    expect(await response.text()).toBe(PAGE);
    expect(scriptSources(response.headers.get('content-security-policy'))).toContain(sha(SCRIPTS[1]!));
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

describe('a document sent before (same ETag, as Next sets on every page it serves whole)', () => {
  const OTHER_SCRIPT = 'self.__next_f.push([1,"other"])';
  const OTHER_PAGE = `<!DOCTYPE html><html><body><script>${OTHER_SCRIPT}</script></body></html>`;
  const serve = (etag: string | null, body: string) => {
    handler = (res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-security-policy', POLICY);
      if (etag) res.setHeader('etag', etag);
      res.end(body);
    };
    return fetch(`${origin}/`);
  };

  test('takes the hashes found the first time instead of reading the document again', async () => {
    const first = await serve('"memo-1"', PAGE);
    expect(scriptSources(first.headers.get('content-security-policy'))).toContain(sha(SCRIPTS[1]!));
    // Same ETag, other bytes: only a memo could answer with the first document's hashes.
    const again = await serve('"memo-1"', OTHER_PAGE);
    expect(await again.text()).toBe(OTHER_PAGE);
    expect(scriptSources(again.headers.get('content-security-policy'))).toEqual([
      "'self'",
      sha(SCRIPTS[0]!),
      sha(SCRIPTS[1]!),
    ]);
  });

  test.each([
    ['another ETag', '"memo-2"'],
    ['no ETag (rendered per request)', null],
  ])('%s: the document is read and hashed', async (_name, etag) => {
    await serve('"memo-3"', PAGE);
    const response = await serve(etag, OTHER_PAGE);
    expect(scriptSources(response.headers.get('content-security-policy'))).toEqual(["'self'", sha(OTHER_SCRIPT)]);
  });

  test('is streamed, not held: its head arrives before its end', async () => {
    await serve('"memo-4"', PAGE);
    let ended = false;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    handler = (res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-security-policy', POLICY);
      res.setHeader('cache-control', 's-maxage=300');
      res.setHeader('etag', '"memo-4"');
      res.write(PAGE.slice(0, 70));
      void released.then(() => {
        ended = true;
        res.end(PAGE.slice(70));
      });
    };
    const response = await fetch(`${origin}/`);
    expect(ended).toBe(false);
    expect(scriptSources(response.headers.get('content-security-policy'))).toContain(sha(SCRIPTS[0]!));
    expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    release();
    expect(await response.text()).toBe(PAGE);
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
