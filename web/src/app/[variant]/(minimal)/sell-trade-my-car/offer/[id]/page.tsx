import type { Metadata } from 'next';

import { OfferPage } from '@/components/offer-page/offer-page';
import { offerText } from '@/components/offer-page/offer-strings';
import { loadSellTradeOfferPage } from '@/server/pages/sell-trade-offer';

type Props = { params: Promise<{ id: string }> };

/** A visitor's own quote: never indexed (it is personal and expires). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site } = await loadSellTradeOfferPage((await params).id);
  return { title: offerText(site.t)('offerPage.metaTitle'), robots: { index: false, follow: false } };
}

/** /sell-trade-my-car/offer/{id} (route `sellTradeOffer`): rendered on the server from the stored offer row. */
export default async function Page({ params }: Props) {
  const { offer, site } = await loadSellTradeOfferPage((await params).id);
  return <OfferPage offer={offer} t={offerText(site.t)} timeZone={site.store?.timezone ?? null} />;
}

// Reads the database per request (the offer, its expiry).
export const dynamic = 'force-dynamic';
