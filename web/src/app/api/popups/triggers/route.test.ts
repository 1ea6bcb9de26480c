/**
 * What decides whether and when each popup shows, over the dealership seed (groq-js plays the Content Lake): every
 * renderable popup's id and conditions, nothing it shows (that is GET /api/popups, asked when one is about to
 * open), cacheable like a page.
 */
import { PUBLIC_PAGE_CACHE_CONTROL } from '@/lib/http/page-cache-control';
import { lakeContent, seedDataset } from '@/testing/seed-dataset';

const dataset = seedDataset('dealership');

jest.mock('@/content', () => lakeContent(dataset));
// Compiled away by Next; the route never reads it (the site context module it shares with pages does).
jest.mock('next/root-params', () => ({ variant: async () => undefined }));
jest.mock('@/server/env', () => ({ serverEnv: () => ({ SITE_DATASET: 'dealership' }) }));

// Imported after the mocks.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { GET } = require('./route') as typeof import('./route');

test('each renderable popup’s id and conditions, nothing it shows, cacheable like a page', async () => {
  const response = await GET();
  const body = (await response.json()) as { popups: Record<string, unknown>[] };
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  expect(body.popups.length).toBeGreaterThan(1);
  const unlock = body.popups.find((popup) => popup.popupId === 'unlock-inventory');
  expect(unlock?.conditions).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        rules: expect.arrayContaining([expect.objectContaining({ _type: 'popupRuleItemsViewed', minCount: 3 })]),
      }),
    ]),
  );
  for (const popup of body.popups) expect(Object.keys(popup).sort()).toEqual(['conditions', 'popupId']);
});
