import { OfferPage } from '@/components/offers/offer-page';
import { loadOfferPage, offerPageMetadata } from '@/server/pages/special-offer';

export { generateStaticParams } from '@/server/pages/on-demand-params';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props) {
  return offerPageMetadata('service', (await params).id);
}

/** /special-offers/service/{id} */
export default async function Page({ params }: Props) {
  const { offer, site, vehicles } = await loadOfferPage('service', (await params).id);
  return <OfferPage offerType="service" offer={offer} vehicles={vehicles} site={site} />;
}
