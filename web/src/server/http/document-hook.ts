import 'server-only';
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { documentAsSent } from '@/lib/http/document-as-sent';
import { goneStatus, GONE_RESPONSE_HEADER } from '@/lib/http/gone-status';
import { inlineScriptHashes } from '@/lib/http/inline-script-hashes';
import { pageCacheControl, pageVary } from '@/lib/http/page-cache-control';
import { withScriptHashes } from '@/server/security/content-security-policy';
import { createBytesBoundedMap } from './bytes-bounded-map';
import { wrapServerEmit, type Emit } from './server-emit';

/**
 * What Next.js cannot do for a cached page, done as the response leaves the server (docs/caching.md, "The document
 * hook"). Compression, entity tags, static files and shared caching are not here: Next's own `compress` and
 * `generateEtags` serve plain `npm start`, and nginx (or a CDN) serves production (docs/deploy.md).
 *
 * - An HTML document with a page policy is held until complete, rewritten to request its JavaScript after the first
 *   paint (lib/http/document-as-sent.ts) and sent with the SHA-256 of each inline script in its policy: a cached
 *   page cannot carry a per-request nonce. Next sends a cached page whole anyway; the few pages rendered per request
 *   lose streaming, which the hashes need.
 * - Cache-Control of pages and of their client-side navigation payloads (RSC): public for a shared cache only when
 *   Next served it from its cache to a request without any cookie, and always `Vary: Cookie, Accept-Language`, since
 *   cookies and the language choose the cache variant (lib/http/page-cache-control.ts).
 * - 410 Gone for the 404 answers proxy.ts marked gone (lib/http/gone-status.ts): Next has no 410 of its own.
 * Everything else passes straight through.
 */
const sha256Base64 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

interface SentDocument {
  body: Buffer;
  hashes: readonly string[];
}

/**
 * Documents Next served whole from its cache, by their text, as sent. Next hands the same cached string to every
 * hit, so the rewrite and the hashing run once per rendered page, not once per request. 32 MB of pages.
 */
const sentDocuments = createBytesBoundedMap<string, SentDocument>(
  32 * 1024 * 1024,
  (text, sent) => text.length * 2 + sent.body.length,
);

let reportedUnrewritten = false;

/** The document as it leaves: rewritten and hashed from Next's text. */
function sentDocument(text: string): SentDocument {
  const known = sentDocuments.get(text);
  if (known) return known;
  const asSent = documentAsSent(text);
  if (!asSent.scriptsAfterFirstPaint && !reportedUnrewritten && text.includes('/_next/static/chunks/')) {
    // Next's chunk tags no longer look as lib/http/scripts-after-first-paint.ts expects: the page still works (its
    // scripts load as Next wrote them), but it lost the first-paint ordering. The browser suite fails on this too.
    reportedUnrewritten = true;
    console.error(
      '[document] no Next.js chunk tags found to load after the first paint: check scripts-after-first-paint.ts',
    );
  }
  const sent = { body: Buffer.from(asSent.html, 'utf8'), hashes: inlineScriptHashes(asSent.html, sha256Base64) };
  sentDocuments.set(text, sent);
  return sent;
}

/** A document another layer compressed (not ours to rewrite): sent as it is, its decoded scripts hashed. */
function encodedDocument(body: Buffer, encoding: string): SentDocument {
  let html: string;
  if (encoding === 'gzip') html = zlib.gunzipSync(body).toString('utf8');
  else if (encoding === 'br') html = zlib.brotliDecompressSync(body).toString('utf8');
  else if (encoding === 'deflate') html = zlib.inflateSync(body).toString('utf8');
  else html = body.toString('utf8');
  return { body, hashes: inlineScriptHashes(html, sha256Base64) };
}

/**
 * Requests whose answer may be a page: Next is not told they accept compression, so the hook receives the text it
 * rewrites (nginx compresses it in production). API routes, build files, media and client-side navigations (RSC)
 * keep Next's compression.
 */
function mayBePage(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers.rsc !== undefined) return false;
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  return !/^\/(?:api|_next|media)\//.test(pathname);
}

function applyHeaders(res: ServerResponse, headers: unknown): void {
  if (!headers || typeof headers !== 'object') return;
  if (Array.isArray(headers)) {
    for (let index = 0; index + 1 < headers.length; index += 2)
      res.setHeader(String(headers[index]), headers[index + 1]);
    return;
  }
  for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) {
    if (value !== undefined) res.setHeader(name, value);
  }
}

/** Cache-Control and Vary of a page or of its navigation payload, from Next's and the request's facts. */
function setCacheHeaders(req: IncomingMessage, res: ServerResponse): void {
  const cacheControl = pageCacheControl({
    status: res.statusCode,
    nextCacheControl: (res.getHeader('cache-control') as string | undefined) ?? null,
    hasCookies: Boolean(req.headers.cookie),
    preview: /__prerender_bypass=/.test(req.headers.cookie ?? ''),
  });
  if (!cacheControl) return;
  res.setHeader('cache-control', cacheControl);
  res.setHeader('vary', pageVary((res.getHeader('vary') as string | undefined) ?? null));
}

type Callback = (error?: Error | null) => void;

