/**
 * What proxy.ts decides before a page renders (pure). Next 16 serves `notFound()` thrown by a page as an empty
 * HTML shell (the not-found markup only arrives with the client payload, vercel/next.js#98295), while an
 * unmatched URL renders not-found.tsx on the server. So requests that will 404 are recognised here and rewritten
 * to the unmatched route: disabled pages, parameters outside a route's constraint, and slugs naming no document.
 */
import { isPageEnabled, matchPath, type RouteName } from '@dealer/schemas/routes';
import { legacyVehicleRedirect } from '@/lib/redirects/inventory-redirects';
import { isRouteEnabled, matchRouteLoosely, type NotFoundKind } from './route-access';

/** Dynamic routes whose `:slug` must name a document of this type. */
export const SLUG_DOCUMENT_TYPES: Partial<Record<RouteName, string>> = {
  legal: 'legalPage',
  teamMember: 'teamMember',
  article: 'article',
  articleStaffReviews: 'article',
  articleAdvice: 'article',
  articleFaqs: 'article',
  articleNews: 'article',
  articleCommunity: 'article',
  articleDirect: 'article',
  author: 'author',
  articleCategory: 'articleCategory',
};

/** Offer routes and the `offer.offerType` each serves. */
export const OFFER_ROUTE_TYPES: Partial<Record<RouteName, 'dealer' | 'sales' | 'service'>> = {
  dealerOffer: 'dealer',
  salesOffer: 'sales',
  serviceOffer: 'service',
};

export type GateDecision =
  | { action: 'pass' }
  | { action: 'not-found'; kind: NotFoundKind }
  /** Serve only if a `type` document with this slug exists; otherwise 404 'Page Not Found'. */
  | { action: 'check-slug'; type: string; slug: string }
  /** Serve only if an offer with this id and type exists and runs today; one outside its dates is gone (410). */
  | { action: 'check-offer'; offerType: 'dealer' | 'sales' | 'service'; offerId: string }
  /**
   * Serve only if a car with this VIN is in stock (a legacy URL has redirected to it by then); a car the catalogue
   * had is gone (410), any other VIN not found (404), both explained (lib/routing/missing-page.ts).
   */
  | { action: 'check-vehicle'; vin: string };

export function gateRoute(pathname: string, enabledPages: readonly string[] | null | undefined): GateDecision {
  const match = matchPath(pathname);
  // Legacy vehicle URLs are no route of their own: a VIN not in stock ends here, past the redirect step.
  const legacy = match ? null : legacyVehicleRedirect(pathname);
  if (legacy?.kind === 'vehicle') {
    return isPageEnabled('inventory', enabledPages)
      ? { action: 'check-vehicle', vin: legacy.vin }
      : { action: 'not-found', kind: 'unmatched' };
  }
  if (!match) {
    const loose = matchRouteLoosely(pathname);
    // A route's shape with a parameter it rejects (/legal/unknown): a validation failure when the page is on.
    if (loose && isRouteEnabled(loose, enabledPages)) return { action: 'not-found', kind: 'invalid' };
    if (loose) return { action: 'not-found', kind: 'unmatched' };
    return { action: 'pass' };
  }
  if (!isRouteEnabled(match.name, enabledPages)) return { action: 'not-found', kind: 'unmatched' };
  const type = SLUG_DOCUMENT_TYPES[match.name];
  const slug = match.params.slug;
  if (type && slug) return { action: 'check-slug', type, slug };
  const offerType = OFFER_ROUTE_TYPES[match.name];
  const offerId = match.params.id;
  if (offerType && offerId) return { action: 'check-offer', offerType, offerId };
  const vin = match.name === 'vehicle' ? match.params.vin : undefined;
  if (vin) return { action: 'check-vehicle', vin: vin.toUpperCase() };
  return { action: 'pass' };
}
