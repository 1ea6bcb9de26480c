import 'server-only';
import { createHash } from 'node:crypto';
import type { DocumentEncoding } from '@/lib/http/content-encoding';
import { documentAsSent } from '@/lib/http/document-as-sent';
import { inlineScriptHashes } from '@/lib/http/inline-script-hashes';
import { createBytesBoundedMap, type BytesBoundedMap } from './bytes-bounded-map';
import { compress, type CompressedForm } from './compression';

/**
 * What a page document needs on its way out, worked out once per distinct document (docs/caching.md): its UTF-8
 * bytes as sent (lib/http/document-as-sent.ts), an entity tag, the hashes of its inline scripts for the Content-Security-Policy, and its Brotli and gzip
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

const sha256Base64 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** A content tag: 120 bits of SHA-1, plenty to tell documents apart (not a security boundary). */
export const contentTag = (bytes: Buffer) => `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"`;

/** The tag of a compressed form: its own, as its bytes differ from the document's (a strong validator per form). */
export const encodedTag = (etag: string, label: string | null) => (label ? `${etag.slice(0, -1)}-${label}"` : etag);

/** `html` as Next wrote it; the facts are of the document as sent (lib/http/document-as-sent.ts). */
export function documentFacts(html: string): DocumentFacts {
  const sent = documentAsSent(html);
  const identity = Buffer.from(sent, 'utf8');
  return {
    etag: contentTag(identity),
    hashes: inlineScriptHashes(sent, sha256Base64),
    identity,
    encoded: {},
    improving: new Set(),
  };
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

export type DocumentMemo = BytesBoundedMap<string, DocumentFacts>;

/** Memory held per document: its string (up to two bytes a character), its bytes, and room for two compressed forms. */
const weightOf = (html: string, facts: DocumentFacts) => html.length * 2 + facts.identity.length * 1.5;

/** Documents by their text: a long string's lookup compares it, with no hashing of its text. */
export const createDocumentMemo = (maxBytes: number): DocumentMemo => createBytesBoundedMap(maxBytes, weightOf);
