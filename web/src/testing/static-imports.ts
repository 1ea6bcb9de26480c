/**
 * For tests that walk the source tree's import graph: the modules a source file imports statically (an `import()`
 * is a separate chunk and is not listed). Type-only imports are erased by the compiler and flagged as such.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveLocalImport, SRC } from './local-imports';

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

/** `@scope/name` or `name` of a package specifier (`motion/react` → `motion`, `@dealer/schemas/routes` → `@dealer/schemas`). */
export const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The files (relative to web/src) and packages a module reaches through static, non-type imports: what a bundler
 * puts in the same chunk as that module.
 */
export function staticReach(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    const relative = path.relative(SRC, file);
    if (files.has(relative) || !/\.tsx?$/.test(file)) return;
    files.add(relative);
    for (const { specifier, typeOnly } of staticImports(readFileSync(file, 'utf8'))) {
      if (typeOnly) continue; // erased
      if (isPackage(specifier)) packages.add(packageName(specifier));
      else {
        const target = resolveLocalImport(file, specifier);
        if (target) visit(target);
      }
    }
  };
  visit(path.join(SRC, entry));
  return { files, packages };
}

/**
 * What client code reaches from the entries (files relative to web/src): every file and package (by name) met at or
 * below a 'use client' module, each with the first import chain that brings it in. Server modules are walked through
 * but not listed: only what the browser loads with them counts. A 'use server' module imported from client code ends
 * the walk there: the browser gets a reference to the action, not its imports.
 */
export function clientReach(entries: readonly string[]): Map<string, string> {
  const reached = new Map<string, string>();
  const seen = new Set<string>();
  const note = (name: string, chain: string) => {
    if (!reached.has(name)) reached.set(name, chain);
  };
  const visit = (file: string, inClient: boolean, chain: string[]) => {
    const key = `${file}:${inClient}`;
    if (seen.has(key) || !/\.tsx?$/.test(file)) return;
    seen.add(key);
    const source = readFileSync(file, 'utf8');
    // A client module importing a server action gets a reference to call, not the module: nothing past it ships.
    if (inClient && /^\s*['"]use server['"]/.test(source)) return;
    const client = inClient || /^\s*['"]use client['"]/.test(source);
    const here = [...chain, path.relative(SRC, file)];
    if (client) note(path.relative(SRC, file), here.join(' → '));
    for (const { specifier, typeOnly } of staticImports(source)) {
      if (typeOnly) continue; // erased
      if (isPackage(specifier)) {
        if (client) note(packageName(specifier), `${here.join(' → ')} → ${specifier}`);
        continue;
      }
      const target = resolveLocalImport(file, specifier);
      if (target) visit(target, client, here);
    }
  };
  for (const entry of entries) visit(path.join(SRC, entry), false, []);
  return reached;
}
