import { sitemapPathOf } from './page-targets';

describe('sitemapPathOf', () => {
  const vehicles = [
    { loc: 'https://www.example-dealer.com/certified-cars-for-sale/2021-jeep-wrangler-1C4' },
    { loc: 'https://www.example-dealer.com/used-cars-for-sale/2019-honda-accord-1HG' },
  ];
  test.each([
    [vehicles, '/used-cars-for-sale/', '/used-cars-for-sale/2019-honda-accord-1HG'],
    [vehicles, '/new-cars-for-sale/', '/certified-cars-for-sale/2021-jeep-wrangler-1C4'],
    [[{ loc: '/car-research/winter-tires' }], undefined, '/car-research/winter-tires'],
    [[], undefined, null],
    [{ error: 'Unknown sitemap source' }, undefined, null],
  ])('%j preferring %s → %s', (entries, prefix, expected) => {
    expect(sitemapPathOf(entries, prefix)).toBe(expected);
  });
});
