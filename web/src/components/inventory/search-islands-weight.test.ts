/**
 * The search results page is a campaign landing page: its client islands (card payments and prices, the filter
 * panel, the visitor's own results) carry no tables the server already resolved. The route table (and the value
 * lists that import it) and the vehicle dialogs' string table stay on the server; islands get plain text and use
 * the small helpers (lib/i18n/interpolate.ts). This walks the static imports from the page; once it enters a
 * 'use client' module, everything it reaches is in the browser's first load.
 */
import { clientReach } from '@/testing/static-imports';

const PAGE = 'app/[variant]/(site)/cars-for-sale/page.tsx';

const REACHED = clientReach([PAGE]);

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
