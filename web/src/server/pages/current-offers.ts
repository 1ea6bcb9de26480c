import 'server-only';
import { fetchContent } from '@/content';
import { activeOffersQuery } from '@/content/queries';
import { isoDateInZone } from '@/lib/format/date';
import { runningOffers } from '@/lib/offers/running-offers';
import type { SiteContext } from '@/server/site/context';

/** Every offer running today on the store's calendar, of every type (an ended offer's page links to them). */
export async function currentOffers(site: SiteContext) {
  const today = isoDateInZone(new Date(), site.store?.timezone ?? undefined);
  return runningOffers(await fetchContent({ query: activeOffersQuery, params: { today }, tags: ['offer'] }), today);
}

export type CurrentOffer = Awaited<ReturnType<typeof currentOffers>>[number];
