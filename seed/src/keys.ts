import { shortHash } from './random';
import type { Keyed, Reference, Slug } from './types';

/** A stable `_key` for item `index` of the array at `namespace` (e.g. `page.home/sections`). */
export const keyFor = (namespace: string, index: number): string => shortHash(`${namespace}#${index}`);

/** Adds `_key`s to the items of an array of objects; the key is derived from the array's namespace and the index. */
export function withKeys<T extends object>(namespace: string, items: readonly T[]): Keyed<T>[] {
  return items.map((item, index) => ({ _key: keyFor(namespace, index), ...item }));
}

/** Hyphen, not dot: Sanity hides dotted ids from unauthenticated (public, CDN) reads. */
export const ID_SEPARATOR = '-';

export const docId = (type: string, key: string): string => `${type}${ID_SEPARATOR}${key}`;

export const ref = (id: string): Reference => ({ _type: 'reference', _ref: id });

export const slug = (current: string): Slug => ({ _type: 'slug', current });
