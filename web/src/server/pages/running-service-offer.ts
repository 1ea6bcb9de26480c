import 'server-only';
import { fetchContent } from '@/content';
import { offerByIdQuery } from '@/content/queries';
import { isoDateInZone } from '@/lib/format/date';
import { isOfferRunning } from '@/lib/offers/running-offer';
import type { ScheduleOffer } from '@/lib/service/schedule-page';

/**
 * `/service/schedule?offer=<offerId>` (a service offer's "Schedule this service" link): the offer when it is a
 * service offer running today on the store's calendar. Any other id (a sales offer, an ended one, junk) is ignored
 * and the form opens without an offer.
 */
export async function runningServiceOffer(
  offerId: string | null,
  timezone: string,
  now: Date = new Date(),
): Promise<ScheduleOffer | undefined> {
  if (!offerId || offerId.length > 100) return undefined;
  const offer = await fetchContent({
    query: offerByIdQuery,
    params: { offerType: 'service', offerId },
    tags: ['offer'],
  });
  if (!offer?.offerId || !offer.name || !isOfferRunning(offer, isoDateInZone(now, timezone))) return undefined;
  return { offerId: offer.offerId, name: offer.name };
}
