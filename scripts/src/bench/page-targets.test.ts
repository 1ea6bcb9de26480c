import { selectTargets, sitemapPathOf, sitemapVinsOf, type PageTarget } from './page-targets';

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

describe('sitemapVinsOf', () => {
  test('the VINs at the end of the first vehicle paths, at most the count asked', () => {
    const entries = [
      { loc: 'https://dealer.example/used-cars-for-sale/2019-honda-civic-2HGFC2F59KH000000' },
      { loc: '/certified-cars-for-sale/2023-jeep-grand-cherokee-1C4RJFMX8PX282890' },
      { loc: '/used-cars-for-sale/2020-ford-escape-1FMCU9G60LUA00000' },
    ];
    expect(sitemapVinsOf(entries, 2)).toEqual(['2HGFC2F59KH000000', '1C4RJFMX8PX282890']);
  });
  test('a path that does not end in a VIN, or an error answer, gives none', () => {
    expect(sitemapVinsOf([{ loc: '/car-research/winter-tires' }], 3)).toEqual([]);
    expect(sitemapVinsOf({ error: 'Unknown sitemap source' }, 3)).toEqual([]);
  });
});

describe('selectTargets', () => {
  const targets: PageTarget[] = [
    { name: 'home', site: 'dealership', path: '/' },
    { name: 'SRP', site: 'dealership', path: '/cars-for-sale' },
    { name: 'VDP', site: 'dealership', path: '/used-cars-for-sale/x' },
  ];
  test('all without names; the named ones in the bench’s order', () => {
    expect(selectTargets(targets, null)).toEqual(targets);
    expect(selectTargets(targets, ['VDP', 'SRP']).map((target) => target.name)).toEqual(['SRP', 'VDP']);
  });
  test('an unknown name is an error', () => {
    expect(() => selectTargets(targets, ['SRP', 'search'])).toThrow(/search/);
  });
});
