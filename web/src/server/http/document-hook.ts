import 'server-only';
import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import https from 'node:https';
import path from 'node:path';
import zlib from 'node:zlib';
import { documentAsSent } from '@/lib/http/document-as-sent';
import { ifNoneMatchHits } from '@/lib/http/conditional-request';
import { preferredEncoding, type DocumentEncoding } from '@/lib/http/content-encoding';
import { inlineScriptHashes } from '@/lib/http/inline-script-hashes';
import { pageCacheControl, pageVary } from '@/lib/http/page-cache-control';
import { withScriptHashes } from '@/server/security/content-security-policy';
import { answerBuildAsset } from './build-asset-answer';
import { createBuildAssetMemo } from './build-asset-memo';
import { compress } from './compression';
import {
  contentTag,
  createDocumentMemo,
  documentFacts,
  encodedForm,
  encodedTag,
  type DocumentFacts,
} from './document-memo';
import { pageReplays, replayKey } from './page-replay';
import { createScriptHashMemo } from './script-hash-memo';

/**
 * Finishes every HTML page response as it leaves the server (docs/caching.md):
 * - adds the SHA-256 of each inline script of the document to its Content-Security-Policy (cached pages cannot
 *   carry a per-request nonce; Next's payload scripts are inline), so no other inline script can run;
 * - decides Cache-Control: public for a CDN only for a page Next serves from its cache to a cookie-less request;
 * - gives the document an entity tag and answers a matching If-None-Match with 304 (Next's own ETag is turned off
 *   in next.config.ts: it hashed the whole page in JavaScript on every request);
 * - sends Next's payload scripts as single-quoted strings, which need no escape for the payload's many `"`
 *   (lib/http/compact-flight-scripts.ts), and has the page's JavaScript requested after its first paint
 *   (lib/http/scripts-after-first-paint.ts);
 * - compresses a browser's page request itself (Brotli or gzip): Next's compression is kept away from these
 *   requests, so a cached page's compressed bytes are made once and reused (document-memo.ts).
 * The document is held until complete (Next sends a cached page whole anyway), then sent. Responses without an HTML
 * type or without a policy (APIs, assets, RSC payloads) pass straight through.
 */
const sha256Base64 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** Documents Next serves whole, by their text. 64 MB: a few hundred pages with their compressed forms. */
const documents = createDocumentMemo(64 * 1024 * 1024);
/** Script hashes of documents streamed per request, by their content tag. */
const hashesByTag = createScriptHashMemo();

/** Below this, compression saves less than it costs (the threshold Next's own compression uses). */
const COMPRESS_MIN_BYTES = 1024;

