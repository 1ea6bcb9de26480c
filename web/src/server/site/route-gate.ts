import 'server-only';
import { fetchPublishedContent } from '@/content';
import {
  defaultStoreTimeZoneQuery,
  enabledPagesQuery,
  offerRunningQuery,
  slugDocumentExistsQuery,
} from '@/content/queries';
import { isoDateInZone } from '@/lib/format/date';
import type { NotFoundKind } from '@/lib/routing/route-access';
import { gateRoute } from '@/lib/routing/route-gate';
import { remembered, rememberedLookup } from './proxy-memo';

/** null: serve the request; otherwise the kind of 404 to show. */
export async function routeNotFoundKind(pathname: string): Promise<NotFoundKind | null> {
  const enabledPages = await remembered('enabledPages', () =>
    fetchPublishedContent({ query: enabledPagesQuery, params: {}, tags: ['siteSettings'] }),
  );
  const decision = gateRoute(pathname, enabledPages);
  if (decision.action === 'pass') return null;
  if (decision.action === 'not-found') return decision.kind;
  if (decision.action === 'check-offer') {
    const { offerType, offerId } = decision;
    // An offer outside its start/end window is gone for visitors and crawlers alike (as in the sitemap).
    const timeZone = await remembered('defaultStoreTimeZone', () =>
      fetchPublishedContent({ query: defaultStoreTimeZoneQuery, params: {}, tags: ['siteSettings', 'store'] }),
    );
    const today = isoDateInZone(new Date(), timeZone ?? undefined);
    const running = await rememberedLookup(`offer:${offerType}:${offerId}:${today}`, () =>
      fetchPublishedContent({ query: offerRunningQuery, params: { offerType, offerId, today }, tags: ['offer'] }),
    );
    return running ? null : 'invalid';
  }
  const exists = await rememberedLookup(`${decision.type}:${decision.slug}`, () =>
    fetchPublishedContent({
      query: slugDocumentExistsQuery,
      params: { type: decision.type, slug: decision.slug },
      tags: [decision.type],
    }),
  );
  return exists ? null : 'invalid';
}
