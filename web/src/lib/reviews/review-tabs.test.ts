import { reviewTabs } from './review-tabs';

interface Review {
  id: string;
  categories: string[] | null;
}

const review = (id: string, ...categories: string[]): Review => ({ id, categories });
const categoriesOf = (item: Review) => item.categories;
const CATEGORIES = ['Sale', 'Service', 'Finance'];

describe('reviewTabs', () => {
  test.each<[string, Review[], number, { category: string; ids: string[] }[], string[]]>([
    ['no reviews: no tabs', [], 9, [], []],
    [
      'a category without reviews has no tab',
      [review('a', 'Sale'), review('b', 'Finance')],
      9,
      [
        { category: 'Sale', ids: ['a'] },
        { category: 'Finance', ids: ['b'] },
      ],
      ['a', 'b'],
    ],
    [
      'a review in several categories is listed once',
      [review('a', 'Sale', 'Service'), review('b', 'Service')],
      9,
      [
        { category: 'Sale', ids: ['a'] },
        { category: 'Service', ids: ['a', 'b'] },
      ],
      ['a', 'b'],
    ],
    [
      'at most perTab per tab, in the given order',
      [review('a', 'Sale'), review('b', 'Sale'), review('c', 'Sale'), review('d', 'Service')],
      2,
      [
        { category: 'Sale', ids: ['a', 'b'] },
        { category: 'Service', ids: ['d'] },
      ],
      ['a', 'b', 'd'],
    ],
    ['reviews without categories are not shown', [review('a'), { id: 'b', categories: null }], 9, [], []],
    [
      'unknown categories are ignored, tabs follow the category order',
      [review('a', 'Finance'), review('b', 'Other'), review('c', 'Sale')],
      9,
      [
        { category: 'Sale', ids: ['c'] },
        { category: 'Finance', ids: ['a'] },
      ],
      ['c', 'a'],
    ],
  ])('%s', (_name, reviews, perTab, expectedTabs, expectedListed) => {
    const result = reviewTabs({ reviews, categories: CATEGORIES, perTab, categoriesOf });
    expect(result.reviews.map((item) => item.id)).toEqual(expectedListed);
    expect(
      result.tabs.map((tab) => ({ category: tab.category, ids: tab.items.map((at) => result.reviews[at]?.id) })),
    ).toEqual(expectedTabs);
  });
});
