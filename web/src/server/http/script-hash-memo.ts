/**
 * The inline-script hashes of documents already sent, by their ETag. Next sets an ETag on every page it serves
 * whole (from its cache, or rendered once): a hash of the document itself, so the same ETag means the same scripts.
 * A cache hit then costs a lookup instead of decoding the document and hashing each of its scripts again.
 * Bounded: past the limit the oldest entry goes (an evicted page is hashed again on its next request).
 */
const LIMIT = 2_000;

export interface ScriptHashMemo {
  get(etag: string): readonly string[] | undefined;
  set(etag: string, hashes: readonly string[]): void;
  readonly size: number;
}

export function createScriptHashMemo(limit = LIMIT): ScriptHashMemo {
  const entries = new Map<string, readonly string[]>();
  return {
    get: (etag) => entries.get(etag),
    set(etag, hashes) {
      entries.delete(etag);
      entries.set(etag, hashes);
      if (entries.size > limit) entries.delete(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
  };
}
