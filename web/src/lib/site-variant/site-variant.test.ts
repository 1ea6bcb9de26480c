import { DEFAULT_VARIANT, encodeVariant, parseVariant, type SiteVariant } from './site-variant';

const variant = (parts: Partial<SiteVariant>): SiteVariant => ({ ...DEFAULT_VARIANT, ...parts });

describe('cache variant segment', () => {
  test.each<[string, SiteVariant]>([
    ['en', DEFAULT_VARIANT],
    ['es', variant({ lang: 'es' })],
    ['en~s-elgin', variant({ storeId: 'elgin' })],
    ['es~s-orland-park~b-hide', variant({ lang: 'es', storeId: 'orland-park', banner: 'hide' })],
    ['en~b-force', variant({ banner: 'force' })],
    ['en~x-0123456789abcdef', variant({ experiment: '0123456789abcdef' })],
    ['en~r-sent', variant({ leadResult: 'sent' })],
    ['en~o-priceLow~p-3', variant({ view: { sort: 'priceLow', page: 3 } })],
  ])('%s round-trips', (segment, expected) => {
    expect(encodeVariant(expected)).toBe(segment);
    expect(parseVariant(segment)).toEqual(expected);
  });

  test.each([
    ['an unknown language', 'fr'],
    ['an unknown part', 'en~z-1'],
    ['a store id with other characters', 'en~s-Elgin'],
    ['the default banner spelled out', 'en~b-show'],
    ['parts out of order (a second spelling of one variant)', 'en~b-hide~s-elgin'],
    ['a repeated part', 'en~s-elgin~s-joliet'],
    ['the default sort spelled out', 'en~o-newest'],
    ['page 1 spelled out', 'en~p-1'],
    ['a malformed experiment hash', 'en~x-abc'],
    ['an unknown form result', 'en~r-maybe'],
    ['nothing', ''],
  ])('%s is not a variant (%s)', (_name, segment) => {
    expect(parseVariant(segment)).toBeNull();
  });
});
