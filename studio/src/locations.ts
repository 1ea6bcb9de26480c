import { defineLocations, type DocumentLocationResolvers } from 'sanity/presentation';
import { LOCATION_SPECS, resolveLocations } from './location-resolvers';

/** The Presentation tool's locations: one `defineLocations` per type in location-resolvers.ts (the route map). */
export const locations: DocumentLocationResolvers = Object.fromEntries(
  Object.entries(LOCATION_SPECS).map(([type, spec]) => [
    type,
    defineLocations({ select: spec.select, resolve: (doc) => resolveLocations(type, doc) }),
  ]),
);
