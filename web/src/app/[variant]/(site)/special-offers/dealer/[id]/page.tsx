import { OfferPage } from '@/components/offers/offer-page';
import { loadOfferPage, offerPageMetadata } from '@/server/pages/special-offer';

export { generateStaticParams } from '@/server/pages/on-demand-params';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props) {
  return offerPageMetadata('dealer', (await params).id);
}

/** /special-offers/dealer/{id} */
export default async function Page({ params }: Props) {
  const { offer, site, vehicles } = await loadOfferPage('dealer', (await params).id);
  return <OfferPage offerType="dealer" offer={offer} vehicles={vehicles} site={site} />;
}
