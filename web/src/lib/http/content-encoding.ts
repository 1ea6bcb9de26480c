/**
 * The compression a page is sent with, from the request's Accept-Encoding (RFC 9110 §12.5.3): Brotli when the
 * client takes it, else gzip, else none. A coding with `q=0` is refused; `*` stands for any coding not named.
 * Pure.
 */
export type DocumentEncoding = 'br' | 'gzip';

/** Brotli first: about a fifth smaller than gzip on our pages at the same cost. */
const PREFERENCE: readonly DocumentEncoding[] = ['br', 'gzip'];

function weights(header: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=(.*)$/i.exec(param)).find(Boolean);
    const weight = q ? Number(q[1]?.trim() || NaN) : 1;
    map.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return map;
}

export function preferredEncoding(acceptEncoding: string | undefined): DocumentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = weights(acceptEncoding);
  const weightOf = (coding: string) => accepted.get(coding) ?? (coding === 'gzip' ? accepted.get('x-gzip') : undefined);
  let best: DocumentEncoding | null = null;
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    const weight = weightOf(coding) ?? accepted.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
