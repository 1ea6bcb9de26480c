import {
  isDepartmentEnabled,
  isHrefAvailable,
  isRouteEnabled,
  matchRouteLoosely,
  notFoundKind,
  notFoundMessage,
} from './route-access';
import { SELL_CAR_ENABLED_PAGES } from '../../../test/fixtures/enabled-pages';

const sellCar = SELL_CAR_ENABLED_PAGES;

describe('isRouteEnabled', () => {
  test.each([
    ['home', true],
    ['contact', true],
    ['financing', false],
    ['badCreditFinancing', false],
    ['carsForSale', false],
    ['specialOffers', false],
    ['service', false],
    ['sellTradeVehicle', true],
    ['article', true],
  ] as const)('%s on sell-car: %s', (name, expected) => {
    expect(isRouteEnabled(name, sellCar)).toBe(expected);
  });

  test('nothing is enabled without settings', () => {
    expect(isRouteEnabled('home', undefined)).toBe(false);
  });
});

describe('notFoundMessage', () => {
  test('unmatched path', () => {
    expect(notFoundMessage('/nope', 'unmatched')).toBe('Page not found: /nope');
  });
  test('failed validation', () => {
    expect(notFoundMessage('/legal/nope', 'invalid')).toBe('Page Not Found: /legal/nope');
  });
});

describe('notFoundKind', () => {
  test.each([
    ['/this-does-not-exist', 'unmatched'],
    ['/contact-us/extra', 'unmatched'],
    ['/auto-financing', 'unmatched'],
    ['/legal/not-a-policy', 'invalid'],
    ['/car-research/unknown-article', 'invalid'],
    ['/our-company/meet-our-team/nobody', 'invalid'],
    ['/special-offers/dealer/123', 'unmatched'],
  ] as const)('%s → %s', (path, expected) => {
    expect(notFoundKind(path, sellCar)).toBe(expected);
  });
});

test('matchRouteLoosely ignores parameter constraints', () => {
  expect(matchRouteLoosely('/legal/privacy-policy')).toBe('legal');
  expect(matchRouteLoosely('/legal/whatever')).toBe('legal');
  expect(matchRouteLoosely('/car-research/search')).toBe('articleSearch');
  expect(matchRouteLoosely('/nope/nope/nope')).toBeNull();
});

describe('isHrefAvailable', () => {
  test.each([
    ['/value-my-car-how-it-works', true],
    ['/legal/privacy-policy', true],
    ['/auto-financing', false],
    ['/not-a-route', false],
    ['https://example.com/x', true],
    ['tel:+16305550100', true],
    ['', false],
    [null, false],
  ])('%p → %p', (href, expected) => {
    expect(isHrefAvailable(href, sellCar)).toBe(expected);
  });
});

test.each([
  ['finance', false],
  ['shop', false],
  ['sellTrade', true],
  ['service', false],
  ['unknown', false],
])('department %s enabled on sell-car: %p', (department, expected) => {
  expect(isDepartmentEnabled(department, sellCar)).toBe(expected);
});
