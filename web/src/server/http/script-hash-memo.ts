/**
 * The inline-script hashes of documents already sent, by their content tag (a hash of the bytes sent, so the same
 * tag means the same scripts): a document streamed again with the same bytes costs a lookup instead of decoding it
 * and hashing each of its scripts again. Bounded: past the limit the oldest entry goes (an evicted document is
 * hashed again on its next request).
 */
const LIMIT = 2_000;

export interface ScriptHashMemo {
  get(tag: string): readonly string[] | undefined;
  set(tag: string, hashes: readonly string[]): void;
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
