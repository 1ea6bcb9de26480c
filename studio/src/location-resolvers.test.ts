import { documentSchemaTypes, singletonSchemaTypes } from '@dealer/schemas';
import { PAGE_ROUTE_NAMES } from '@dealer/schemas/constants';
import { matchPath, routes } from '@dealer/schemas/routes';
import { LOCATION_SPECS, resolveLocations, UNLOCATED_TYPES, type ResolvedLocation } from './location-resolvers';

jest.mock('sanity/presentation', () => ({
  defineLocations: (resolver: unknown) => resolver,
}));
// The schema files only call these helpers, which return their argument; the real `sanity` is ESM-only for Jest.
jest.mock('sanity', () => ({
  defineType: (definition: unknown) => definition,
  defineField: (definition: unknown) => definition,
  defineArrayMember: (definition: unknown) => definition,
}));

const VIN = '1HGCV1F34LA000001';

/** One filled document per type with a page of its own: enough fields to make its address. */
const SAMPLES: Record<string, Record<string, unknown>> = {
  article: { title: 'Best SUVs', slug: 'best-suvs' },
  articleCategory: { title: 'Buying tips', slug: 'buying-tips' },
  author: { name: 'Jane Doe', slug: 'jane-doe' },
  teamMember: { firstName: 'Pat', lastName: 'Lee', slug: 'pat-lee' },
  legalPage: { title: 'Privacy policy', slug: 'privacy-policy' },
  offer: { name: 'Oil change', offerType: 'service', offerId: 'oil-change-2026' },
  vehicle: { condition: 'used', year: 2020, make: 'Land Rover', model: 'Range Rover', vin: VIN },
  page: { title: 'Service', route: 'service' },
};

const hrefs = (result: ReturnType<typeof resolveLocations>): ResolvedLocation[] =>
  result && 'locations' in result ? result.locations : [];

describe('Presentation locations', () => {
  const allTypes: string[] = [...documentSchemaTypes, ...singletonSchemaTypes].map((type) => type.name);

  it('every document type either has a location or is deliberately left out', () => {
    const decided = new Set([...Object.keys(LOCATION_SPECS), ...UNLOCATED_TYPES]);
    expect(allTypes.filter((type) => !decided.has(type))).toEqual([]);
    expect(Object.keys(LOCATION_SPECS).filter((type) => !allTypes.includes(type))).toEqual([]);
  });

  it.each(Object.keys(LOCATION_SPECS))('%s resolves to URLs the route map knows', (type) => {
    const locations = hrefs(resolveLocations(type, SAMPLES[type] ?? {}));
    expect(locations.length).toBeGreaterThan(0);
    for (const { href, title } of locations) {
      expect(title).not.toBe('');
      expect(matchPath(href)).not.toBeNull();
    }
  });

  it.each([
    ['article', '/car-research/best-suvs', 'car-research/best-suvs'],
    ['articleCategory', '/car-research/category/buying-tips', 'category'],
    ['author', '/car-research/author/jane-doe', 'author'],
    ['teamMember', '/our-company/meet-our-team/pat-lee', 'Pat Lee'],
    ['legalPage', '/legal/privacy-policy', 'Privacy policy'],
    ['offer', '/special-offers/service/oil-change-2026', 'Oil change'],
    ['vehicle', `/used-cars-for-sale/2020-land-rover-range-rover-${VIN}`, '2020 Land Rover Range Rover'],
    ['page', '/service', 'Service'],
  ])('%s opens on its own page first: %s', (type, href) => {
    const [first] = hrefs(resolveLocations(type, SAMPLES[type]!));
    expect(first?.href).toBe(href);
  });

  it('the page with each static route name opens at that route', () => {
    for (const name of PAGE_ROUTE_NAMES) {
      const [first] = hrefs(resolveLocations('page', { title: name, route: name }));
      expect(first?.href).toBe(routes[name].pattern);
    }
  });

  it('a document without the fields of its address asks for them (or falls back to its listing)', () => {
    expect(resolveLocations('legalPage', { title: 'Draft' })).toEqual({
      message: 'Fill the fields that make up the address to preview it.',
      tone: 'caution',
    });
    expect(hrefs(resolveLocations('article', { title: 'No slug yet' }))).toEqual([
      { title: 'Car research (/car-research)', href: '/car-research' },
    ]);
  });

  it('answers nothing while the document loads, and for unlocated types', () => {
    expect(resolveLocations('article', null)).toBeNull();
    expect(resolveLocations('popup', {})).toBeNull();
  });

  it('locations.ts wraps every spec for the Presentation tool', async () => {
    const { locations } = await import('./locations');
    expect(Object.keys(locations).sort()).toEqual(Object.keys(LOCATION_SPECS).sort());
    const article = locations.article as unknown as {
      select: Record<string, string>;
      resolve: (doc: Record<string, unknown>) => unknown;
    };
    expect(article.select).toEqual({ title: 'title', slug: 'slug.current' });
    expect(hrefs(article.resolve(SAMPLES.article!) as ReturnType<typeof resolveLocations>)[0]?.href).toBe(
      '/car-research/best-suvs',
    );
  });
});
