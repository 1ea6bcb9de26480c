import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';

import { OfferPage } from '@/components/offer-page/offer-page';
import { offerText } from '@/components/offer-page/offer-strings';
import { readOffer } from '@/server/offers/read-offer';
import { getSiteContext } from '@/server/site/context';

/** One database read per request, shared by the metadata and the page. */
const loadOffer = cache(async (id: string) => {
  const offer = await readOffer(id);
  if (!offer) notFound();
  return offer;
});

type Props = { params: Promise<{ id: string }> };

/** A visitor's own quote: never indexed (it is personal and expires). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  await loadOffer(id);
  const { t } = await getSiteContext();
  return { title: offerText(t)('offerPage.metaTitle'), robots: { index: false, follow: false } };
}

/** /sell-trade-my-car/offer/{id} (route `sellTradeOffer`): rendered on the server from the stored offer row. */
export default async function Page({ params }: Props) {
  const { id } = await params;
  const [offer, site] = await Promise.all([loadOffer(id), getSiteContext()]);
  return <OfferPage offer={offer} t={offerText(site.t)} timeZone={site.store?.timezone ?? null} />;
}

// Reads the database per request (the offer, its expiry).
export const dynamic = 'force-dynamic';
