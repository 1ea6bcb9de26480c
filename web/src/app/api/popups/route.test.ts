/**
 * What popups show, over the dealership seed (groq-js plays the Content Lake): every renderable popup's content in the
 * asked language without its conditions (pages carry those), cacheable like a page; a language the site does not
 * have is a 400 naming the field.
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

interface Answer {
  popups: { popupId: string; conditions?: unknown; component: { title: string | null } | null }[];
  strings: Record<string, string>;
  errors?: Record<string, string>;
}

const get = async (query: string) => {
  const response = await GET(new Request(`http://localhost/api/popups${query}`));
  return { response, body: (await response.json()) as Answer };
};

test.each([
  ['en', 'Unlock Vehicle Inventory', 'Close'],
  ['es', 'Desbloquear inventario de vehículos', 'Cerrar'],
])('?lang=%s: each popup’s content in that language, no conditions, cacheable', async (lang, title, close) => {
  const { response, body } = await get(`?lang=${lang}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  const unlock = body.popups.find((popup) => popup.popupId === 'unlock-inventory');
  expect(unlock?.component?.title).toBe(title);
  expect(body.strings['popup.close']).toBe(close);
  expect(body.popups.length).toBeGreaterThan(1);
  expect(body.popups.every((popup) => !('conditions' in popup))).toBe(true);
});

test.each([['' /* no language */], ['?lang=fr'], ['?lang=ES'], ['?lang=english']])(
  '%s: 400 naming the field, never cached',
  async (query) => {
    const { response, body } = await get(query);
    expect(response.status).toBe(400);
    expect(body.errors?.lang).toBe('Choose a language: en or es');
    expect(response.headers.get('cache-control')).toBe('no-store');
  },
);