function decoded(body: Buffer, encoding: string): Buffer {
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

/**
 * A browser asking for a page: a GET for HTML that is not a client-side navigation (those ask for the RSC payload)
 * and not an API route or a file. Only these are compressed here; everything else keeps Next's compression.
 */
function isPageRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' || req.headers.rsc !== undefined) return false;
  if (!String(req.headers.accept ?? '').includes('text/html')) return false;
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  return !pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(pathname);
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

/** The document as received: its facts and bytes, remembered when Next sent it whole as one string. */
interface Outgoing {
  etag: string | null;
  hashes: readonly string[] | null;
  body: Buffer;
  /** Set when the document is remembered: its compressed forms are shared. */
  facts: DocumentFacts | null;
}

function outgoingDocument(whole: string | null, chunks: Buffer[], contentEncoding: string): Outgoing {
  if (whole !== null && contentEncoding === '') {
    const known = documents.get(whole);
    const facts = known ?? documentFacts(whole);
    if (!known && whole.length > 0) documents.set(whole, facts);
    return { etag: whole.length > 0 ? facts.etag : null, hashes: facts.hashes, body: facts.identity, facts };
  }
  const received = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  // A document Next has not compressed is compacted like a remembered one; one it has is sent as it is.
  const body = contentEncoding === '' ? Buffer.from(documentAsSent(received.toString('utf8')), 'utf8') : received;
  if (body.length === 0) return { etag: null, hashes: [], body, facts: null };
  const etag = contentTag(body);
  let hashes = hashesByTag.get(etag) ?? null;
  if (!hashes) {
    try {
      hashes = inlineScriptHashes(decoded(body, contentEncoding).toString('utf8'), sha256Base64);
      hashesByTag.set(etag, hashes);
    } catch (error) {
      // A document whose scripts cannot be read keeps the policy without hashes: its scripts stay blocked.
      console.error(`[document] script hashes unavailable: ${error instanceof Error ? error.message : 'unknown'}`);
    }
  }
  return { etag, hashes, body, facts: null };
}

/**
 * Holds an HTML page response until it ends, then completes its headers (exported for tests). `replayAs`: the
 * request's replay key, under which a public answer is kept for identical requests (page-replay.ts);
 * `pageRequest`: whether it is a browser's page request, when the caller has worked it out already.
 */
export function finishDocumentResponse(
  req: IncomingMessage,
  res: ServerResponse,
  replayAs: string | null = null,
  pageRequest = isPageRequest(req),
): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  // The page's compression is ours: Next (which would compress it again on every request) is not told the request
  // accepts any.
  const acceptEncoding = pageRequest ? req.headers['accept-encoding'] : undefined;
  if (pageRequest) delete req.headers['accept-encoding'];
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
    mode = type.includes('text/html') && typeof policy === 'string' && policy.includes('script-src') ? 'hold' : 'pass';
    return mode;
  };
  const toBuffer = (chunk: unknown, encoding?: BufferEncoding): Buffer => {
    if (Buffer.isBuffer(chunk)) return chunk;
    if (typeof chunk === 'string') return Buffer.from(chunk, encoding);
    return Buffer.from(chunk as Uint8Array);
  };
  const sendHead = () => {
    if (headPending || !res.headersSent) {
      (original.writeHead as (code: number, message?: string) => ServerResponse).call(
        res,
        res.statusCode,
        res.statusMessage,
      );
    }
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
    const done = [chunk, encoding, callback].find((item) => typeof item === 'function') as (() => void) | undefined;
    const hasChunk = chunk !== undefined && chunk !== null && typeof chunk !== 'function';
    // Next ends a page it serves whole (from its cache) with the one string it keeps for it.
    const utf8 = typeof encoding !== 'string' || /^utf-?8$/i.test(encoding);
    const whole = chunks.length === 0 && typeof chunk === 'string' && utf8 ? chunk : null;
    if (hasChunk && whole === null) {
      chunks.push(toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined));
    }
    const alreadyEncoded = String(res.getHeader('content-encoding') ?? '');
    const document = outgoingDocument(whole ?? (hasChunk || chunks.length > 0 ? null : ''), chunks, alreadyEncoded);
    completeHeaders(document.hashes);

    const finish = (body: Buffer, sent: { encoding: DocumentEncoding; label: string } | null) => {
      if (sent) res.setHeader('content-encoding', sent.encoding);
      if (document.etag && res.statusCode === 200) {
        const etag = alreadyEncoded ? document.etag : encodedTag(document.etag, sent?.label ?? null);
        res.setHeader('etag', etag);
        if (ifNoneMatchHits(req.headers['if-none-match'], etag)) {
          // Same bytes as the browser's: headers only, and no policy (see decide()).
          res.statusCode = 304;
          for (const name of ['content-security-policy', 'content-length', 'content-encoding', 'content-type'])
            res.removeHeader(name);
          sendHead();
          return (original.end as (cb?: () => void) => ServerResponse).call(res, done);
        }
      }
      // A HEAD's length is the GET's, as Next set it.
      if (!res.hasHeader('transfer-encoding') && req.method !== 'HEAD') res.setHeader('content-length', body.length);
      if (replayAs && document.facts) pageReplays().remember(replayAs, res.statusCode, res.getHeaders(), body);
      sendHead();
      return (original.end as (data: Buffer, cb?: () => void) => ServerResponse).call(res, body, done);
    };

    const wanted = pageRequest && !alreadyEncoded ? preferredEncoding(acceptEncoding) : null;
    if (pageRequest)
      res.setHeader('vary', pageVary((res.getHeader('vary') as string | undefined) ?? null, ['Accept-Encoding']));
    if (!wanted || res.statusCode === 304 || document.body.length < COMPRESS_MIN_BYTES) {
      return finish(document.body, null);
    }
    const compressed = document.facts ? encodedForm(document.facts, wanted) : compress(document.body, wanted);
    compressed.then(
      (form) => finish(form.bytes, { encoding: wanted, label: form.label }),
      (error: unknown) => {
        console.error(`[document] compression failed: ${error instanceof Error ? error.message : 'unknown'}`);
        finish(document.body, null);
      },
    );
    return res;
  } as ServerResponse['end'];
}

const installed = globalThis as typeof globalThis & { __dealerDocumentHook?: boolean };
type Emit = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;
/** Runs before anything else answers a request (the shared cache's content check); never rejects. */
export type BeforeRequest = (req: IncomingMessage) => Promise<void>;

/**
 * Installs the hook on every HTTP(S) server of this process, once (instrumentation.ts calls it at startup). The
 * build's scripts and styles, once in memory, are answered here without reaching Next (build-asset-answer.ts),
 * and so is a public page answer asked for again identically within a second (page-replay.ts).
 * `staticDir` is the build's `static` folder (Next's distDir, from next.config, under the server's working folder).
 * `beforeRequest`, when given, is awaited for every other request before a replay is looked up and before Next
 * sees it: with the shared cache, content another instance published is read again first
 * (server/shared-cache/generation-sync.ts).
 */
export function installDocumentHook(
  staticDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'static'),
  beforeRequest: BeforeRequest | null = null,
): void {
  if (installed.__dealerDocumentHook) return;
  installed.__dealerDocumentHook = true;
  // 32 MB: every script and style of a build several times over.
  const buildAssets = createBuildAssetMemo(staticDir, 32 * 1024 * 1024);
  for (const prototype of [http.Server.prototype, https.Server.prototype]) {
    const inherited = prototype.emit as Emit;
    const emit: Emit = function (event, ...args) {
      if (event !== 'request') return inherited.call(this, event, ...args);
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (answerBuildAsset(req, res, buildAssets)) return true;
      const answer = () => {
        const pageRequest = isPageRequest(req);
        const replayAs = replayKey(req, pageRequest);
        if (replayAs && pageReplays().answer(replayAs, req, res)) return true;
        finishDocumentResponse(req, res, replayAs, pageRequest);
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
    };
    Object.defineProperty(prototype, 'emit', { value: emit, writable: true, configurable: true });
  }
}
