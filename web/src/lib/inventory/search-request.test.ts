import { searchRequest } from './search-request';

const q = (query: string) => new URLSearchParams(query);

describe('searchRequest', () => {
  test.each([
    ['/contact-us', '', null],
    ['/cars-for-sale', '', { kind: 'page', view: { sort: 'newest', page: 1 } }],
    ['/cars-for-sale', 'sort=priceLow&page=2', { kind: 'page', view: { sort: 'priceLow', page: 2 } }],
    ['/cars-for-sale', 'sort=bogus&page=x', { kind: 'page', view: { sort: 'newest', page: 1 } }],
    ['/used-cars-for-sale', '', { kind: 'page', view: { sort: 'newest', page: 1 } }],
    ['/cars-for-sale', 'make=Honda', { kind: 'redirect', location: '/cars-for-sale/make-honda', permanent: false }],
    [
      '/cars-for-sale',
      'make=Honda&sort=priceLow',
      { kind: 'redirect', location: '/cars-for-sale/make-honda?sort=priceLow', permanent: false },
    ],
    ['/cars-for-sale/', '', { kind: 'page', view: { sort: 'newest', page: 1 } }],
    ['/cars-for-sale/new', 'page=2', { kind: 'redirect', location: '/new-cars-for-sale?page=2', permanent: true }],
  ])('%s?%s', (path, query, expected) => {
    expect(searchRequest(path, q(query))).toEqual(expected);
  });
});
