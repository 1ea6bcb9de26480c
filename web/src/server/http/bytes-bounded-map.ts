/**
 * A map bounded by the memory its values hold (as `weightOf` counts it), not by their number: past `maxBytes` the
 * least recently used entries go first. A value heavier than the whole bound is not kept.
 */
export interface BytesBoundedMap<K, V> {
  /** The value, now the most recently used. */
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  readonly size: number;
}

export function createBytesBoundedMap<K, V>(
  maxBytes: number,
  weightOf: (key: K, value: V) => number,
): BytesBoundedMap<K, V> {
  const entries = new Map<K, V>();
  let bytes = 0;
  return {
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        // Most recently used last.
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key, value) {
      const previous = entries.get(key);
      if (previous !== undefined) bytes -= weightOf(key, previous);
      entries.delete(key);
      const weight = weightOf(key, value);
      if (weight > maxBytes) return;
      entries.set(key, value);
      bytes += weight;
      for (const [oldest, oldValue] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= weightOf(oldest, oldValue);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
