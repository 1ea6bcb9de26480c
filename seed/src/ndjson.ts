/**
 * Stable serialisation: `_id`, `_type`, `_key`, `_ref` first, the remaining keys in alphabetical order, undefined
 * values dropped, documents sorted by `_id`. Two runs give the same bytes.
 */
const LEADING_KEYS = ['_id', '_type', '_key', '_ref'];

function orderedKeys(record: Record<string, unknown>): string[] {
  const keys = Object.keys(record).filter((key) => record[key] !== undefined);
  const leading = LEADING_KEYS.filter((key) => keys.includes(key));
  const rest = keys.filter((key) => !LEADING_KEYS.includes(key)).sort();
  return [...leading, ...rest];
}

function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => normalise(item));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of orderedKeys(record)) out[key] = normalise(record[key]);
    return out;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`Cannot serialise ${value}`);
  return value;
}

export const stableStringify = (value: unknown): string => JSON.stringify(normalise(value));

export function toNdjson(documents: readonly { _id: string }[]): string {
  const sorted = [...documents].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  return sorted.map((doc) => `${stableStringify(doc)}\n`).join('');
}
