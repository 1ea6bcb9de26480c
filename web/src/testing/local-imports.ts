/**
 * For tests that read the source tree's import graph: the file an import specifier of a source file names, when it
 * is one of ours (`@/…` or relative), else null (a package).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

export const SRC = path.resolve(__dirname, '..');

export function resolveLocalImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}
