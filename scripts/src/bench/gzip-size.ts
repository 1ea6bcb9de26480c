/** Gzip size of a file as `next start` sends it (zlib's default level), cached per path. */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const sizes = new Map<string, number>();

export function gzipFileSize(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file)).length;
    sizes.set(file, size);
  }
  return size;
}
