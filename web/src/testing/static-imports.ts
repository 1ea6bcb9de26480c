/**
 * For tests that walk the source tree's import graph: the modules a source file imports statically (an `import()`
 * is a separate chunk and is not listed). Type-only imports are erased by the compiler and flagged as such.
 */
const STATIC_IMPORT =
  /(?:^|\n)\s*(?:import|export)(\s+type)?\s[^;]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

export interface StaticImport {
  specifier: string;
  typeOnly: boolean;
}

export function staticImports(source: string): StaticImport[] {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => ({
    specifier: match[2] ?? match[3] ?? '',
    typeOnly: Boolean(match[1]),
  }));
}

export const isPackage = (specifier: string) => !specifier.startsWith('.') && !specifier.startsWith('@/');

/** `@scope/name` or `name` of a package specifier (`motion/react` → `motion`). */
export const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
