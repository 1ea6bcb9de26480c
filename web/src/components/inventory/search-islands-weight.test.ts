/**
 * The search results page is a campaign landing page: its client islands (card payments and prices, the filter
 * panel, the visitor's own results) carry no tables the server already resolved. The route table (and the value
 * lists that import it) and the vehicle dialogs' string table stay on the server; islands get plain text and use
 * the small helpers (lib/i18n/interpolate.ts). This walks the static imports from the page; once it enters a
 * 'use client' module, everything it reaches is in the browser's first load.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveLocalImport, SRC } from '@/testing/local-imports';
import { isPackage, packageName, staticImports } from '@/testing/static-imports';

const PAGE = 'app/[variant]/(site)/cars-for-sale/page.tsx';

/** Each file and package client code reaches from the page, with the chain that brings it in. */
function clientReach(): Map<string, string> {
  const reached = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string, inClient: boolean, chain: string[]) => {
    const key = `${file}:${inClient}`;
    if (seen.has(key) || !/\.tsx?$/.test(file)) return;
    seen.add(key);
    const source = readFileSync(file, 'utf8');
    const client = inClient || /^\s*['"]use client['"]/.test(source);
    const here = [...chain, path.relative(SRC, file)];
    if (client) reached.set(path.relative(SRC, file), here.join(' → '));
    for (const { specifier, typeOnly } of staticImports(source)) {
      if (typeOnly) continue; // erased
      if (isPackage(specifier)) {
        if (client) reached.set(packageName(specifier), `${here.join(' → ')} → ${specifier}`);
        continue;
      }
      const target = resolveLocalImport(file, specifier);
      if (target) visit(target, client, here);
    }
  };
  visit(path.join(SRC, PAGE), false, []);
  return reached;
}

const REACHED = clientReach();

test('the walk reaches the result cards’ islands (the checks below would see a wrong import)', () => {
  expect(REACHED.has('components/inventory/card-pricing.tsx')).toBe(true);
  expect(REACHED.has('components/ui/icon.tsx')).toBe(true);
});

test.each(['@dealer/schemas', 'components/vehicle-dialogs/strings.ts'])(
  'no island of the search page imports %s',
  (name) => {
    expect(REACHED.get(name) ?? null).toBeNull();
  },
);
