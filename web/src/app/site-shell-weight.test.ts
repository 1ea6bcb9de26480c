/**
 * The site shell (the layouts every page shares) ships only light client code: the libraries a form, a dialog or an
 * animation needs load with that island (next/dynamic, lazy, import()), never with every page. This walks the
 * static imports from the layouts; once it enters a 'use client' module, everything it reaches is in the browser's
 * first load, and none of it may be one of the heavy libraries below.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SRC } from '@/testing/local-imports';
import { clientReach, staticImports } from '@/testing/static-imports';

const LAYOUTS = ['app/[variant]/layout.tsx', 'app/[variant]/(site)/layout.tsx'];
/** gzip weight in the browser, roughly: zod 31 KB, Chakra 35–65 KB, motion 27 KB, react-hook-form 10 KB. */
const HEAVY = ['zod', '@chakra-ui/react', 'motion', 'react-hook-form', '@hookform/resolvers', 'libphonenumber-js'];

/** Heavy packages reached from client code, each with the import chain that brings it in. */
const heavyClientImports = (): string[] =>
  [...clientReach(LAYOUTS)].filter(([name]) => HEAVY.includes(name)).map(([, chain]) => chain);

describe('the site shell', () => {
  test('the walk reaches the shell’s client islands (the test would see a heavy import)', () => {
    // A sanity check on the walker itself: the consent banner is a client island of every page.
    const source = readFileSync(path.join(SRC, 'app/[variant]/(site)/layout.tsx'), 'utf8');
    const seen = staticImports(source).map(({ specifier }) => specifier);
    expect(seen.some((specifier) => specifier.includes('components/'))).toBe(true);
  });

  test.each(HEAVY)('no client module every page loads imports %s', (name) => {
    expect(heavyClientImports().filter((line) => line.endsWith(` → ${name}`) || line.includes(` → ${name}/`))).toEqual(
      [],
    );
  });
});

describe('the site shell defers what the first screen does not need', () => {
  const reached = clientReach(LAYOUTS);

  test.each([
    // The conversion tables: fetched with the first tap on a phone link.
    'lib/tracking/fire-conversion.ts',
    // The build check and its request code: fetched when the browser is idle after hydration.
    'components/navigation/build-watch.tsx',
    'lib/http/fetch-json.ts',
    // The store choice's cookie code: fetched with the choice.
    'lib/profile/store-choice.ts',
    // The islands loaded after hydration (tracking, experiments, popups).
    'components/tracking/tracking-island.tsx',
    'components/tracking/experiments-island.tsx',
    'components/popups/popups-island.tsx',
  ])('%s is not in every page’s first load', (file) => {
    expect(reached.get(file) ?? null).toBeNull();
  });

  test('no client module every page loads imports next/dynamic (its loader runtime is about 4 KB gzip)', () => {
    const importers = [...reached.keys()]
      .filter((name) => /\.tsx?$/.test(name))
      .filter((file) =>
        staticImports(readFileSync(path.join(SRC, file), 'utf8')).some(({ specifier }) => specifier === 'next/dynamic'),
      );
    expect(reached.has('components/ui/idle-island.tsx')).toBe(true);
    expect(importers).toEqual([]);
  });
});
