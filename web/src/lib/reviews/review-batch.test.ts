import { reviewBatch, reviewTabLists, REVIEWS_PER_TAB, type ReviewSource } from './review-batch';

const review = (id: string, fields: Partial<ReviewSource<string | null>> = {}): ReviewSource<string | null> => ({
  _id: id,
  reviewerName: `Reviewer ${id}`,
  platform: 'Google',
  rating: 5,
  review: `Text ${id}`,
  url: null,
  date: '2026-10-28',
  reviewerPhoto: null,
  categories: ['Sale'],
  ...fields,
});
const avatar = (photo: string | null) => (photo ? { src: photo } : null);

const MAPS_A = 'https://www.google.com/maps/search/?api=1&query=Store%20A';
const MAPS_B = 'https://www.google.com/maps/search/?api=1&query=Store%20B';

describe('reviewBatch', () => {
  test.each<[string, ReviewSource<string | null>[], string[], (number | null)[]]>([
    ['no reviews: nothing sent', [], [], []],
    ['a review without a link has none', [review('a')], [], [null]],
    [
      'a link shared by several reviews is sent once',
      [review('a', { url: MAPS_A }), review('b', { url: MAPS_B }), review('c', { url: MAPS_A })],
      [MAPS_A, MAPS_B],
      [0, 1, 0],
    ],
    ['an empty link counts as none', [review('a', { url: '' }), review('b', { url: MAPS_B })], [MAPS_B], [null, 0]],
  ])('%s', (_name, reviews, urls, indexes) => {
    const batch = reviewBatch(reviews, avatar);
    expect(batch.urls).toEqual(urls);
    expect(batch.reviews.map((item) => item.url)).toEqual(indexes);
    // Every link a review had is still reachable through the table.
    expect(batch.reviews.map((item) => (item.url === null ? null : batch.urls[item.url]))).toEqual(
      reviews.map((item) => item.url || null),
    );
  });

  test.each<[string, Partial<ReviewSource<string | null>>, Record<string, unknown>]>([
    [
      'the card fields, the date as mm/dd/yy',
      {},
      { id: 'a', name: 'Reviewer a', platform: 'Google', date: '10/28/26', rating: 5, text: 'Text a', avatar: null },
    ],
    ['no date: none shown', { date: null }, { date: null }],
    ['the photo through the avatar rule', { reviewerPhoto: '/media/a.svg' }, { avatar: { src: '/media/a.svg' } }],
    ['no platform, no rating', { platform: null, rating: null }, { platform: null, rating: null }],
  ])('%s', (_name, fields, expected) => {
    expect(reviewBatch([review('a', fields)], avatar).reviews[0]).toMatchObject(expected);
  });

  test('no repeated wording is sent: labels come from the page templates', () => {
    const json = JSON.stringify(reviewBatch([review('a', { url: MAPS_A }), review('b', { url: MAPS_A })], avatar));
    expect(json).not.toMatch(/Rated|Read on|out of 5/);
    expect(json.split(MAPS_A)).toHaveLength(2);
  });
});

describe('reviewTabLists', () => {
  test.each<[string, ReviewSource<null>[], Record<string, string[]>]>([
    ['no reviews: no tabs', [], {}],
    [
      'each category with reviews, in the category order, a review in several tabs',
      [
        review('a', { categories: ['Finance', 'Sale'] }) as ReviewSource<null>,
        review('b', { categories: ['Service'] }) as ReviewSource<null>,
      ],
      { Sale: ['a'], Service: ['b'], Finance: ['a'] },
    ],
    [
      `at most ${REVIEWS_PER_TAB} per tab`,
      Array.from({ length: REVIEWS_PER_TAB + 2 }, (_, at) => review(`r${at}`) as ReviewSource<null>),
      { Sale: Array.from({ length: REVIEWS_PER_TAB }, (_, at) => `r${at}`) },
    ],
  ])('%s', (_name, reviews, expected) => {
    const tabs = reviewTabLists(reviews);
    expect(Object.fromEntries(tabs.map((tab) => [tab.category, tab.reviews.map((item) => item._id)]))).toEqual(
      expected,
    );
    expect(tabs.map((tab) => tab.category)).toEqual(Object.keys(expected));
  });
});