/** Wraps one response (exported for tests): holds a page document until it ends, then completes its headers. */
export function finishDocumentResponse(req: IncomingMessage, res: ServerResponse): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  if (mayBePage(req)) delete req.headers['accept-encoding'];
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided';
  const chunks: Buffer[] = [];

  const decide = () => {
    if (mode !== 'undecided') return mode;
    if (res.hasHeader(GONE_RESPONSE_HEADER)) {
      res.removeHeader(GONE_RESPONSE_HEADER);
      const status = goneStatus(res.statusCode);
      if (status !== res.statusCode) {
        res.statusCode = status;
        res.statusMessage = 'Gone';
      }
    }
    const type = String(res.getHeader('content-type') ?? '');
    if (res.statusCode === 304) {
      // The browser keeps the body it has and takes this answer's headers: a policy here would replace the stored
      // one, whose hashes match that body, with one listing none. Its Cache-Control replaces the stored one too, so
      // it must be the 200's (a cookie-chosen variant stays private), not Next's raw `s-maxage`.
      res.removeHeader('content-security-policy');
      setCacheHeaders(req, res);
      mode = 'pass';
    } else if (type.includes('text/x-component')) {
      setCacheHeaders(req, res);
      mode = 'pass';
    } else {
      const policy = res.getHeader('content-security-policy');
      const page = type.includes('text/html') && typeof policy === 'string' && policy.includes('script-src');
      mode = page ? 'hold' : 'pass';
    }
    return mode;
  };
  const toBuffer = (chunk: unknown, encoding?: unknown): Buffer => {
    if (Buffer.isBuffer(chunk)) return chunk;
    if (typeof chunk === 'string')
      return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    return Buffer.from(chunk as Uint8Array);
  };

  res.writeHead = function writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    applyHeaders(
      res,
      rest.find((item) => typeof item === 'object'),
    );
    const reason = rest.find((item) => typeof item === 'string') as string | undefined;
    res.statusCode = status;
    if (reason) res.statusMessage = reason;
    if (decide() === 'hold') return res;
    return (original.writeHead as (code: number, message?: string) => ServerResponse).call(
      res,
      res.statusCode,
      res.statusMessage,
    );
  } as ServerResponse['writeHead'];

  res.flushHeaders = function flushHeaders() {
    if (decide() === 'pass') original.flushHeaders.call(res);
  };

  res.write = function write(chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (decide() === 'pass') return original.write.call(res, chunk, encoding as BufferEncoding, callback as Callback);
    chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done as Callback);
    return true;
  } as ServerResponse['write'];

  res.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (decide() === 'pass') return original.end.call(res, chunk, encoding as BufferEncoding, callback as () => void);
    const done = [chunk, encoding, callback].find((item) => typeof item === 'function') as (() => void) | undefined;
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    const received = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    const encoded = String(res.getHeader('content-encoding') ?? '');
    let document: SentDocument;
    try {
      document = encoded ? encodedDocument(received, encoded) : sentDocument(received.toString('utf8'));
    } catch (error) {
      // A document whose scripts cannot be read keeps the policy without hashes: its inline scripts stay blocked.
      console.error(`[document] script hashes unavailable: ${error instanceof Error ? error.message : 'unknown'}`);
      document = { body: received, hashes: [] };
    }
    const policy = String(res.getHeader('content-security-policy'));
    res.setHeader('content-security-policy', withScriptHashes(policy, document.hashes));
    setCacheHeaders(req, res);
    // A HEAD's length is the GET's, as Next set it.
    if (!res.hasHeader('transfer-encoding') && req.method !== 'HEAD')
      res.setHeader('content-length', document.body.length);
    (original.writeHead as (code: number, message?: string) => ServerResponse).call(
      res,
      res.statusCode,
      res.statusMessage,
    );
    return (original.end as (data: Buffer, cb?: () => void) => ServerResponse).call(res, document.body, done);
  } as ServerResponse['end'];
}

const installed = globalThis as typeof globalThis & { __dealerDocumentHook?: boolean };
/** Runs before Next sees a request (the shared cache's content check); never rejects. */
export type BeforeRequest = (req: IncomingMessage) => Promise<void>;

/**
 * Wraps every response of this process's HTTP(S) servers, once (instrumentation.ts calls it at startup).
 * `beforeRequest`, when given, is awaited for every request before Next sees it: with the shared cache, content
 * another instance published is read again first (server/shared-cache/content-sync.ts).
 */
export function installDocumentHook(beforeRequest: BeforeRequest | null = null): () => void {
  if (installed.__dealerDocumentHook) return () => undefined;
  installed.__dealerDocumentHook = true;
  const undo = wrapServerEmit(
    (inherited): Emit =>
      function (event, ...args) {
        if (event !== 'request') return inherited.call(this, event, ...args);
        const [req, res] = args as [IncomingMessage, ServerResponse];
        const answer = () => {
          finishDocumentResponse(req, res);
          return inherited.call(this, event, ...args);
        };
        if (!beforeRequest) return answer();
        // The request's body, if any, waits unread in the socket meanwhile.
        beforeRequest(req)
          .then(answer, answer)
          .catch((error: unknown) => {
            // Thrown here it would be an unhandled rejection, which ends the process.
            console.error('[document] request not handled', error);
            if (!res.headersSent) res.statusCode = 500;
            res.end();
          });
        return true;
      },
  );
  return () => {
    undo();
    installed.__dealerDocumentHook = false;
  };
}
