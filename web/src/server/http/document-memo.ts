import 'server-only';
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { DocumentEncoding } from '@/lib/http/content-encoding';
import { inlineScriptHashes } from '@/lib/http/inline-script-hashes';

/**
 * What a page document needs on its way out, worked out once per distinct document (docs/caching.md): its UTF-8
 * bytes, an entity tag, the hashes of its inline scripts for the Content-Security-Policy, and its Brotli and gzip
 * forms. Next hands a page from its cache to the response as the very string it keeps, so a cache hit finds its
 * entry by that string (a long string's lookup compares it, with no hashing of its text) and sends ready bytes:
 * nothing is hashed, encoded or compressed again per request. Bounded by bytes; the least recently used go first.
 */
export interface DocumentFacts {
  /** Strong entity tag of the uncompressed bytes, quoted. */
  etag: string;
  hashes: readonly string[];
  identity: Buffer;
  /** The compressed form sent now, per coding: made on first request for it, improved once (see encodedForm). */
  encoded: Partial<Record<DocumentEncoding, Promise<CompressedForm>>>;
  /** Codings whose best form has been asked for. */
  improving: Set<DocumentEncoding>;
}

/** A compressed form of a document and the label its entity tag carries (its bytes differ per form). */
export interface CompressedForm {
  bytes: Buffer;
  label: string;
}

/**
 * How hard to compress. `fast` is what a response waits for: Brotli at quality 5 (within 2% of quality 9 on our
 * pages, at a seventh of its cost), gzip at zlib's default. `best` is Brotli at quality 11, the format's smallest
 * (about 12% below quality 5 on our pages, so more of them fit the first round trip of a new connection) at
 * roughly thirty times the CPU: made on libuv's thread pool, off the event loop, only for a remembered document
 * that is asked for again. gzip has no `best`: level 9 saves about 1% over the default.
 */
export type CompressionEffort = 'fast' | 'best';

const BROTLI_QUALITY: Record<CompressionEffort, number> = { fast: 5, best: 11 };

const sha256Base64 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** A content tag: 120 bits of SHA-1, plenty to tell documents apart (not a security boundary). */
export const contentTag = (bytes: Buffer) => `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"`;

/** The tag of a compressed form: its own, as its bytes differ from the document's (a strong validator per form). */
export const encodedTag = (etag: string, label: string | null) => (label ? `${etag.slice(0, -1)}-${label}"` : etag);

export function documentFacts(html: string): DocumentFacts {
  const identity = Buffer.from(html, 'utf8');
  return {
    etag: contentTag(identity),
    hashes: inlineScriptHashes(html, sha256Base64),
    identity,
    encoded: {},
    improving: new Set(),
  };
}

/** Label of a form in its entity tag: `br` and `gzip` for what a response waits for, `br11` for Brotli's best. */
const formLabel = (encoding: DocumentEncoding, effort: CompressionEffort) =>
  encoding === 'br' && effort === 'best' ? 'br11' : encoding;

export function compress(
  bytes: Buffer,
  encoding: DocumentEncoding,
  effort: CompressionEffort = 'fast',
): Promise<CompressedForm> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) =>
      error ? reject(error) : resolve({ bytes: result, label: formLabel(encoding, effort) });
    if (encoding === 'br') {
      zlib.brotliCompress(
        bytes,
        {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        },
        done,
      );
    } else {
      zlib.gzip(bytes, done);
    }
  });
}

/**
 * The compressed form of a remembered document, shared by every request. The first request gets the fast form; a
 * second request starts the best form (Brotli only) and is still answered with the fast one; once the best form is
 * ready it replaces the fast one. A page asked for once (a crawler's walk through every vehicle) never pays for the
 * best form; a landing page does, once.
 */
export function encodedForm(facts: DocumentFacts, encoding: DocumentEncoding): Promise<CompressedForm> {
  const existing = facts.encoded[encoding];
  if (existing) {
    if (encoding === 'br' && !facts.improving.has(encoding)) improve(facts, encoding, existing);
    return existing;
  }
  const made = compress(facts.identity, encoding);
  facts.encoded[encoding] = made;
  // A failed compression is not remembered: the next request tries again.
  made.catch(() => {
    if (facts.encoded[encoding] === made) delete facts.encoded[encoding];
  });
  return made;
}

function improve(facts: DocumentFacts, encoding: DocumentEncoding, current: Promise<CompressedForm>): void {
  facts.improving.add(encoding);
  // The fast form stays if the best one fails: it is correct, only larger.
  void compress(facts.identity, encoding, 'best').then(
    (best) => {
      if (facts.encoded[encoding] === current) facts.encoded[encoding] = Promise.resolve(best);
    },
    () => undefined,
  );
}

export interface DocumentMemo {
  get(html: string): DocumentFacts | undefined;
  set(html: string, facts: DocumentFacts): void;
  readonly size: number;
}

/** Memory held per document: its string (up to two bytes a character), its bytes, and room for two compressed forms. */
const weightOf = (html: string, facts: DocumentFacts) => html.length * 2 + facts.identity.length * 1.5;

export function createDocumentMemo(maxBytes: number): DocumentMemo {
  const entries = new Map<string, DocumentFacts>();
  let bytes = 0;
  return {
    get(html) {
      const facts = entries.get(html);
      if (facts) {
        // Most recently used last.
        entries.delete(html);
        entries.set(html, facts);
      }
      return facts;
    },
    set(html, facts) {
      const previous = entries.get(html);
      if (previous) bytes -= weightOf(html, previous);
      entries.delete(html);
      const weight = weightOf(html, facts);
      if (weight > maxBytes) return;
      entries.set(html, facts);
      bytes += weight;
      for (const [oldest, oldFacts] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= weightOf(oldest, oldFacts);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
