/**
 * One review tab's reviews, over the sell-car seed (groq-js plays the Content Lake): the same reviews the page's
 * tab would show, compact (links once, no repeated labels), cacheable like a page; an unknown category is a 400
 * naming the field.
 */
import { runEmbeddedQuery } from '@/content/embedded/run-query';
import { reviewsQuery } from '@/content/queries';
import type { ReviewsQueryResult } from '@/content/sanity.types';
import { PUBLIC_PAGE_CACHE_CONTROL } from '@/lib/http/page-cache-control';
import { REVIEWS_PER_TAB, type ReviewBatch } from '@/lib/reviews/review-batch';
import { lakeContent, seedDataset } from '@/testing/seed-dataset';

const dataset = seedDataset('sell-car');

jest.mock('@/content', () => lakeContent(dataset));

// Imported after the mocks.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { GET } = require('./route') as typeof import('./route');

const get = async (query: string) => {
  const response = await GET(new Request(`http://localhost/api/reviews${query}`));
  return { response, body: (await response.json()) as ReviewBatch<{ src: string }> & { errors?: object } };
};

test.each(['Sale', 'Service', 'Finance'])(
  '?category=%s: that tab’s reviews, newest first, each link from the table, cacheable',
  async (category) => {
    const all = (await runEmbeddedQuery(dataset, reviewsQuery, {})) as ReviewsQueryResult;
    const expected = all.filter((review) => review.categories?.includes(category)).slice(0, REVIEWS_PER_TAB);
    const { response, body } = await get(`?category=${category}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.reviews.map((review) => review.id)).toEqual(expected.map((review) => review._id));
    expect(body.reviews.map((review) => (review.url === null ? null : body.urls[review.url]))).toEqual(
      expected.map((review) => review.url),
    );
    expect(new Set(body.urls).size).toBe(body.urls.length);
    expect(body.reviews.map((review) => review.text)).toEqual(expected.map((review) => review.review));
  },
);

test.each([[''], ['?category=sale'], ['?category=Other'], ['?category=']])(
  '%s: 400 naming the field, never cached',
  async (query) => {
    const { response, body } = await get(query);
    expect(response.status).toBe(400);
    expect(body.errors).toEqual({ category: 'Choose a review category: Sale, Service, Finance' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  },
);
