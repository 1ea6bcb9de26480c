import { EMPTY_FILTERS } from './filters';
import { needsPersonalResults } from './personal-results';
import {
  parsePersonalResultsRequest,
  RESULTS_PAGE_MESSAGE,
  RESULTS_PATH_MESSAGE,
  RESULTS_SORT_MESSAGE,
  RESULTS_STORE_MESSAGE,
} from './personal-results-request';

const TERMS = { cashDown: 2000, tradeEquity: 0, creditScore: 700, termMonths: 72 };
const ANONYMOUS = { terms: null, unlocked: false };
const UNLOCKED = { terms: null, unlocked: true };
const SAVED = { terms: TERMS, unlocked: false };

describe('needsPersonalResults: only when the cached result set is not this visitor’s', () => {
  test.each([
    ['anonymous, price sort', { ...EMPTY_FILTERS }, 'priceLow', ANONYMOUS, false],
    ['unlocked, newest first: private vehicles are listed already', { ...EMPTY_FILTERS }, 'newest', UNLOCKED, false],
    ['unlocked, price sort', { ...EMPTY_FILTERS }, 'priceHigh', UNLOCKED, true],
    ['unlocked, price range', { ...EMPTY_FILTERS, priceMax: 20_000 }, 'newest', UNLOCKED, true],
    ['unlocked, payments filter', { ...EMPTY_FILTERS, payment: 300 }, 'newest', UNLOCKED, true],
    ['saved terms, payments filter', { ...EMPTY_FILTERS, payment: 300 }, 'newest', SAVED, true],
    ['saved terms, price range: the same matches', { ...EMPTY_FILTERS, priceMax: 20_000 }, 'newest', SAVED, false],
    ['saved terms, no filter', { ...EMPTY_FILTERS }, 'priceLow', SAVED, false],
  ] as const)('%s → %p', (_name, filters, sort, pricing, expected) => {
    expect(needsPersonalResults({ filters, sort }, pricing)).toBe(expected);
  });
});

describe('parsePersonalResultsRequest', () => {
  test.each([
    ['path=/cars-for-sale', { sort: 'newest', page: 1 }, null],
    ['path=/cars-for-sale/suvs&sort=priceLow&page=2&store=elgin', { sort: 'priceLow', page: 2 }, 'elgin'],
    ['path=/used-cars-for-sale&sort=priceHigh', { sort: 'priceHigh', page: 1 }, null],
  ])('%s is a request', (query, view, storeId) => {
    const parsed = parsePersonalResultsRequest(new URLSearchParams(query));
    expect(parsed).toMatchObject({ view, storeId });
  });

  test.each([
    ['', { path: RESULTS_PATH_MESSAGE }],
    ['path=/contact-us', { path: RESULTS_PATH_MESSAGE }],
    ['path=cars-for-sale', { path: RESULTS_PATH_MESSAGE }],
    // Not the clean address of the result set: the cached page never asks with it.
    ['path=/cars-for-sale/', { path: RESULTS_PATH_MESSAGE }],
    ['path=/cars-for-sale&sort=cheapest', { sort: RESULTS_SORT_MESSAGE }],
    ['path=/cars-for-sale&page=0', { page: RESULTS_PAGE_MESSAGE }],
    ['path=/cars-for-sale&page=501', { page: RESULTS_PAGE_MESSAGE }],
    ['path=/cars-for-sale&store=Elgin Store', { store: RESULTS_STORE_MESSAGE }],
    ['path=/cars-for-sale&make=ford', { make: 'This field is not allowed' }],
  ])('%p answers field errors %p', (query, errors) => {
    expect(parsePersonalResultsRequest(new URLSearchParams(query))).toEqual({ errors });
  });
});
