/**
 * The route gate's memo under random slugs: `/car-research/<random>` costs one lookup each (it must ask), but it
 * neither flushes the fixed answers (enabled pages, the store's time zone) nor pushes out a slug that visitors keep
 * asking for: slug and offer lookups have their own least-recently-used memo (server/site/proxy-memo.ts).
 */
import { PAGE_KEYS } from '@dealer/schemas/constants';

import { enabledPagesQuery, slugDocumentExistsQuery } from '@/content/queries';

import { forgetProxyAnswers } from './proxy-memo';
import { routeGateAnswer } from './route-gate';

const fetchPublishedContent = jest.fn(async ({ query, params }: { query: string; params: { slug?: string } }) => {
  if (query === enabledPagesQuery) return [...PAGE_KEYS];
  if (query === slugDocumentExistsQuery) return params.slug === 'popular-article';
  return null;
});
jest.mock('@/content', () => ({
  fetchPublishedContent: (request: { query: string; params: { slug?: string } }) => fetchPublishedContent(request),
}));

const reads = (query: string) => fetchPublishedContent.mock.calls.filter(([request]) => request.query === query).length;

beforeEach(() => {
  forgetProxyAnswers();
  fetchPublishedContent.mockClear();
});

test('2,000 random article slugs do not flush the enabled pages: read once, kept', async () => {
  expect(await routeGateAnswer('/car-research/popular-article')).toBeNull();
  for (let index = 0; index < 2_000; index += 1) {
    expect((await routeGateAnswer(`/car-research/random-${index}`))?.kind).toBe('invalid');
  }
  expect(reads(enabledPagesQuery)).toBe(1);
});

test('a slug asked for between random ones stays in memory; the random ones cost one lookup each', async () => {
  await routeGateAnswer('/car-research/popular-article');
  for (let index = 0; index < 2_000; index += 1) {
    await routeGateAnswer(`/car-research/random-${index}`);
    if (index % 100 === 0) expect(await routeGateAnswer('/car-research/popular-article')).toBeNull();
  }
  const popular = fetchPublishedContent.mock.calls.filter(([request]) => request.params.slug === 'popular-article');
  expect(popular).toHaveLength(1);
  expect(reads(slugDocumentExistsQuery)).toBe(2_001);
});
