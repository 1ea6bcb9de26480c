import 'server-only';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { ifNoneMatchHits } from '@/lib/http/conditional-request';
import { createBytesBoundedMap, type BytesBoundedMap } from './bytes-bounded-map';

/**
 * The last second of public page answers, replayed to identical requests (docs/caching.md, "Replayed answers").
 * A burst of first-time visitors asks for the same few pages with the same headers; Next would route each request
 * through the proxy and its cache to hand back the same document. Within a second of a public answer (Cache-Control
 * `public`, which only a cookie-less request for a page from Next's cache gets), an identical request gets the same
 * status, headers and bytes from here, the way a shared cache in front honours that Cache-Control, keyed on what
 * the answer varies on. A publish clears them at once (`forgetPageReplays`, called by the publish webhook); past a
 * second, requests reach Next again, so its revalidation and time windows keep working as before.
 */
export const REPLAY_TTL_MS = 1000;

interface Replay {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string | null;
  storedAt: number;
}

/**
 * Request headers a page answer varies on besides the URL (its `Vary`: the language and the coding; a request with
 * a cookie or one of Next's navigation headers is never replayed).
 */
const KEYED_HEADERS = ['host', 'accept-language', 'accept-encoding'] as const;
/** Requests that must reach the server: personal, partial, or asking explicitly for a fresh answer. */
const BYPASS_HEADERS = [
  'cookie',
  'authorization',
  'range',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
] as const;
/** Connection-level or per-answer headers a replay sets anew. */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'age']);

/**
 * The replay key of a request (given `isPage`, whether it is a browser's page request), or null when it must
 * reach the server. Pure.
 */
export function replayKey(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>, isPage: boolean): string | null {
  if (!isPage || req.method !== 'GET') return null;
  const { headers } = req;
  if (BYPASS_HEADERS.some((name) => headers[name] !== undefined)) return null;
  if (/no-cache|no-store/i.test(String(headers['cache-control'] ?? headers.pragma ?? ''))) return null;
  return [req.url ?? '/', ...KEYED_HEADERS.map((name) => String(headers[name] ?? ''))].join('\n');
}

/**
 * Whether an answer may be replayed to others: a 200 marked public that sets no cookie, and that Next served from
 * its cache (a fresh hit; the answer that rendered a page, or a stale one, is left to Next's own bookkeeping). Pure.
 */
export function isReplayable(status: number, headers: OutgoingHttpHeaders): boolean {
  return (
    status === 200 &&
    /^public\b/.test(String(headers['cache-control'] ?? '')) &&
    headers['set-cookie'] === undefined &&
    headers['x-nextjs-cache'] === 'HIT'
  );
}

export interface PageReplays {
  /** Answers the request from a replay and returns true, or returns false having touched nothing. */
  answer(key: string, req: IncomingMessage, res: ServerResponse): boolean;
  remember(key: string, status: number, headers: OutgoingHttpHeaders, body: Buffer): void;
}

export function createPageReplays(maxBytes: number, now: () => number = Date.now): PageReplays {
  const replays: BytesBoundedMap<string, Replay> = createBytesBoundedMap(
    maxBytes,
    (key, replay) => key.length * 2 + replay.body.length + 2048,
  );
  return {
    answer(key, req, res) {
      const replay = replays.get(key);
      const age = replay ? now() - replay.storedAt : Infinity;
      if (!replay || age >= REPLAY_TTL_MS || age < 0) return false;
      for (const [name, value] of Object.entries(replay.headers)) if (value !== undefined) res.setHeader(name, value);
      res.setHeader('age', '0');
      if (replay.etag && ifNoneMatchHits(req.headers['if-none-match'], replay.etag)) {
        // As the document hook answers it: the browser keeps its body and the policy stored with it.
        for (const name of ['content-security-policy', 'content-length', 'content-encoding', 'content-type'])
          res.removeHeader(name);
        res.writeHead(304);
        res.end();
        return true;
      }
      res.writeHead(replay.status);
      res.end(replay.body);
      return true;
    },
    remember(key, status, headers, body) {
      if (!isReplayable(status, headers)) return;
      const kept: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(headers)) if (!NOT_REPLAYED.has(name)) kept[name] = value;
      const etag = typeof headers.etag === 'string' ? headers.etag : null;
      replays.set(key, { status, headers: kept, body, etag, storedAt: now() });
    },
  };
}

/** 16 MB: compressed landing pages are about 15 KB each. Kept on globalThis: the webhook's bundle clears it. */
const holder = globalThis as typeof globalThis & { __dealerPageReplays?: PageReplays };

export const pageReplays = (): PageReplays => (holder.__dealerPageReplays ??= createPageReplays(16 * 1024 * 1024));

/** After a publish: every later request reaches Next, which renders what the publish changed. */
export function forgetPageReplays(): void {
  holder.__dealerPageReplays = createPageReplays(16 * 1024 * 1024);
}
