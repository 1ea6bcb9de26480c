/**
 * Deterministic randomness. Every concern gets its own generator seeded by name (`createRandom('vehicles')`), so
 * adding an article never shifts a vehicle's price. No `Math.random`, no clock.
 */

/** 32-bit FNV-1a hash of a string. */
export function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A short, stable identifier derived from text (12 base-36 characters), used for `_key`s. */
export function shortHash(text: string, length = 12): string {
  let out = '';
  let round = 0;
  while (out.length < length) {
    out += fnv1a(`${round}:${text}`, 0x811c9dc5 ^ Math.imul(round + 1, 0x9e3779b1))
      .toString(36)
      .padStart(7, '0');
    round += 1;
  }
  return out.slice(0, length);
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: string) {
    this.a = fnv1a(seed, 0x811c9dc5);
    this.b = fnv1a(seed, 0x9e3779b9);
    this.c = fnv1a(seed, 0x85ebca6b);
    this.d = fnv1a(seed, 0xc2b2ae35);
    for (let warm = 0; warm < 12; warm += 1) this.next();
  }

  /** sfc32: a float in [0, 1). */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick() from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight; entries with weight 0 are never chosen. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    if (entries.length === 0 || total <= 0) throw new Error('weighted() needs a positive total weight');
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return (entries[entries.length - 1] as readonly [T, number])[0];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = Math.floor(this.next() * (index + 1));
      const current = copy[index] as T;
      copy[index] = copy[other] as T;
      copy[other] = current;
    }
    return copy;
  }

  /** `count` distinct items in random order (fewer if the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, count));
  }
}
