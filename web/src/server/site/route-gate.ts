import 'server-only';
import { fetchPublishedContent } from '@/content';
import {
  defaultStoreTimeZoneQuery,
  enabledPagesQuery,
  offerScheduleQuery,
  slugDocumentExistsQuery,
  vehicleStockByVinQuery,
} from '@/content/queries';
import { isoDateInZone } from '@/lib/format/date';
import { isOfferRunning } from '@/lib/offers/running-offer';
import type { MissingPage } from '@/lib/routing/missing-page';
import type { NotFoundKind } from '@/lib/routing/route-access';
import { gateRoute } from '@/lib/routing/route-gate';
import { remembered, rememberedLookup } from './proxy-memo';

/** A request the site does not serve as asked: the kind of 404, and what is missing when the page explains it. */
export interface RouteGateAnswer {
  kind: NotFoundKind;
  missing: MissingPage | null;
}

const notFound = (kind: NotFoundKind, missing: MissingPage | null = null): RouteGateAnswer => ({ kind, missing });

/** null: serve the request; otherwise what to answer instead. */
export async function routeGateAnswer(pathname: string): Promise<RouteGateAnswer | null> {
  const enabledPages = await remembered('enabledPages', () =>
    fetchPublishedContent({ query: enabledPagesQuery, params: {}, tags: ['siteSettings'] }),
  );
  const decision = gateRoute(pathname, enabledPages);
  if (decision.action === 'pass') return null;
  if (decision.action === 'not-found') return notFound(decision.kind);
  if (decision.action === 'check-offer') {
    const { offerType, offerId } = decision;
    const schedule = await rememberedLookup(`offer:${offerType}:${offerId}`, () =>
      fetchPublishedContent({ query: offerScheduleQuery, params: { offerType, offerId }, tags: ['offer'] }),
    );
    if (!schedule) return notFound('invalid');
    // Outside its window (monthly offers: this month's) on the store's calendar, an offer is gone for visitors and
    // crawlers alike, as in the sitemap.
    const timeZone = await remembered('defaultStoreTimeZone', () =>
      fetchPublishedContent({ query: defaultStoreTimeZoneQuery, params: {}, tags: ['siteSettings', 'store'] }),
    );
    if (isOfferRunning(schedule, isoDateInZone(new Date(), timeZone ?? undefined))) return null;
    return notFound('invalid', { kind: 'offer', offerType, offerId });
  }
  if (decision.action === 'check-vehicle') {
    const { vin } = decision;
    const stock = await rememberedLookup(`vehicle:${vin}`, () =>
      fetchPublishedContent({ query: vehicleStockByVinQuery, params: { vin }, tags: ['vehicle', 'soldVehicle'] }),
    );
    if (stock.inStock) return null;
    return notFound('invalid', { kind: 'vehicle', vin, sold: stock.sold });
  }
  const exists = await rememberedLookup(`${decision.type}:${decision.slug}`, () =>
    fetchPublishedContent({
      query: slugDocumentExistsQuery,
      params: { type: decision.type, slug: decision.slug },
      tags: [decision.type],
    }),
  );
  return exists ? null : notFound('invalid');
}
