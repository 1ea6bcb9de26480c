import { defineLocations, type DocumentLocation, type DocumentLocationResolvers } from 'sanity/presentation';
import { documentPath, pathFor, routes, type RouteName } from '@dealer/schemas/routes';

type Fields = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** Builds a location list: the document's own page (from routes.ts `documentPath`) plus listing pages. */
function locate(
  type: string,
  select: Record<string, string>,
  titleOf: (doc: Fields) => string,
  listings: RouteName[] = [],
) {
  return defineLocations({
    select,
    resolve: (doc: Fields | null) => {
      if (!doc) return null;
      const href = documentPath({
        _type: type,
        slug: text(doc.slug),
        route: text(doc.route),
        offerType: text(doc.offerType),
        offerId: text(doc.offerId),
        condition: text(doc.condition),
        year: num(doc.year),
        make: text(doc.make),
        model: text(doc.model),
        vin: text(doc.vin),
      });
      const locations: DocumentLocation[] = [];
      if (href) locations.push({ title: titleOf(doc), href });
      for (const name of listings) locations.push({ title: `Listing: ${routes[name].pattern}`, href: pathFor(name) });
      return locations.length > 0
        ? { locations }
        : { message: 'Fill the fields that make up the address to preview it.' };
    },
  });
}

const titleField = (doc: Fields) => text(doc.title) ?? 'Untitled';

export const locations: DocumentLocationResolvers = {
  article: locate('article', { title: 'title', slug: 'slug.current' }, titleField, ['carResearch']),
  articleCategory: locate('articleCategory', { title: 'title', slug: 'slug.current' }, titleField),
  author: locate('author', { name: 'name', slug: 'slug.current' }, (doc) => text(doc.name) ?? 'Author'),
  teamMember: locate(
    'teamMember',
    { firstName: 'firstName', lastName: 'lastName', slug: 'slug.current' },
    (doc) => [text(doc.firstName), text(doc.lastName)].filter(Boolean).join(' ') || 'Team member',
    ['team'],
  ),
  legalPage: locate('legalPage', { title: 'title', slug: 'slug.current' }, titleField),
  offer: locate(
    'offer',
    { name: 'name', offerType: 'offerType', offerId: 'offerId' },
    (doc) => text(doc.name) ?? 'Offer',
    ['specialOffers'],
  ),
  vehicle: locate(
    'vehicle',
    { condition: 'condition', year: 'year', make: 'make', model: 'model', vin: 'vin' },
    (doc) => [num(doc.year), text(doc.make), text(doc.model)].filter(Boolean).join(' ') || 'Vehicle',
    ['carsForSale'],
  ),
  page: locate('page', { title: 'title', route: 'route' }, titleField),
};
