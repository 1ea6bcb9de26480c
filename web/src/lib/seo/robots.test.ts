import { articleSearchRobots, contentRobots, isInventorySearchPath, robotsDirectives } from './robots';

const FILTERS = ['/cars-for-sale', '/used-cars-for-sale', '/new-cars-for-sale', '/cars-for-sale/suvs'];
const ALWAYS = { follow: true, 'max-image-preview': 'large', 'max-snippet': -1, 'max-video-preview': -1 };

describe('robotsDirectives', () => {
  it.each([
    // [path, search, filters, index]
    ['/cars-for-sale', '', FILTERS, true],
    ['/cars-for-sale/', '', FILTERS, true],
    ['/cars-for-sale', '?sort=price', FILTERS, false],
    ['/cars-for-sale', '?', FILTERS, true],
    ['/cars-for-sale?page=2', '', FILTERS, false],
    ['/cars-for-sale/suvs', '', FILTERS, true],
    ['/cars-for-sale/suvs', '?make=honda', FILTERS, false],
    ['/cars-for-sale/hovercraft', '', FILTERS, false],
    ['/cars-for-sale', '', [], false],
    ['/used-cars-for-sale', '', FILTERS, true],
    ['/used-cars-for-sale', '?mileage=null,85000', FILTERS, false],
    ['/used-cars-for-sale/2021-honda-civic-19XFL4KJ0MF498819', '?x=1', FILTERS, true],
    ['/', '?utm_source=x', FILTERS, true],
    ['/car-research/some-article', '', [], true],
    ['/contact-us', '?inquiry=sales', [], true],
  ])('%s%s → index %s', (path, search, filters, index) => {
    expect(robotsDirectives(path, search, filters)).toEqual({ index, ...ALWAYS });
  });

  it('accepts URLSearchParams and Next searchParams objects', () => {
    expect(robotsDirectives('/cars-for-sale', new URLSearchParams('a=1'), FILTERS).index).toBe(false);
    expect(robotsDirectives('/cars-for-sale', new URLSearchParams(), FILTERS).index).toBe(true);
    expect(robotsDirectives('/cars-for-sale', { sort: 'price' }, FILTERS).index).toBe(false);
    expect(robotsDirectives('/cars-for-sale', { sort: undefined }, FILTERS).index).toBe(true);
    expect(robotsDirectives('/cars-for-sale', {}, FILTERS).index).toBe(true);
    expect(robotsDirectives('/cars-for-sale', null, FILTERS).index).toBe(true);
  });
});

describe('isInventorySearchPath', () => {
  it.each([
    ['/cars-for-sale', true],
    ['/Cars-For-Sale/', true],
    ['/cars-for-sale/great_deals/price_drop', true],
    ['/new-cars-for-sale', true],
    ['/new-cars-for-sale/2025-ford-f-150-1FTFW1E50PFA00001', false],
    ['/certified-cars-for-sale', false],
    ['/car-research', false],
  ])('%s → %s', (path, expected) => {
    expect(isInventorySearchPath(path)).toBe(expected);
  });
});

describe('articleSearchRobots', () => {
  test.each([
    ['', true],
    ['?', true],
    ['?q=oil', false],
    ['?q=', false],
    ['?page=2', false],
    ['?utm_source=x', false],
    [{}, true],
    [{ q: undefined }, true],
    [{ q: 'oil', page: '2' }, false],
    [null, true],
  ])('%p → index %s', (search, index) => {
    expect(articleSearchRobots(search)).toEqual({ index, ...ALWAYS });
  });
});

test.each([true, false])('contentRobots(%s) always follows with large previews', (index) => {
  expect(contentRobots(index)).toEqual({ index, ...ALWAYS });
});
