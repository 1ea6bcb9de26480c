import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { readOffer } from '@/server/offers/read-offer';
import { getSiteContext } from '@/server/site/context';

/**
 * /sell-trade-my-car/offer/{id} (route `sellTradeOffer`): the visitor's stored offer (404 when no offer has the id)
 * and the site. One database read per request, shared by the metadata and the page.
 */
export const loadSellTradeOfferPage = cache(async (id: string) => {
  const [offer, site] = await Promise.all([readOffer(id), getSiteContext()]);
  if (!offer) notFound();
  return { offer, site };
});
