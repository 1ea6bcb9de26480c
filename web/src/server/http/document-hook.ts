import 'server-only';
import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import { inlineScriptHashes } from '@/lib/http/inline-script-hashes';
import { pageCacheControl, pageVary } from '@/lib/http/page-cache-control';
import { withScriptHashes } from '@/server/security/content-security-policy';
import { createScriptHashMemo } from './script-hash-memo';

/**
 * Finishes every HTML page response as it leaves the server (docs/caching.md):
 * - adds the SHA-256 of each inline script of the document to its Content-Security-Policy (cached pages cannot
 *   carry a per-request nonce; Next's payload scripts are inline), so no other inline script can run;
 * - decides Cache-Control: public for a CDN only for a page Next serves from its cache to a cookie-less request.
 * The document is held until complete (Next sends a cached page whole anyway), then sent unchanged. A document
 * whose ETag was seen before (a cache hit) takes the hashes found then and is not held. Responses without an HTML
 * type or without a policy (APIs, assets, RSC payloads) pass straight through.
 */
const sha256Base64 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

const hashesByEtag = createScriptHashMemo();

function decoded(body: Buffer, encoding: string): Buffer {
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

type WriteHead = ServerResponse['writeHead'];
type Callback = (error?: Error | null) => void;

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

/** Holds an HTML page response until it ends, then completes its headers (exported for tests). */
export function finishDocumentResponse(req: IncomingMessage, res: ServerResponse): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided';
  let headPending = false;
  const chunks: Buffer[] = [];

  /** The policy with the document's script hashes, and the page's Cache-Control, set before the head is sent. */
  const completeHeaders = (hashes: readonly string[] | null) => {
    if (hashes) {
      const policy = String(res.getHeader('content-security-policy'));
      res.setHeader('content-security-policy', withScriptHashes(policy, hashes));
    }
    const cacheControl = pageCacheControl({
      status: res.statusCode,
      nextCacheControl: (res.getHeader('cache-control') as string | undefined) ?? null,
      hasCookies: Boolean(req.headers.cookie),
      preview: /__prerender_bypass=/.test(req.headers.cookie ?? ''),
    });
    if (cacheControl) {
      res.setHeader('cache-control', cacheControl);
      res.setHeader('vary', pageVary((res.getHeader('vary') as string | undefined) ?? null));
    }
  };
  const etag = () => {
    const value = res.getHeader('etag');
    return typeof value === 'string' && value.length > 0 ? value : null;
  };

  const decide = () => {
    if (mode !== 'undecided') return mode;
    // 304: the browser keeps the body it has and takes this answer's headers. Its stored policy already lists the
    // hashes of that very body (same ETag); a policy here would replace it with one listing none.
    if (res.statusCode === 304) {
      res.removeHeader('content-security-policy');
      mode = 'pass';
      return mode;
    }
    const type = String(res.getHeader('content-type') ?? '');
    const policy = res.getHeader('content-security-policy');
    if (!type.includes('text/html') || typeof policy !== 'string' || !policy.includes('script-src')) {
      mode = 'pass';
      return mode;
    }
    const tag = etag();
    const known = tag ? hashesByEtag.get(tag) : undefined;
    if (known) {
      completeHeaders(known);
      mode = 'pass';
      return mode;
    }
    mode = 'hold';
    return mode;
  };
  const toBuffer = (chunk: unknown, encoding?: BufferEncoding): Buffer => {
    if (Buffer.isBuffer(chunk)) return chunk;
    if (typeof chunk === 'string') return Buffer.from(chunk, encoding);
    return Buffer.from(chunk as Uint8Array);
  };

  res.writeHead = function writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    const headers = rest.find((item) => typeof item === 'object');
    const reason = rest.find((item) => typeof item === 'string') as string | undefined;
    applyHeaders(res, headers);
    res.statusCode = status;
    if (reason) res.statusMessage = reason;
    if (decide() === 'hold') {
      headPending = true;
      return res;
    }
    return (original.writeHead as (code: number, message?: string) => ServerResponse).call(
      res,
      status,
      reason ?? res.statusMessage,
    );
  } as WriteHead;

  res.flushHeaders = function flushHeaders() {
    if (decide() === 'hold') return;
    original.flushHeaders.call(res);
  };

  res.write = function write(chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (decide() === 'pass') return original.write.call(res, chunk, encoding as BufferEncoding, callback as Callback);
    chunks.push(toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done as Callback);
    return true;
  } as ServerResponse['write'];

  res.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (decide() === 'pass') return original.end.call(res, chunk, encoding as BufferEncoding, callback as () => void);
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      chunks.push(toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined));
    }
    const done = [chunk, encoding, callback].find((item) => typeof item === 'function') as (() => void) | undefined;
    const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    let hashes: string[] | null = null;
    try {
      const html = decoded(body, String(res.getHeader('content-encoding') ?? '')).toString('utf8');
      hashes = inlineScriptHashes(html, sha256Base64);
      const tag = etag();
      if (tag && body.length > 0) hashesByEtag.set(tag, hashes);
    } catch (error) {
      // A document whose scripts cannot be read keeps the policy without hashes: its scripts stay blocked.
      console.error(`[document] script hashes unavailable: ${error instanceof Error ? error.message : 'unknown'}`);
    }
    completeHeaders(hashes);
    if (!res.hasHeader('transfer-encoding')) res.setHeader('content-length', body.length);
    if (headPending || !res.headersSent) {
      (original.writeHead as (code: number, message?: string) => ServerResponse).call(
        res,
        res.statusCode,
        res.statusMessage,
      );
    }
    return (original.end as (data: Buffer, cb?: () => void) => ServerResponse).call(res, body, done);
  } as ServerResponse['end'];
}

const installed = globalThis as typeof globalThis & { __dealerDocumentHook?: boolean };
type Emit = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;

/** Installs the hook on every HTTP(S) server of this process, once (instrumentation.ts calls it at startup). */
export function installDocumentHook(): void {
  if (installed.__dealerDocumentHook) return;
  installed.__dealerDocumentHook = true;
  for (const prototype of [http.Server.prototype, https.Server.prototype]) {
    const inherited = prototype.emit as Emit;
    const emit: Emit = function (event, ...args) {
      if (event === 'request') finishDocumentResponse(args[0] as IncomingMessage, args[1] as ServerResponse);
      return inherited.call(this, event, ...args);
    };
    Object.defineProperty(prototype, 'emit', { value: emit, writable: true, configurable: true });
  }
}
