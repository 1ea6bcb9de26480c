import { articleSearchHref, paginate, parseArticleSearchParams, searchTerms } from './search';

describe('parseArticleSearchParams', () => {
  test.each([
    [{}, { q: '', page: 1 }],
    [null, { q: '', page: 1 }],
    [{ q: '  winter   tires ' }, { q: 'winter tires', page: 1 }],
    [{ q: ['first', 'second'] }, { q: 'first', page: 1 }],
    [
      { q: 'oil', page: '2' },
      { q: 'oil', page: 2 },
    ],
    [
      { q: 'oil', page: '0' },
      { q: 'oil', page: 1 },
    ],
    [
      { q: 'oil', page: '-3' },
      { q: 'oil', page: 1 },
    ],
    [
      { q: 'oil', page: '2.5' },
      { q: 'oil', page: 1 },
    ],
    [
      { q: 'oil', page: 'two' },
      { q: 'oil', page: 1 },
    ],
    [
      { q: 'oil', page: '9999999' },
      { q: 'oil', page: 1 },
    ],
    [
      { q: 'oil', page: ['3', '4'] },
      { q: 'oil', page: 3 },
    ],
    [new URLSearchParams('q=ev+battery&page=3'), { q: 'ev battery', page: 3 }],
    [{ q: 'x'.repeat(150) }, { q: 'x'.repeat(100), page: 1 }],
  ])('%j → %j', (input, expected) => {
    expect(parseArticleSearchParams(input)).toEqual(expected);
  });
});

describe('searchTerms', () => {
  test.each([
    ['SUVs winter', ['suvs*', 'winter*']],
    ['oil  oil', ['oil*']],
    ['"drop" || * table', ['drop*', 'table*']],
    ['F-150', ['f*', '150*']],
    ['Café', ['café*']],
    ['   ', []],
    ['a b c d e f g h i j', ['a*', 'b*', 'c*', 'd*', 'e*', 'f*', 'g*', 'h*']],
  ])('%p → %j', (q, expected) => {
    expect(searchTerms(q)).toEqual(expected);
  });
});

describe('paginate (page size 10)', () => {
  test.each([
    // [total, page, page, pageCount, start, end, outOfRange]
    [0, 1, 1, 0, 0, 0, false],
    [0, 2, 2, 0, 10, 0, true],
    [7, 1, 1, 1, 0, 7, false],
    [10, 1, 1, 1, 0, 10, false],
    [11, 2, 2, 2, 10, 11, false],
    [22, 2, 2, 3, 10, 20, false],
    [22, 3, 3, 3, 20, 22, false],
    [22, 4, 4, 3, 30, 22, true],
    [22, 0, 1, 3, 0, 10, false],
  ])('total %d, page %d', (total, page, current, pageCount, start, end, outOfRange) => {
    expect(paginate(total, page)).toEqual({ page: current, pageCount, total, start, end, outOfRange });
  });

  test('takes another page size', () => {
    expect(paginate(5, 2, 2)).toMatchObject({ pageCount: 3, start: 2, end: 4 });
  });
});

test.each([
  ['', 1, '/car-research/search'],
  ['oil', 1, '/car-research/search?q=oil'],
  ['oil change', 2, '/car-research/search?q=oil+change&page=2'],
  ['a&b', 3, '/car-research/search?q=a%26b&page=3'],
])('articleSearchHref(%p, %d)', (q, page, expected) => {
  expect(articleSearchHref('/car-research/search', q, page)).toBe(expected);
});
