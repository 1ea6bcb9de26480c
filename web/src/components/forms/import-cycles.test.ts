/**
 * The form components import each other in one direction only (kit ← fields ← views ← forms): a cycle, like the
 * contact rows and the lead form view once importing each other, makes the load order matter and the parts
 * impossible to reuse apart.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { resolveLocalImport, SRC } from '@/testing/local-imports';

const ROOTS = ['components/forms', 'components/service'].map((dir) => path.join(SRC, dir));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every import (type-only ones too) from one file to another file of the project. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const targets = [...source.matchAll(/from\s+'([^']+)'/g)]
      .map((match) => resolveLocalImport(file, match[1] ?? ''))
      .filter((target): target is string => target !== null);
    graph.set(file, targets);
  }
  return graph;
}

/** The first cycle found, as a list of files (empty when there is none). */
function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (file: string): string[] => {
    const at = stack.indexOf(file);
    if (at >= 0) return [...stack.slice(at), file];
    if (done.has(file)) return [];
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      const cycle = visit(target);
      if (cycle.length > 0) return cycle;
    }
    stack.pop();
    done.add(file);
    return [];
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle.length > 0) return cycle;
  }
  return [];
}

test('the cycle finder reports a cycle and passes a one-way graph', () => {
  expect(
    findCycle(
      new Map([
        ['a', ['b']],
        ['b', ['a']],
      ]),
    ),
  ).toEqual(['a', 'b', 'a']);
  expect(
    findCycle(
      new Map([
        ['a', ['b']],
        ['b', ['c']],
        ['c', []],
      ]),
    ),
  ).toEqual([]);
});

test('the form and service components import each other without a cycle', () => {
  const graph = importGraph(ROOTS.flatMap(sourceFiles));
  expect(graph.size).toBeGreaterThan(20);
  expect(findCycle(graph).map((file) => path.relative(SRC, file))).toEqual([]);
});
