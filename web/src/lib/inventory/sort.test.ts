import { listingQuery, pageLinks, pageSlice, parseListingView, parsePage, parseSort } from './sort';

describe('sort', () => {
  test.each([
    [undefined, 'newest'],
    ['newest', 'newest'],
    ['oldest', 'oldest'],
    ['mileage', 'mileage'],
    ['year', 'year'],
    ['priceHigh', 'priceHigh'],
    ['priceLow', 'priceLow'],
    ['price', 'newest'],
    ['PRICELOW', 'newest'],
  ])('%s → %s', (value, expected) => {
    expect(parseSort(value)).toBe(expected);
  });
});

describe('pagination (19 per page)', () => {
  test.each([
    [undefined, 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['abc', 1],
    ['99999', 1],
    ['9999', 500],
  ])('page %s → %d', (value, expected) => {
    expect(parsePage(value)).toBe(expected);
  });

  test.each([
    [0, 1, { page: 1, pageCount: 1, start: 0, end: 0 }],
    [19, 1, { page: 1, pageCount: 1, start: 0, end: 19 }],
    [20, 2, { page: 2, pageCount: 2, start: 19, end: 20 }],
    [400, 3, { page: 3, pageCount: 22, start: 38, end: 57 }],
    [400, 99, { page: 22, pageCount: 22, start: 399, end: 400 }],
  ])('%d results, page %d', (total, page, expected) => {
    expect(pageSlice(total, page)).toEqual(expected);
  });

  test.each([
    [1, 1, [1]],
    [1, 5, [1, 2, null, 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [10, 22, [1, null, 9, 10, 11, null, 22]],
  ])('links around page %d of %d', (page, count, expected) => {
    expect(pageLinks(page, count)).toEqual(expected);
  });

  test.each([
    [{}, ''],
    [{ sort: 'newest', page: '1' }, ''],
    [{ sort: 'priceLow' }, '?sort=priceLow'],
    [{ sort: 'year', page: '2' }, '?sort=year&page=2'],
    [{ page: '4' }, '?page=4'],
  ])('view %j → "%s"', (query, expected) => {
    expect(listingQuery(parseListingView(query))).toBe(expected);
  });
});
