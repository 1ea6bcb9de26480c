/**
 * Where each document type shows on the site, for the Presentation tool. Pure (no `sanity` import) so it is tested
 * directly; locations.ts wraps each entry in `defineLocations`. Every address comes from the one route map
 * (`@dealer/schemas/routes`): a document's own page through `documentPath`, listing pages through `pathFor`.
 */
import { documentPath, pathFor, routes, type RouteName } from '@dealer/schemas/routes';

export type LocationFields = Record<string, unknown>;

export interface ResolvedLocation {
  title: string;
  href: string;
}

export type LocationsResult = { locations: ResolvedLocation[] } | { message: string; tone?: 'caution' };

export interface LocationSpec {
  /** Fields the resolver needs (GROQ paths, as `defineLocations` `select`). */
  select: Record<string, string>;
  /** The title of the document's own page. */
  title: (doc: LocationFields) => string;
  /** Static pages (route names) that list or use this type, shown after the document's own page. */
  listings: RouteName[];
  /** Types with no page of their own (shown only through listings). */
  listingOnly?: boolean;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const titleField = (doc: LocationFields) => text(doc.title) ?? 'Untitled';
const nameField = (fallback: string) => (doc: LocationFields) => text(doc.name) ?? fallback;

const routeTitle = (name: RouteName) => {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} (${routes[name].pattern})`;
};

/** Types with their own page, then types that only appear on listing pages (as the seed's pages use them). */
export const LOCATION_SPECS: Record<string, LocationSpec> = {
  article: { select: { title: 'title', slug: 'slug.current' }, title: titleField, listings: ['carResearch'] },
  articleCategory: { select: { title: 'title', slug: 'slug.current' }, title: titleField, listings: ['carResearch'] },
  author: { select: { name: 'name', slug: 'slug.current' }, title: nameField('Author'), listings: [] },
  teamMember: {
    select: { firstName: 'firstName', lastName: 'lastName', slug: 'slug.current' },
    title: (doc) => [text(doc.firstName), text(doc.lastName)].filter(Boolean).join(' ') || 'Team member',
    listings: ['team'],
  },
  legalPage: { select: { title: 'title', slug: 'slug.current' }, title: titleField, listings: [] },
  offer: {
    select: { name: 'name', offerType: 'offerType', offerId: 'offerId' },
    title: nameField('Offer'),
    listings: ['specialOffers'],
  },
  vehicle: {
    select: { condition: 'condition', year: 'year', make: 'make', model: 'model', vin: 'vin' },
    title: (doc) => [num(doc.year), text(doc.make), text(doc.model)].filter(Boolean).join(' ') || 'Vehicle',
    listings: ['carsForSale'],
  },
  page: { select: { title: 'title', route: 'route' }, title: titleField, listings: [] },

  promotion: { select: { _id: '_id' }, title: titleField, listings: ['specialOffers', 'home'], listingOnly: true },
  review: { select: { _id: '_id' }, title: titleField, listings: ['home'], listingOnly: true },
  faq: { select: { _id: '_id' }, title: titleField, listings: ['helpCenter'], listingOnly: true },
  jobPosition: { select: { _id: '_id' }, title: titleField, listings: ['careers'], listingOnly: true },
  location: { select: { _id: '_id' }, title: titleField, listings: ['contact'], listingOnly: true },
  store: { select: { _id: '_id' }, title: titleField, listings: ['contact', 'home'], listingOnly: true },
  serviceItem: {
    select: { _id: '_id' },
    title: titleField,
    listings: ['service', 'serviceSchedule'],
    listingOnly: true,
  },
  bodyStyle: { select: { _id: '_id' }, title: titleField, listings: ['carsForSale'], listingOnly: true },
  siteSettings: { select: { _id: '_id' }, title: titleField, listings: ['home'], listingOnly: true },
  questionnaire: { select: { _id: '_id' }, title: titleField, listings: ['sellTradeVehicle'], listingOnly: true },
};

/**
 * Types deliberately without a location: they are not content of one page (a sold vehicle's record only turns its
 * old address into the "sold" notice, whose text lives in the site strings).
 */
export const UNLOCATED_TYPES = ['popup', 'experimentOverride', 'soldVehicle'] as const;

/** The Presentation tool's answer for one document of `type` (null while the document is loading). */
export function resolveLocations(type: string, doc: LocationFields | null): LocationsResult | null {
  const spec = LOCATION_SPECS[type];
  if (!spec || !doc) return null;
  const locations: ResolvedLocation[] = [];
  if (!spec.listingOnly) {
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
    if (href) locations.push({ title: spec.title(doc), href });
    else if (spec.listings.length === 0) {
      return { message: 'Fill the fields that make up the address to preview it.', tone: 'caution' };
    }
  }
  for (const name of spec.listings) locations.push({ title: routeTitle(name), href: pathFor(name) });
  return { locations };
}
