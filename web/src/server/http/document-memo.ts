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
  /** Compressed forms, each made once on first request for it. */
  encoded: Partial<Record<DocumentEncoding, Promise<Buffer>>>;
}

const sha256Base64 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** A content tag: 120 bits of SHA-1, plenty to tell documents apart (not a security boundary). */
export const contentTag = (bytes: Buffer) => `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"`;

/** The tag of a compressed form: its own, as its bytes differ from the document's (a strong validator per form). */
export const encodedTag = (etag: string, encoding: DocumentEncoding | null) =>
  encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;

export function documentFacts(html: string): DocumentFacts {
  const identity = Buffer.from(html, 'utf8');
  return { etag: contentTag(identity), hashes: inlineScriptHashes(html, sha256Base64), identity, encoded: {} };
}

/** Brotli at quality 5: within 2% of quality 9 on our pages, at a seventh of its cost. gzip at zlib's default. */
export function compress(bytes: Buffer, encoding: DocumentEncoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') {
      zlib.brotliCompress(
        bytes,
        {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
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

/** The compressed form of a remembered document, made on first use and shared by every request after. */
export function encodedForm(facts: DocumentFacts, encoding: DocumentEncoding): Promise<Buffer> {
  const existing = facts.encoded[encoding];
  if (existing) return existing;
  const made = compress(facts.identity, encoding);
  facts.encoded[encoding] = made;
  // A failed compression is not remembered: the next request tries again.
  made.catch(() => {
    if (facts.encoded[encoding] === made) delete facts.encoded[encoding];
  });
  return made;
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
