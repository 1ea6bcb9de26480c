/**
 * The search results page and the vehicle page are campaign landing pages: their client islands (card payments and
 * prices, the filter panel, the visitor's own results, the estimate) carry no tables the server already resolved,
 * and no code an anonymous visitor never runs. The route table (and the value lists that import it), the string
 * tables and the icon set stay on the server; the visitor-pricing parser, the finance figures of a card and the
 * request code are fetched only for a visitor with saved terms or a profile (visitor-pricing-client.ts). This walks
 * the static imports from the pages; once it enters a 'use client' module, everything it reaches is in the
 * browser's first load.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SRC } from '@/testing/local-imports';
import { clientReach, staticImports } from '@/testing/static-imports';

const SEARCH = clientReach(['app/[variant]/(site)/cars-for-sale/page.tsx']);
const VEHICLE = clientReach(['app/[variant]/(site)/used-cars-for-sale/[vehicle]/page.tsx']);

test('the walk reaches the result cards’ and the estimate’s islands (the checks below would see a wrong import)', () => {
  expect(SEARCH.has('components/inventory/card-pricing.tsx')).toBe(true);
  expect(SEARCH.has('components/inventory/visitor-pricing-client.ts')).toBe(true);
  expect(VEHICLE.has('components/vdp/vehicle-pricing.tsx')).toBe(true);
  expect(VEHICLE.has('components/vdp/payment-estimate.tsx')).toBe(true);
  expect(SEARCH.has('components/garage/save-controls.tsx')).toBe(true);
  expect(VEHICLE.has('components/garage/save-controls.tsx')).toBe(true);
});

/** Modules no island of either page may reach statically. */
const NEVER_IN_FIRST_LOAD = [
  '@dealer/schemas',
  'components/vehicle-dialogs/strings.ts',
  // The icon set: islands get the lock drawn by the server.
  'components/ui/icon.tsx',
  // The page's whole string table: islands get their words as props.
  'components/vdp/vehicle-page-strings.ts',
  // Only a visitor with saved terms or a profile needs these (a chunk of their own).
  'components/inventory/visitor-pricing-engine.ts',
  'lib/profile/visitor-pricing.ts',
  'lib/profile/visitor-profile.ts',
  'lib/profile/personalized-terms.ts',
  'lib/inventory/card-payment.ts',
  'lib/http/fetch-json.ts',
  // The conversion tables: fetched when an event fires.
  'lib/tracking/fire-conversion.ts',
  // The store choice's cookie code: fetched with the choice.
  'lib/profile/store-choice.ts',
  // Reading a plain lead form at its swap: fetched with the enhanced form.
  'components/forms/form-capture.ts',
  // The garage code: fetched by the Save controls' island when the browser keeps a garage, or at a press.
  'components/garage/save-controls-controller.tsx',
  'components/garage/save-controls-actions.ts',
  'components/garage/garage-store.ts',
  'lib/garage/storage.ts',
  'lib/garage/compare.ts',
  'lib/garage/constants.ts',
  'components/garage/save-control-markup.ts',
];

test.each(NEVER_IN_FIRST_LOAD)('no island of the search page reaches %s', (name) => {
  expect(SEARCH.get(name) ?? null).toBeNull();
});

test.each(NEVER_IN_FIRST_LOAD.filter((name) => name !== 'lib/profile/personalized-terms.ts'))(
  'no island of the vehicle page reaches %s',
  (name) => {
    expect(VEHICLE.get(name) ?? null).toBeNull();
  },
);

/** The page's client files that import a package entry point (the walk names packages only by package). */
const importersOf = (reached: Map<string, string>, specifier: string) =>
  [...reached.keys()]
    .filter((name) => /\.tsx?$/.test(name))
    .filter((file) =>
      staticImports(readFileSync(path.join(SRC, file), 'utf8')).some((entry) => entry.specifier === specifier),
    );

test.each([
  ['search', SEARCH],
  ['vehicle', VEHICLE],
])('no island of the %s page imports next/dynamic (its loader runtime is about 4 KB gzip)', (_page, reached) => {
  // The check sees imports at all: the islands import React.
  expect(importersOf(reached, 'react').length).toBeGreaterThan(0);
  expect(importersOf(reached, 'next/dynamic')).toEqual([]);
});
